import { photoMessages, sniffPhoto } from "../../../shared/forms/photo-check.ts";
import { PHOTO_FIELD, PHOTO_LIMITS, type PhotoLimits } from "../../../shared/forms/photos.ts";
import { postQuote, QuoteSubmitError, readFieldErrors, type FieldErrors } from "./submit.ts";

/**
 * Checking and sending photos in the browser: each chosen file checked with the inbox's own checks
 * (the type from its first bytes, the words for every refusal) and the upload with
 * progress. The forms load this module when a visitor first chooses a photo.
 */

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
