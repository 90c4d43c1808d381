import { writeFileSync } from "node:fs";
import sharp from "sharp";

/** Writes the favicon set from one SVG (the logo glyph). Re-run after changing the mark: `node scripts/build/icons.ts`. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="9" fill="#b8440a"/>
<path d="M16 6c3.6 4.6 6.5 8.4 6.5 12a6.5 6.5 0 0 1-13 0C9.5 14.4 12.4 10.6 16 6Z" fill="#fff"/>
<path d="M13.4 18.2a2.8 2.8 0 0 0 2.6 3" stroke="#b8440a" stroke-width="1.8" fill="none" stroke-linecap="round"/>
</svg>
`;

writeFileSync("public/favicon.svg", svg);
const sizes: [string, number][] = [
  ["public/favicon-32.png", 32],
  ["public/apple-touch-icon.png", 180],
];
for (const [file, size] of sizes) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
}
// Browsers still ask for /favicon.ico by habit; a PNG payload under that name is accepted by all of them.
await sharp(Buffer.from(svg), { density: 72 }).resize(32, 32).png().toFile("public/favicon.ico");
