import { formatBytes, PHOTO_FIELD, PHOTO_LIMITS, type PhotoLimits } from "./photos.ts";
import { postQuote, QuoteSubmitError, readFieldErrors, type FieldErrors } from "./submit.ts";

/**
 * Checking and sending photos: the type sniffed from a file's first bytes, the words for every refusal (the quote
 * inbox says the same ones, so a visitor hears one story from either side) and the upload with progress. The forms
 * load this module when a visitor first chooses a photo.
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

/**
 * Which of `added` may join `current`: every file is checked for size and, from its first bytes, for type; what
 * does not fit is left out with one message per reason. The inbox checks the same again: this only saves a
 * visitor on a slow connection from uploading a file that would be refused.
 */
export async function checkPhotos(
  current: readonly File[],
  added: readonly File[],
  limits: PhotoLimits = PHOTO_LIMITS,
): Promise<{ accepted: File[]; problems: string[] }> {
  const accepted: File[] = [];
  const problems: string[] = [];
  let total = current.reduce((sum, f) => sum + f.size, 0);
  let tooMany = false;
  for (const file of added) {
    const head = await file
      .slice(0, 12)
      .arrayBuffer()
      .catch(() => undefined);
    const kind = head && sniffPhoto(new Uint8Array(head));
    if (!head) problems.push(photoMessages.unreadable(file.name));
    else if (kind === "heic") problems.push(photoMessages.heic(file.name));
    else if (!kind) problems.push(photoMessages.notAPhoto(file.name));
    else if (file.size > limits.maxFileBytes) problems.push(photoMessages.tooLarge(file.name, limits));
    else if (current.length + accepted.length >= limits.maxFiles) tooMany = true;
    else if (total + file.size > limits.maxTotalBytes) problems.push(photoMessages.totalTooLarge(limits));
    else {
      accepted.push(file);
      total += file.size;
    }
  }
  if (tooMany) problems.push(photoMessages.tooMany(limits));
  return { accepted, problems: [...new Set(problems)] };
}

/** A refusal from the inbox: its message for the photos, when the photos were the problem, and for other fields. */
export class PhotoSubmitError extends QuoteSubmitError {
  override name = "PhotoSubmitError";
  readonly photoProblem: string | undefined;
  constructor(message: string, photoProblem: string | undefined, fieldErrors: FieldErrors = {}) {
    super(message, { fieldErrors });
    this.photoProblem = photoProblem;
  }
}

/** Upload has stalled when no byte has gone out for this long; then the visitor can try again or call. */
export const UPLOAD_STALL_MS = 30_000;
/** After the last byte, the inbox checks and re-encodes up to five photos before it answers: more than JSON's 15 s. */
export const UPLOAD_ANSWER_MS = 60_000;

/**
 * POSTs a quote with its photos as multipart/form-data through XMLHttpRequest, whose upload events (which fetch
 * lacks) drive the progress bar: `onProgress` gets 0..1. Asks for JSON, so a refusal names the photo at fault.
 * Like postQuote, every failure throws one error type; the timeout restarts with every byte sent, so a slow
 * connection may take as long as it needs while it keeps moving.
 */
export function postQuoteWithPhotos(
  endpoint: string,
  payload: Record<string, string | number | undefined>,
  photos: readonly File[],
  onProgress: (fraction: number) => void,
  timeouts = { stallMs: UPLOAD_STALL_MS, answerMs: UPLOAD_ANSWER_MS },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(payload)) if (value !== undefined) body.append(name, String(value));
    for (const photo of photos) body.append(PHOTO_FIELD, photo, photo.name);
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, ms);
    };
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      arm(timeouts.stallMs);
    };
    xhr.upload.onload = () => {
      onProgress(1);
      arm(timeouts.answerMs);
    };
    xhr.onload = () => {
      clearTimeout(timer);
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      // Any refusal may name the photo at fault (a 413 too); only a 400 names fields.
      const { [PHOTO_FIELD]: problem, ...fields } = readFieldErrors(xhr.responseText);
      reject(
        new PhotoSubmitError(`The quote service answered ${xhr.status}`, problem, xhr.status === 400 ? fields : {}),
      );
    };
    xhr.onerror = () => {
      clearTimeout(timer);
      reject(new PhotoSubmitError("The quote could not be sent", undefined));
    };
    xhr.onabort = () => {
      clearTimeout(timer);
      reject(new PhotoSubmitError(timedOut ? "The upload stopped moving" : "The upload was cancelled", undefined));
    };
    xhr.open("POST", endpoint);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.send(body);
    arm(timeouts.stallMs);
  });
}

/**
 * Sends a quote, the one way both forms do: JSON (postQuote) when it has no photos, multipart with progress when it
 * has some. Loaded with the photo checks when a form is first touched (use-photos.ts), not with the island.
 */
export function sendQuote(
  endpoint: string,
  payload: Record<string, string | number | undefined>,
  photos: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<void> {
  return photos.length === 0
    ? postQuote(endpoint, payload)
    : postQuoteWithPhotos(endpoint, payload, photos, onProgress);
}
