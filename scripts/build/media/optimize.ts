import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AVIF_EFFORT, AVIF_QUALITY, variantSizes, writeVariants, type VariantSizes } from "../../../server/site/image-variants.ts";
import { mediaCatalog } from "./catalog.ts";

/**
 * media/source → public/media: AVIF and WebP at 480 and 960 px (and 1600 px for wide sources), a 960 px JPEG under
 * the original name as the fallback, and app/content/media-manifest.json with each image's intrinsic size.
 * Unchanged sources are skipped (hashes in media/.optimize-cache.json). Run after replacing photos. The files
 * themselves are made by server/site/image-variants.ts, which makes the owner's uploaded photos the same way.
 */
const sourceDir = "media/source";
const publicDir = "public/media";
const cacheFile = "media/.optimize-cache.json";
const manifestFile = "app/content/media-manifest.json";

type Manifest = Record<string, VariantSizes>;

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
  const quality = entry.dimmed ? AVIF_QUALITY.dimmed : AVIF_QUALITY.photo;
  manifest[`/media/${entry.path}`] = await optimiseImage(source, target, quality);
}

// The owner's photos exported into the repository (npm run content:export): media/owner/<hash>.jpg, the stored
// originals, whose variants go to public/media/owner/ like an upload's (docs/decisions/012-owner-editing.md).
const ownerDir = "media/owner";
if (existsSync(ownerDir))
  for (const name of readdirSync(ownerDir).filter((file) => /^[0-9a-f]{20}\.jpg$/.test(file)).sort()) {
    mkdirSync(path.join(publicDir, "owner"), { recursive: true });
    manifest[`/media/owner/${name}`] = await optimiseImage(path.join(ownerDir, name), path.join(publicDir, "owner", name));
  }

writeFileSync(manifestFile, `${JSON.stringify(manifest)}\n`);
writeFileSync(cacheFile, `${JSON.stringify(cache, null, 1)}\n`);

async function optimiseImage(
  source: string,
  target: string,
  quality: number = AVIF_QUALITY.photo,
): Promise<Manifest[string]> {
  const raw = readFileSync(source);
  const sizes = await variantSizes(raw);
  // The cache knows a source by its bytes, and by its AVIF quality where that is not the usual one.
  const sourceHash = createHash("sha256").update(raw).digest("hex");
  const hash = quality === AVIF_QUALITY.photo ? sourceHash : `${sourceHash} avif q${quality}`;
  const stem = target.replace(/\.(jpe?g)$/i, "");
  const done =
    cache[source] === hash && existsSync(target) && sizes.widths.every((width) => existsSync(`${stem}-${width}.avif`));
  if (!done) {
    await writeVariants(raw, target, { effort: AVIF_EFFORT.repository, quality });
    cache[source] = hash;
  }
  return sizes;
}
