import sharp from "sharp";

/**
 * The responsive sizes of every photo on the site, in pixels wide: 480 and 960 always, 1600 when the photo is at
 * least that wide. The repository's media (scripts/build/media/optimize.ts) and the owner's uploads
 * are made by this one module, so both come out with the same files and settings and
 * app/lib/media.server.ts describes either from the same kind of manifest entry.
 */
export const WIDTHS = [480, 960, 1600] as const;

/**
 * How hard the AVIF encoder works. The repository's media are made once, offline, at libaom's default (4). An owner's
 * upload is made while the owner waits: effort 2 encodes a 2400 px photo's three AVIF widths in 1.2 s instead of
 * 11.3 s on this 2-core machine, for files about 5% larger (measured on 2026-11-26 with a 12 MP camera photo made
 * 2400 px as the dashboard sends it). Same widths, formats and quality (AVIF_QUALITY.photo) either way.
 */
export const AVIF_EFFORT = { repository: 4, upload: 2 } as const;

/**
 * AVIF quality: 50 for a photo seen as it is; 35 for one the site only shows dimmed behind text (the home and
 * dedicated-area heroes, at 35-45 % opacity under a navy gradient, scripts/build/media/catalog.ts `dimmed`), where the
 * lower quality is not seen and halves the bytes of the page's largest paint (a detailed 12 MP photo's 960 px
 * rendition: 46.8 KB at 50, 22.5 KB at 35; docs/performance.md, "The hero with a real photograph").
 */
export const AVIF_QUALITY = { photo: 50, dimmed: 35 } as const;

/** A manifest entry (app/content/media-manifest.json): the image's intrinsic size and the widths made of it. */
export interface VariantSizes {
  w: number;
  h: number;
  widths: number[];
}

/** The widths made of an image `width` pixels wide: the first two always, larger ones only without enlarging. */
const widthsFor = (width: number): number[] => WIDTHS.filter((size, i) => i < 2 || width >= size);

/**
 * The files made for the JPEG `target` (a path or a bare name): the fallback under its own name, then AVIF and
 * WebP at each width as `<stem>-<width>.avif|webp`, the names app/lib/media.server.ts writes into srcset.
 */
export function variantFiles(target: string, widths: readonly number[]): string[] {
  const stem = target.replace(/\.(jpe?g)$/i, "");
  return [target, ...widths.flatMap((width) => [`${stem}-${width}.avif`, `${stem}-${width}.webp`])];
}

/** The intrinsic size of `source` and the widths to make of it, read from its header (nothing is decoded). */
export async function variantSizes(source: Buffer): Promise<VariantSizes> {
  const meta = await sharp(source).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  return { w, h, widths: widthsFor(w) };
}

/**
 * Writes the variants of the JPEG `target` from the image bytes `source`: AVIF (at `avif.quality`, AVIF_QUALITY.photo
 * unless the photo is only shown dimmed, and `avif.effort`) and WebP (quality 72) at each width, then a 960 px JPEG
 * fallback (mozjpeg, quality 78) under `target`'s own name. Nothing is enlarged and no metadata is written (sharp
 * keeps none unless told to). The settings are the ones the repository's media were made with: changing one changes
 * every committed file (run npm run media:optimize).
 */
export async function writeVariants(
  source: Buffer,
  target: string,
  avif: { effort: number; quality: number } = { effort: AVIF_EFFORT.repository, quality: AVIF_QUALITY.photo },
): Promise<VariantSizes> {
  const sizes = await variantSizes(source);
  const stem = target.replace(/\.(jpe?g)$/i, "");
  for (const width of sizes.widths) {
    const resized = sharp(source).resize({ width, withoutEnlargement: true });
    await resized.clone().avif(avif).toFile(`${stem}-${width}.avif`);
    await resized.clone().webp({ quality: 72 }).toFile(`${stem}-${width}.webp`);
  }
  await sharp(source)
    .resize({ width: 960, withoutEnlargement: true })
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(target);
  return sizes;
}
