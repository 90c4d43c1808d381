import sharp from "sharp";
import { photoMessages, sniffPhoto, type PhotoKind } from "../../shared/forms/photo-check.ts";
import { PHOTO_FIELD } from "../../shared/forms/photos.ts";
import { guardBody } from "./upload-guard.ts";
import { maxBodyBytes, readMultipart, type FileProblem, type MultipartLimits, type ReceivedFile } from "./multipart.ts";

export interface PhotoOptions extends MultipartLimits {
  /** Longest side of a stored photo, in pixels: enough to read a cylinder's label, small enough to email. */
  maxSide: number;
  /** Pixels a photo may declare before it is decoded (sharp's limitInputPixels): the decompression-bomb guard. */
  maxPixels: number;
  /** Bytes all uploads under way may hold in memory together; past it, an upload is asked to retry. */
  memoryBytes: number;
  /**
   * Bytes a photo's pixels may take once decoded (width × height × channels × bytes per channel, read from its
   * header before decoding): a small 16-bit, 4-channel PNG can decode to hundreds of megabytes.
   */
  maxDecodedBytes: number;
  /** Uploads one client address may have under way at once. */
  uploadsPerAddress: number;
  /** An upload slower than this (bytes a second, over each window) is cut off. */
  minBytesPerSecond: number;
  rateWindowMs: number;
}

/** A photo as it is stored: re-encoded from the decoded pixels, so nothing of the uploaded file survives. */
export interface ProcessedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: "image/jpeg";
}

// Each photo is decoded once: libvips' operation cache would only hold on to memory.
sharp.cache(false);

const decodedAs: Record<PhotoKind, string> = { jpeg: "jpeg", png: "png", webp: "webp", heic: "heif" };
/** libvips' band formats; anything unknown counts as the widest. */
const bytesPerChannel: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * Peak memory of a decode against its decoded size, measured with processPhoto on 2026-11-24: 1.6 for a 31.7 MP
 * progressive JPEG (150 MiB), 1.4 for an interlaced PNG (docs/decisions/010-asvs-level-1.md).
 */
const DECODE_OVERHEAD = 1.6;

/** The uploads' shared memory budget as a decode sees it: take a share before decoding, give it back after. */
export interface MemoryBudget {
  take: (bytes: number) => boolean;
  give: () => void;
}

/** Runs `work` after every earlier call has finished: one decode at a time keeps the server's memory bounded. */
export function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
}

/**
 * Checks one uploaded file and re-encodes it for storage: the type comes from its first bytes; the declared size
 * is checked against `maxPixels` before any pixel is decoded (and libvips enforces the same while decoding); a
 * truncated or corrupt image fails (failOn "error"). The pixels are turned upright from the EXIF orientation,
 * fitted within `maxSide`, flattened onto white and written as a new JPEG with no metadata at all: no EXIF (so no
 * GPS position, camera or time), no XMP, no ICC profile (converted to sRGB). HEIC is sniffed and tried, but the
 * prebuilt libvips has no HEVC decoder, so it is refused with a message saying how to send a JPEG instead.
 */
export async function processPhoto(
  file: ReceivedFile,
  options: Pick<PhotoOptions, "maxSide" | "maxPixels" | "maxDecodedBytes">,
  budget?: MemoryBudget,
): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; message: string } | { ok: false; busy: true }> {
  const kind = sniffPhoto(file.bytes.subarray(0, 12));
  if (!kind) return { ok: false, message: photoMessages.notAPhoto(file.name) };
  const failed = (error?: unknown) => ({
    ok: false as const,
    message:
      kind === "heic"
        ? photoMessages.heic(file.name)
        : /pixel limit/i.test(String(error))
          ? photoMessages.tooManyPixels(file.name)
          : photoMessages.unreadable(file.name),
  });
  const image = sharp(file.bytes, { limitInputPixels: options.maxPixels, failOn: "error", autoOrient: true });
  try {
    const meta = await image.metadata();
    if (meta.format !== decodedAs[kind]) return { ok: false, message: photoMessages.notAPhoto(file.name) };
    if (!meta.width || !meta.height || meta.width * meta.height > options.maxPixels)
      return { ok: false, message: photoMessages.tooManyPixels(file.name) };
    const decoded = meta.width * meta.height * (meta.channels ?? 4) * (bytesPerChannel[meta.depth ?? ""] ?? 8);
    if (decoded > options.maxDecodedBytes) return { ok: false, message: photoMessages.tooManyPixels(file.name) };
    // The decode's memory comes out of the uploads' shared budget too, so bodies and pixels together stay within it.
    const cost = Math.ceil(decoded * DECODE_OVERHEAD);
    if (budget && !budget.take(cost)) return { ok: false, busy: true };
    const { data, info } = await image
      .resize({ width: options.maxSide, height: options.maxSide, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      // libjpeg rather than mozjpeg: a third of the time for a file about 20% larger, on a small shared server.
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { bytes: data, width: info.width, height: info.height, contentType: "image/jpeg" } };
  } catch (error) {
    return failed(error);
  } finally {
    budget?.give();
  }
}

export type PhotoUpload =
  | { ok: false; status: 400 | 413 | 503 }
  | {
      ok: true;
      fields: Record<string, string>;
      photos: ProcessedPhoto[];
      /** Why the photos cannot be taken, in the visitor's words; 413 when a size limit was passed. */
      problem?: { status: 400 | 413; message: string };
    };

const describe = (problem: FileProblem, limits: MultipartLimits) =>
  problem.kind === "too-many"
    ? photoMessages.tooMany(limits)
    : problem.kind === "total-too-large"
      ? photoMessages.totalTooLarge(limits)
      : photoMessages.tooLarge(problem.name, limits);

/**
 * The quote inbox's side of "photos with a quote": reads a multipart form post within every limit, checks and
 * re-encodes each photo, and hands back the form's fields, the processed photos (in memory, small) and, when any
 * photo cannot be taken, one message for the form. Nothing touches the disk here (see photo-store.ts for that).
 * Uploads under way share a memory budget, reserved only as bytes arrive; one address may have only a few under way,
 * each must keep up a minimum rate. A new upload past the budget or the address's share
 * gets 503 and tries again shortly; one cut off for being too slow gets 400, as a body that did not arrive.
 */
export function createPhotoInbox(options: PhotoOptions) {
  const oneAtATime = serial();
  let reserved = 0;
  const underWay = new Map<string, number>();
  return {
    options,
    async receive(request: Request, contentType: string, address: string): Promise<PhotoUpload> {
      const declared = Number(request.headers.get("content-length") ?? Number.NaN);
      if (declared > maxBodyBytes(options)) return { ok: false, status: 413 };
      const mine = underWay.get(address) ?? 0;
      if (mine >= options.uploadsPerAddress) return { ok: false, status: 503 };
      underWay.set(address, mine + 1);
      let held = 0;
      const guard = guardBody(request.body, {
        reserve: (bytes) => {
          if (reserved + bytes > options.memoryBytes) return false;
          reserved += bytes;
          held += bytes;
          return true;
        },
        minBytesPerSecond: options.minBytesPerSecond,
        rateWindowMs: options.rateWindowMs,
      });
      try {
        const read = await readMultipart(guard.body, contentType, options, PHOTO_FIELD);
        const stopped = guard.stopped();
        if (stopped) return { ok: false, status: stopped === "busy" ? 503 : 400 };
        if (!read.ok) return { ok: false, status: read.reason === "too-large" ? 413 : 400 };
        const messages = read.problems.map((p) => describe(p, options));
        const photos: ProcessedPhoto[] = [];
        for (const file of read.files) {
          let taken = 0;
          const budget: MemoryBudget = {
            take: (bytes) => {
              if (reserved + bytes > options.memoryBytes) return false;
              reserved += bytes;
              taken = bytes;
              return true;
            },
            give: () => {
              reserved -= taken;
              taken = 0;
            },
          };
          const result = await oneAtATime(() => processPhoto(file, options, budget));
          if (result.ok) photos.push(result.photo);
          else if ("busy" in result) return { ok: false, status: 503 };
          else messages.push(result.message);
        }
        if (messages.length === 0) return { ok: true, fields: read.fields, photos };
        const status = read.problems.some((p) => p.kind !== "too-many") ? 413 : 400;
        return { ok: true, fields: read.fields, photos: [], problem: { status, message: messages.join(" ") } };
      } finally {
        guard.done();
        reserved -= held;
        const left = (underWay.get(address) ?? 1) - 1;
        if (left > 0) underWay.set(address, left);
        else underWay.delete(address);
      }
    },
  };
}

export type PhotoInbox = ReturnType<typeof createPhotoInbox>;
