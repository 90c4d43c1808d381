import { formatBytes, type PhotoLimits } from "./photos.ts";

/**
 * The photo checks the forms and the quote inbox both make (app/lib/forms/photo-upload.ts, server/core/photos.ts): the
 * type sniffed from a file's first bytes, and the words for every refusal, so a visitor hears one story from either
 * side.
 */

export type PhotoKind = "jpeg" | "png" | "webp" | "heic";

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

/**
 * What a file is, from its first bytes (magic numbers), never from its name or declared type: JPEG, PNG, WebP, a
 * HEIC/HEIF photo, or undefined for anything else. 12 bytes are enough.
 */
export function sniffPhoto(head: Uint8Array): PhotoKind | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return "png";
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (head.length >= 12 && ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12))) return "heic";
  return undefined;
}

/** A file name as it may be shown back: one line, at most 40 characters. */
const shown = (name: string) => {
  const flat = name.replace(/[\p{Cc}\s]+/gu, " ").trim() || "This file";
  return flat.length > 40 ? `${flat.slice(0, 28)}…${flat.slice(-10)}` : flat;
};

/** Every refusal, in the visitor's words. Shared with the inbox, so the page without JavaScript says the same. */
export const photoMessages = {
  tooMany: (limits: PhotoLimits) =>
    limits.maxFiles === 0
      ? "This form cannot take photos."
      : `You can send up to ${limits.maxFiles} photos. Remove one to add another.`,
  tooLarge: (name: string, limits: PhotoLimits) =>
    `“${shown(name)}” is larger than ${formatBytes(limits.maxFileBytes)}. Please choose a smaller photo.`,
  totalTooLarge: (limits: PhotoLimits) =>
    `Your photos add up to more than ${formatBytes(limits.maxTotalBytes)}. Please remove one or choose smaller photos.`,
  notAPhoto: (name: string) => `“${shown(name)}” is not a photo we can use. Please choose a JPEG, PNG or WebP image.`,
  heic: (name: string) =>
    `“${shown(name)}” is a HEIC photo, which we cannot open. Please send it as a JPEG: iPhones usually convert photos to JPEG when you add them from the Photos app, or set Settings › Camera › Formats to Most Compatible.`,
  unreadable: (name: string) =>
    `“${shown(name)}” could not be opened: it may be damaged or incomplete. Please choose another photo.`,
  tooManyPixels: (name: string) =>
    `“${shown(name)}” has too many pixels for us to open. Please send a smaller copy of it.`,
};
