import { describe, expect, test } from "vitest";
import { drawSprite, expandMasks } from "../../../config/icon-sprite";
import { brandIconNames, iconNames } from "../../../shared/icon-names";

describe("icon sprite", () => {
  test("every icon name becomes one symbol with lucide's drawing, the brand marks with theirs, and nothing else is in the sprite", async () => {
    const sprite = await drawSprite();
    const ids = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...iconNames, ...brandIconNames]);
    for (const [, id, drawing] of ids) expect(drawing, id).toMatch(/^<(path|circle|rect|line|polyline|polygon) /);
    // Colour and stroke width come from the referencing <svg> (currentColor, classes), never a fixed value here.
    // A brand mark's solid shape is filled in that colour and unstroked (config/brand-icons.ts).
    expect(sprite.replaceAll(' fill="currentColor" stroke="none"', "")).not.toMatch(
      /\b(fill|stroke)="(?!currentColor")|stroke-width="/,
    );
  });
});

describe("icon masks", () => {
  test("icon-mask() in a stylesheet becomes the sprite's drawing of that icon as a data URL", async () => {
    const sprite = await drawSprite();
    const drawing = /<symbol id="Check" viewBox="0 0 24 24">(.*?)<\/symbol>/.exec(sprite)![1]!;
    const css = await expandMasks(".a{--m:icon-mask(Check)}.b{--m:icon-mask( Star , 1.5 , fill )}");
    const urls = [...css.matchAll(/url\("data:image\/svg\+xml,([^"]+)"\)/g)].map((m) => decodeURIComponent(m[1]!));
    expect(urls).toHaveLength(2);
    expect(css).not.toContain("icon-mask(");
    expect(urls[0]!.replaceAll("'", '"')).toContain(drawing);
    expect(urls[0]).toMatch(/stroke-width='2'/);
    expect(urls[1]).toMatch(/fill='#000'.*stroke-width='1\.5'/);
  });

  test("a name the sprite does not have fails the build", async () => {
    await expect(expandMasks(".a{--m:icon-mask(Nope)}")).rejects.toThrow(/Nope/);
  });
});
