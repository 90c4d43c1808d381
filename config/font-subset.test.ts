import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { figtree, fontFaces, parseUnicodeRange, subsetAlias, subsetCodePoints, unicodeRange } from "./font-subset";

describe("webfont subset", () => {
  test("unicode-range values round-trip, with runs written as ranges", () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0xe9, 0x2019])).toBe("U+0041-0043, U+00E9, U+2019");
    expect([...parseUnicodeRange("U+0041-0043, U+00E9, U+2019")]).toEqual([0x41, 0x42, 0x43, 0xe9, 0x2019]);
  });

  test("the cut face claims ASCII and the site's punctuation; the full face claims the rest of Latin, no overlap", () => {
    const full = createRequire(import.meta.url).resolve(figtree.font);
    const css = fontFaces(figtree, full);
    const faces = css.split("@font-face").slice(1);
    expect(faces).toHaveLength(2);
    const [rest, cut] = faces.map((f) => parseUnicodeRange(/unicode-range: ([^;]+);/.exec(f)![1]!));
    expect(faces[1]).toContain(`url("${subsetAlias}/${figtree.name}")`);
    expect(faces[0]).toContain(`url("${figtree.font}")`);
    for (const ch of "Aa0 “”–…©āū") expect(cut!.has(ch.codePointAt(0)!)).toBe(true);
    for (const point of cut!) expect(rest!.has(point)).toBe(false);
    // Together they claim everything Fontsource's Latin file claims: nothing falls out of Figtree.
    const published = readFileSync(
      createRequire(import.meta.url).resolve("@fontsource-variable/figtree/index.css"),
      "utf8",
    );
    const latin = published.split("@font-face").find((b) => b.includes("figtree-latin-wght-normal.woff2"))!;
    for (const point of parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(latin)![1]!))
      expect(cut!.has(point) || rest!.has(point)).toBe(true);
    for (const face of faces) expect(face).toContain("font-display: swap");
  });

  test("the cut covers every character of the subset list", () => {
    expect(subsetCodePoints().has("ū".codePointAt(0)!)).toBe(true);
    expect(subsetCodePoints().has("ü".codePointAt(0)!)).toBe(false);
  });
});
