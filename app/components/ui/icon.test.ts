import { describe, expect, test } from "vitest";
import { drawSprite } from "../../../config/icon-sprite";
import { iconNames } from "../../../shared/icon-names";

describe("icon sprite", () => {
  test("every icon name becomes one symbol with lucide's drawing, and nothing else is in the sprite", async () => {
    const sprite = await drawSprite();
    const ids = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...iconNames]);
    for (const [, id, drawing] of ids) expect(drawing, id).toMatch(/^<(path|circle|rect|line|polyline|polygon) /);
    // Colour and stroke width come from the referencing <svg> (currentColor, classes), never a fixed value here.
    expect(sprite).not.toMatch(/\b(fill|stroke)="(?!currentColor")|stroke-width="/);
  });
});
