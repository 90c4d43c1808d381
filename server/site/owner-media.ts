import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { writeFileAtomically } from "../core/atomic-file.ts";
import type { Logger } from "../core/log.ts";
import { serial, type ProcessedPhoto } from "../core/photos.ts";
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

/** One stored photo as the Photos page lists it: its src, its size in pixels, and the bytes all its files take. */
export interface StoredPhoto {
  src: string;
  width: number;
  height: number;
  bytes: number;
}

/** An upload refused because its files would take the photos past their storage budget (OWNER_MEDIA_QUOTA_BYTES). */
export class OverQuotaError extends Error {
  /** The bytes the stored photos take, without the refused one. */
  readonly used: number;
  constructor(used: number) {
    super("The owner's photos would pass their storage budget.");
    this.used = used;
  }
}

/** What became of a deletion: done (and the bytes it freed), refused because `uses` still name it, or no such photo. */
export type RemoveOutcome<Uses> =
  { status: "removed"; bytes: number } | { status: "used"; uses: Uses } | { status: "missing" };

interface OwnerMediaOptions {
  /** The inbox's data folder: the photos go to DATA_DIR/media/. */
  dataDir: string;
  log: Logger;
}

/** The hash a file of the store belongs to ("<hash>.jpg", "<hash>-480.avif"), or undefined for any other name. */
const hashOfFile = (name: string) => FILE_NAME.exec(name)?.[1];

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
 * - `owner/<hash>.jpg`, `owner/<hash>-480.avif`, …: the same files as the repository's media,
 *   which a build copies into the site (scripts/build/owner-media-copy.ts);
 * - `manifest.json`: each photo's size and widths, as app/content/media-manifest.json has them, which the build
 *   lays over the repository's (app/lib/media.server.ts, SITE_MEDIA). Written last, by rename: a photo is in it only
 *   once all its files are.
 * `<hash>` is the first 20 hex characters of the SHA-256 of the re-encoded bytes, so the same photo uploaded twice is
 * one photo, and a name once given never changes what it shows (its files are served as immutable).
 *
 * The bytes the files take are summed once at start and kept up to date as photos come and go, so the storage budget
 * is checked without walking the folder. A file no manifest entry names (a crash between a photo's files and its
 * entry, or between a deletion's manifest and its files) is removed at start.
 */
export class OwnerMedia {
  /** DATA_DIR/media: what builds read (SITE_MEDIA) and backups copy. */
  readonly dir: string;
  readonly #originals: string;
  readonly #owner: string;
  readonly #manifestFile: string;
  readonly #log: Logger;
  #entries: OwnerManifest;
  readonly #oneAtATime = serial();
  /** The bytes each stored photo's files take, by src, and all of them together: summed once at start. */
  readonly #bytes = new Map<string, number>();
  #used = 0;

  constructor({ dataDir, log }: OwnerMediaOptions) {
    this.dir = path.join(dataDir, "media");
    this.#originals = path.join(this.dir, "originals");
    this.#owner = path.join(this.dir, "owner");
    this.#log = log;
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    chmodSync(this.dir, 0o700);
    for (const folder of [this.#originals, this.#owner]) mkdirSync(folder, { recursive: true, mode: 0o700 });
    this.#manifestFile = path.join(this.dir, "manifest.json");
    this.#entries = readManifest(this.#manifestFile);
    const swept = this.#sweep();
    if (swept > 0) log.info("owner photos: files no photo names removed", { files: swept });
    for (const [src, entry] of Object.entries(this.#entries))
      this.#bytes.set(src, bytesOf(this.#filesOf(SRC.exec(src)![1]!, entry.widths)));
    this.#used = [...this.#bytes.values()].reduce((sum, n) => sum + n, 0);
  }

  /**
   * Stores a processed photo (`processPhoto`) and answers its src and intrinsic size. The same
   * photo again answers the same src without encoding anything. Photos are encoded one at a time. Rejects with
   * OverQuotaError when the new photo's files would take all of them past `quotaBytes`.
   */
  add(photo: ProcessedPhoto, quotaBytes = Infinity): Promise<{ src: string; width: number; height: number }> {
    const hash = createHash("sha256").update(photo.bytes).digest("hex").slice(0, 20);
    return this.#oneAtATime(() => this.#store(hash, photo, quotaBytes));
  }

  /** The bytes all stored photos' files take (originals and variants), kept as they come and go. */
  used(): number {
    return this.#used;
  }

  /** Every stored photo with its size and bytes, in the manifest's order (the order they came in). */
  list(): StoredPhoto[] {
    return Object.entries(this.#entries).map(([src, entry]) => ({
      src,
      width: entry.w,
      height: entry.h,
      bytes: this.#bytes.get(src) ?? 0,
    }));
  }

  /**
   * Deletes a stored photo unless `usesOf` finds a use of it. The check and the manifest's rewrite (by rename) are
   * one synchronous step: a content save is synchronous too and names only photos
   * `has` knows, so no save can come between them and name a photo that is going. Its files go after the manifest:
   * a crash between leaves files no photo names, which the next start removes. In the serial queue, so an upload
   * of the same photo never writes its files while they are removed.
   */
  remove<Uses>(src: string, usesOf: (src: string) => Uses | undefined): Promise<RemoveOutcome<Uses>> {
    return this.#oneAtATime(async (): Promise<RemoveOutcome<Uses>> => {
      const hash = SRC.exec(src)?.[1];
      if (!hash || !Object.hasOwn(this.#entries, src)) return { status: "missing" };
      const uses = usesOf(src);
      if (uses !== undefined) return { status: "used", uses };
      const { [src]: gone, ...kept } = this.#entries;
      writeFileAtomically(this.#manifestFile, `${JSON.stringify(kept)}\n`);
      this.#entries = kept;
      for (const file of this.#filesOf(hash, gone!.widths)) rmSync(file, { force: true });
      const freed = this.#bytes.get(src) ?? 0;
      this.#bytes.delete(src);
      this.#used -= freed;
      this.#log.info("owner photo deleted", { src, bytes: freed });
      return { status: "removed", bytes: freed };
    });
  }

  /** Whether `src` is a stored photo of the owner's: what the content check asks of every /media/owner/ path. */
  has(src: string): boolean {
    return SRC.test(src) && Object.hasOwn(this.#entries, src);
  }

  /** Every stored photo, as the manifest holds them (a copy). */
  manifest(): OwnerManifest {
    return structuredClone(this.#entries);
  }

  /**
   * The path of one of the files made for a stored photo, by its name in owner/ ("<hash>-480.avif"), or
   * undefined for any other name: the name is matched whole before a path is made of it, so nothing outside
   * owner/ can be named. The file may still be missing (a width that photo is too small for).
   */
  file(name: string): string | undefined {
    const hash = FILE_NAME.exec(name)?.[1];
    if (!hash || !Object.hasOwn(this.#entries, srcOf(hash))) return undefined;
    return path.join(this.#owner, name);
  }

  /** The files of one photo: its original, its JPEG fallback and its AVIF and WebP at each of `widths`. */
  #filesOf(hash: string, widths: readonly number[]): string[] {
    return [
      path.join(this.#originals, `${hash}.jpg`),
      path.join(this.#owner, `${hash}.jpg`),
      ...widths.flatMap((w) => [
        path.join(this.#owner, `${hash}-${w}.avif`),
        path.join(this.#owner, `${hash}-${w}.webp`),
      ]),
    ];
  }

  /** Removes what no manifest entry names: a photo's files from an interrupted upload or deletion, temporary files. */
  #sweep(): number {
    let removed = 0;
    for (const folder of [this.dir, this.#originals, this.#owner])
      for (const name of readdirSync(folder)) {
        const hash = hashOfFile(name);
        const orphan =
          folder === this.dir ? name.endsWith(".tmp") : !hash || !Object.hasOwn(this.#entries, srcOf(hash));
        if (!orphan) continue;
        rmSync(path.join(folder, name), { force: true, recursive: true });
        removed += 1;
      }
    return removed;
  }

  #answer(src: string): { src: string; width: number; height: number } {
    return { src, width: this.#entries[src]!.w, height: this.#entries[src]!.h };
  }

  /**
   * Stores one photo's original and variants, then names it in the manifest (inside the serial queue). When its
   * files would take the store past `quotaBytes`, they are removed again and OverQuotaError thrown: how much a photo
   * takes is known only once its variants are made, and one photo over for a moment is a few MB.
   */
  async #store(hash: string, photo: ProcessedPhoto, quotaBytes: number) {
    const src = srcOf(hash);
    if (this.#entries[src]) return this.#answer(src);
    if (this.#used + photo.bytes.length > quotaBytes) throw new OverQuotaError(this.#used);
    writeFileAtomically(path.join(this.#originals, `${hash}.jpg`), photo.bytes);
    const started = performance.now();
    const sizes = await writeVariants(photo.bytes, path.join(this.#owner, `${hash}.jpg`), {
      effort: AVIF_EFFORT.upload,
      quality: AVIF_QUALITY.photo,
    });
    const files = this.#filesOf(hash, sizes.widths);
    const taken = bytesOf(files);
    if (this.#used + taken > quotaBytes) {
      for (const file of files) rmSync(file, { force: true });
      throw new OverQuotaError(this.#used);
    }
    writeFileAtomically(this.#manifestFile, `${JSON.stringify({ ...this.#entries, [src]: sizes })}\n`);
    this.#entries[src] = sizes;
    this.#bytes.set(src, taken);
    this.#used += taken;
    this.#log.info("owner photo stored", { src, widths: sizes.widths, ms: Math.round(performance.now() - started) });
    return this.#answer(src);
  }
}

/** The src the content names a stored photo by. */
function srcOf(hash: string): string {
  return `${OWNER_MEDIA_PREFIX}${hash}.jpg`;
}

function bytesOf(files: string[]): number {
  return files.reduce((sum, file) => sum + (statSync(file, { throwIfNoEntry: false })?.size ?? 0), 0);
}
