/**
 * Photos with a quote: the limits and formats, shared by the forms and the quote inbox (server/core/photos.ts), which
 * enforces the same limits again while it reads the request. What runs only once a visitor chooses a photo (the
 * checks, photo-check.ts, with the words for each refusal, and the upload, app/lib/forms/photo-upload.ts) is loaded
 * then: pages stay light.
 */
export const PHOTO_LIMITS = {
  maxFiles: 5,
  /** Per photo, as the phone saved it (10 MiB: what "10 MB" means on the phones and computers that show it). */
  maxFileBytes: 10 * 1024 * 1024,
  /** All photos of one quote together. */
  maxTotalBytes: 30 * 1024 * 1024,
} as const;

export type PhotoLimits = { maxFiles: number; maxFileBytes: number; maxTotalBytes: number };

/** The multipart field both forms send their photos in. */
export const PHOTO_FIELD = "photos";

/**
 * HEIC is left out on purpose: the inbox cannot decode it (docs/decisions/007-quote-photos.md). Safari on iOS sends
 * every photo as JPEG whatever this says, and Safari on macOS converts HEIC to the first type listed here only when
 * HEIC is not listed; a HEIC file that still arrives (chosen through "All files") is refused with a clear message.
 */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * Photos go only to the project's own inbox, a same-origin path (QUOTE_ENDPOINT defaults to /api/quote). An https
 * endpoint is a third-party JSON form service, which cannot take files: the field is left out there.
 */
export const acceptsPhotos = (endpoint: string): boolean => endpoint.startsWith("/");

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** "1.9 GB", "2.4 MB", "850 KB": sizes as phones show them. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1).replace(/\.0$/, "")} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1).replace(/\.0$/, "")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
