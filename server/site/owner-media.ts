import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeFileAtomically } from "../atomic-file.ts";
import type { Logger } from "../log.ts";
import { serial, type ProcessedPhoto } from "../photos.ts";
import { AVIF_EFFORT, AVIF_QUALITY, writeVariants, type VariantSizes } from "./image-variants.ts";

/** Where the owner's photos live on the site: "/media/owner/<hash>.jpg", beside the repository's /media/… paths. */
export const OWNER_MEDIA_PREFIX = "/media/owner/";

/** The longest side an uploaded photo is kept at: the 1600 px variant with room to spare, far less than a phone's. */
export const OWNER_PHOTO_MAX_SIDE = 2400;

/** A file the store makes for one photo: its JPEG fallback, or one of its AVIF and WebP widths. */
const FILE_NAME = /^([0-9a-f]{20})(-\d+\.(avif|webp)|\.jpg)$/;

/** A photo's src as the content names it. */
const SRC = /^\/media\/owner\/([0-9a-f]{20})\.jpg$/;

/** The owner's photos in the format of app/content/media-manifest.json, keyed by "/media/owner/<hash>.jpg". */
export type OwnerManifest = Record<string, VariantSizes>;

interface OwnerMediaOptions {
  /** The inbox's data folder: the photos go to DATA_DIR/media/. */
  dataDir: string;
  log: Logger;
}

/** The stored manifest, or an empty one before the first photo. A damaged one stops the server: never overwritten. */
function readManifest(file: string): OwnerManifest {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as OwnerManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new Error(`${file} cannot be read (${(error as Error).message}): restore it from a backup`);
  }
}

/**
 * The photos the owner uploads for the website's projects (docs/decisions/012-owner-editing.md), in DATA_DIR/media/
 * (0700):
 * - `originals/<hash>.jpg`: the photo as processPhoto re-encoded it (upright, longest side at most
 *   OWNER_PHOTO_MAX_SIDE, no metadata at all), kept to make the variants again should their settings change;
 * - `owner/<hash>.jpg`, `owner/<hash>-480.avif`, …: the same files as the repository's media
 *   (server/site/image-variants.ts), which a build copies into the site (scripts/owner-media-copy.ts);
 * - `manifest.json`: each photo's size and widths, as app/content/media-manifest.json has them, which the build
 *   lays over the repository's (app/lib/media.server.ts, SITE_MEDIA). Written last, by rename: a photo is in it only
 *   once all its files are.
 * `<hash>` is the first 20 hex characters of the SHA-256 of the re-encoded bytes, so the same photo uploaded twice is
 * one photo, and a name once given never changes what it shows (its files are served as immutable).
 */
export function createOwnerMedia({ dataDir, log }: OwnerMediaOptions) {
  const dir = path.join(dataDir, "media");
  const originals = path.join(dir, "originals");
  const owner = path.join(dir, "owner");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const folder of [originals, owner]) mkdirSync(folder, { recursive: true, mode: 0o700 });
  const manifestFile = path.join(dir, "manifest.json");
  const entries = readManifest(manifestFile);
  const oneAtATime = serial();

  const answer = (src: string) => ({ src, width: entries[src]!.w, height: entries[src]!.h });

  /** Stores one photo's original and variants, then names it in the manifest (inside the serial queue). */
  const store = async (hash: string, photo: ProcessedPhoto) => {
    const src = `${OWNER_MEDIA_PREFIX}${hash}.jpg`;
    if (entries[src]) return answer(src);
    writeFileAtomically(path.join(originals, `${hash}.jpg`), photo.bytes);
    const started = performance.now();
    const sizes = await writeVariants(photo.bytes, path.join(owner, `${hash}.jpg`), {
      effort: AVIF_EFFORT.upload,
      quality: AVIF_QUALITY.photo,
    });
    writeFileAtomically(manifestFile, `${JSON.stringify({ ...entries, [src]: sizes })}\n`);
    entries[src] = sizes;
    log.info("owner photo stored", { src, widths: sizes.widths, ms: Math.round(performance.now() - started) });
    return answer(src);
  };

  return {
    /** DATA_DIR/media: what builds read (SITE_MEDIA) and backups copy. */
    dir,

    /**
     * Stores a processed photo (server/photos.ts's processPhoto) and answers its src and intrinsic size. The same
     * photo again answers the same src without encoding anything. Photos are encoded one at a time.
     */
    add(photo: ProcessedPhoto): Promise<{ src: string; width: number; height: number }> {
      const hash = createHash("sha256").update(photo.bytes).digest("hex").slice(0, 20);
      return oneAtATime(() => store(hash, photo));
    },

    /** Whether `src` is a stored photo of the owner's: what the content check asks of every /media/owner/ path. */
    has: (src: string): boolean => SRC.test(src) && Object.hasOwn(entries, src),

    /** Every stored photo, as the manifest holds them (a copy). */
    manifest: (): OwnerManifest => structuredClone(entries),

    /**
     * The path of one of the files made for a stored photo, by its name in owner/ ("<hash>-480.avif"), or
     * undefined for any other name: the name is matched whole before a path is made of it, so nothing outside
     * owner/ can be named. The file may still be missing (a width that photo is too small for).
     */
    file(name: string): string | undefined {
      const hash = FILE_NAME.exec(name)?.[1];
      if (!hash || !Object.hasOwn(entries, `${OWNER_MEDIA_PREFIX}${hash}.jpg`)) return undefined;
      return path.join(owner, name);
    },
  };
}

export type OwnerMedia = ReturnType<typeof createOwnerMedia>;
