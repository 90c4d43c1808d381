import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { mediaCatalog } from "./catalog.ts";

/**
 * media/source → public/media: AVIF and WebP at 480 and 960 px (and 1600 px for wide sources), a 960 px JPEG under
 * the original name as the fallback, and app/content/media-manifest.json with each image's intrinsic size.
 * Unchanged sources are skipped (hashes in media/.optimize-cache.json). Run after replacing photos.
 */
export const WIDTHS = [480, 960, 1600] as const;
const sourceDir = "media/source";
const publicDir = "public/media";
const cacheFile = "media/.optimize-cache.json";
const manifestFile = "app/content/media-manifest.json";

type Manifest = Record<string, { w: number; h: number; widths: number[] }>;

const cache: Record<string, string> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
const manifest: Manifest = {};

for (const entry of mediaCatalog) {
  const source = path.join(sourceDir, entry.path);
  const target = path.join(publicDir, entry.path);
  mkdirSync(path.dirname(target), { recursive: true });
  if (entry.kind === "video") {
    for (const suffix of [".mp4", ".webm"]) copyFileSync(source.replace(/\.mp4$/, suffix), target.replace(/\.mp4$/, suffix));
    const poster = source.replace(/\.mp4$/, ".poster.jpg");
    manifest[`/media/${entry.path}`] = await optimiseImage(poster, target.replace(/\.mp4$/, ".poster.jpg"));
    continue;
  }
  manifest[`/media/${entry.path}`] = await optimiseImage(source, target);
}

writeFileSync(manifestFile, `${JSON.stringify(manifest)}\n`);
writeFileSync(cacheFile, `${JSON.stringify(cache, null, 1)}\n`);

async function optimiseImage(source: string, target: string): Promise<Manifest[string]> {
  const raw = readFileSync(source);
  const meta = await sharp(raw).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  const widths = WIDTHS.filter((width, i) => i < 2 || w >= width);
  const hash = createHash("sha256").update(raw).digest("hex");
  const stem = target.replace(/\.(jpe?g)$/i, "");
  const done = cache[source] === hash && existsSync(target) && widths.every((width) => existsSync(`${stem}-${width}.avif`));
  if (!done) {
    for (const width of widths) {
      const resized = sharp(raw).resize({ width, withoutEnlargement: true });
      await resized.clone().avif({ quality: 50, effort: 4 }).toFile(`${stem}-${width}.avif`);
      await resized.clone().webp({ quality: 72 }).toFile(`${stem}-${width}.webp`);
    }
    await sharp(raw).resize({ width: 960, withoutEnlargement: true }).jpeg({ quality: 78, mozjpeg: true }).toFile(target);
    cache[source] = hash;
  }
  return { w, h, widths };
}
