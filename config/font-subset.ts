import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/**
 * The webfont, cut to the characters the site writes (decision 005).
 *
 * Fontsource's Latin file is 20 KB: more than a new connection's first round trip carries (about 14 KB), so on a slow
 * link the font took one round trip longer than the stylesheet and the hero image, and the largest paint waited for
 * it. Cut to ASCII and the punctuation and letters below, the same variable font (every weight) is about 11 KB.
 *
 * Two faces share the family name, and a browser downloads a face only for characters in its `unicode-range`: the
 * cut file covers `subsetCharacters`; the full Latin file covers the rest of Latin, so a review quoting "Müller" still
 * renders in Figtree (the page then fetches the second file). e2e/quality/budgets.e2e.ts checks that every
 * pre-rendered page needs only the cut file.
 */
// All of ASCII: the control characters have no glyphs, but claiming them keeps a tab or newline in pre-formatted
// text from fetching the full file.
const ascii = Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(i)).join("");
const subsetCharacters =
  ascii +
  // No-break space, typographic quotes and dashes, bullet, ellipsis, arrows, middle dot, copyright, multiplication sign.
  "\u00a0\u2018\u2019\u201c\u201d\u2013\u2014\u2022\u2026\u2192\u203a\u00b7\u00a9\u00d7" +
  // Te reo Māori vowels with macrons (place names), and é (café, résumé).
  "\u0100\u0101\u0112\u0113\u012a\u012b\u014c\u014d\u016a\u016b\u00e9";

/** The alias CSS and code import the cut file through: `@webfont-subset/<name>.woff2`. */
export const subsetAlias = "@webfont-subset";
const marker = "/* webfont */";

export interface WebfontOptions {
  family: string;
  /** The font file, as a package path (Fontsource's Latin, variable weight). */
  font: string;
  /** The weight range of the variable font. */
  weight: string;
  /** The cut file's name, imported as `@webfont-subset/<name>`. */
  name: string;
}

/** The site's one font: Figtree, variable weight, Fontsource's Latin file. */
export const figtree: WebfontOptions = {
  family: "Figtree",
  font: "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2",
  weight: "300 900",
  name: "figtree.woff2",
};

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

/** `U+0020-007E, U+00A9, …` for a set of code points. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const runs: [number, number][] = [];
  for (const point of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(", ");
}

/** The code points a `unicode-range` value names. */
export function parseUnicodeRange(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    if (!from) continue;
    const start = parseInt(from, 16);
    const end = to ? parseInt(to, 16) : start;
    for (let p = start; p <= end; p++) points.add(p);
  }
  return points;
}

/** The `unicode-range` Fontsource publishes for a font file, read from the package's own stylesheet. */
function publishedRange(fontFile: string): string {
  const packageDir = path.resolve(path.dirname(fontFile), "..");
  const css = readFileSync(path.join(packageDir, "index.css"), "utf8");
  const block = css.split("@font-face").find((b) => b.includes(path.basename(fontFile)));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`webfont: no unicode-range for ${path.basename(fontFile)} in ${packageDir}/index.css`);
  return range;
}

export function subsetCodePoints(): Set<number> {
  return new Set([...subsetCharacters].map((c) => c.codePointAt(0) ?? 0));
}

/** The two @font-face rules: the full Latin file for what the cut one lacks, then the cut one. */
export function fontFaces(options: WebfontOptions, fullFile: string): string {
  const subset = subsetCodePoints();
  const rest = [...parseUnicodeRange(publishedRange(fullFile))].filter((p) => !subset.has(p));
  const face = (src: string, range: string) =>
    `@font-face {\n  font-family: "${options.family}";\n  font-style: normal;\n  font-display: swap;\n` +
    `  font-weight: ${options.weight};\n  src: url("${src}") format("woff2");\n  unicode-range: ${range};\n}`;
  return [face(options.font, unicodeRange(rest)), face(`${subsetAlias}/${options.name}`, unicodeRange(subset))].join(
    "\n",
  );
}

/**
 * Writes the cut font where `@webfont-subset/<name>` resolves (a cache folder under node_modules, rebuilt on every
 * start), and replaces the marker comment `/* webfont *\/` in a stylesheet with the two @font-face rules.
 */
export function webfont(options: WebfontOptions): Plugin {
  const root = path.resolve(import.meta.dirname, "..");
  const fullFile = createRequire(path.join(root, "package.json")).resolve(options.font);
  const outDir = path.join(root, "node_modules", ".cache", "webfont-subset");
  let faces: string | undefined;
  return {
    name: "webfont",
    enforce: "pre",
    async config() {
      // Without layout closure: only the glyphs of these characters, not every alternate or ligature the OpenType
      // features could reach from them (13 KB with them, 11 KB without; text shapes the same, minus "fi"-style
      // ligatures).
      const cut = await subsetFont(readFileSync(fullFile), subsetCharacters, {
        targetFormat: "woff2",
        noLayoutClosure: true,
      });
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, options.name), cut);
      return { resolve: { alias: [{ find: subsetAlias, replacement: outDir }] } };
    },
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes(marker)) return null;
      faces ??= fontFaces(options, fullFile);
      return { code: code.replace(marker, faces), map: null };
    },
  };
}
