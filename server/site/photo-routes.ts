import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context } from "hono";
import { formatBytes } from "../../shared/forms/photos.ts";
import { photoMessages } from "../../shared/forms/photo-check.ts";
import type { AdminEnv } from "../accounts/cookies.ts";
import type { Logger } from "../core/log.ts";
import { maxBodyBytes, readMultipart, type MultipartLimits, type ReceivedFile } from "../core/multipart.ts";
import { processPhoto, serial, type PhotoOptions } from "../core/photos.ts";
import { guardBody } from "../core/upload-guard.ts";
import { OverQuotaError, OWNER_MEDIA_PREFIX, OWNER_PHOTO_MAX_SIDE, type OwnerMedia } from "./owner-media.ts";
import { usesInWords, type PhotoUse } from "./photo-use.ts";
import type { DeletedPhoto, StoredPhotos, UploadedPhoto } from "../../shared/api/site.ts";

/** The upload's path, which server/http/dashboard.ts leaves to this route's own body limit. */
export const PHOTOS_PATH = "/admin/api/site/photos";

/** The multipart field the photo comes in. */
const PHOTO_UPLOAD_FIELD = "photo";

/**
 * One photo as uploaded. The dashboard sends a JPEG it has already made at most 2400 px (a few MB); an older
 * browser sends the phone's own file, and a modern phone's largest photos are about 20 MB.
 */
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
const limits: MultipartLimits = {
  maxFiles: 1,
  maxFileBytes: MAX_PHOTO_BYTES,
  maxTotalBytes: MAX_PHOTO_BYTES,
  maxFieldBytes: 1024,
};
/** Reading stops past this: the photo, a few bytes of fields and the multipart framing. */
const PHOTO_MAX_BODY_BYTES = maxBodyBytes(limits);

/** Uploads under way at once (reading, checking or encoding); one more is asked to try again. */
const UPLOADS_AT_ONCE = 2;
const RETRY_AFTER_S = 5;

/** Said when the upload as a whole is too large, before its file name is known. */
export const PHOTO_TOO_LARGE = `The photo is larger than ${formatBytes(MAX_PHOTO_BYTES)}. Please choose a smaller photo.`;

/** A stored photo's name in the API ("<hash>.jpg"): what DELETE /photos/:name takes. */
const PHOTO_NAME = /^[0-9a-f]{20}\.jpg$/;

/**
 * What an upload past the storage budget is told: how much is used, and how to free some. 507 Insufficient Storage
 * (RFC 4918) rather than 413: the request is fine and it is the room that is spent, while 413 already says "this
 * photo is too large", to which choosing a smaller photo is the answer.
 */
export const noRoom = (used: number, quota: number) =>
  `Your photos use ${formatBytes(used)} of ${formatBytes(quota)}. Delete photos you no longer use (Website → Photos) ` +
  "to make room.";

interface PhotoRouteOptions {
  media: OwnerMedia;
  /** The bytes the owner's photos may take in all, originals and variants (OWNER_MEDIA_QUOTA_BYTES). */
  quotaBytes: number;
  /** Which photos the kept revisions and builds name: those are never deleted. */
  uses: PhotoUse;
  log: Logger;
  /**
   * The quote path's limits (`photoOptions`, which createPhotoInbox gets too): the pixels and
   * decoded bytes a photo may declare before it is decoded, and the slowest an upload may arrive.
   */
  photos: Pick<PhotoOptions, "maxPixels" | "maxDecodedBytes" | "minBytesPerSecond" | "rateWindowMs">;
}

type UploadResult = { ok: true; file: ReceivedFile } | { ok: false; status: 400 | 413 | 415; error: string };

const contentTypes: Record<string, string> = { ".jpg": "image/jpeg", ".avif": "image/avif", ".webp": "image/webp" };

/**
 * Reads the one file of an upload within `limits`: a declared length past the cap is refused before a byte is
 * read, and reading stops at the cap whatever the client declared; an upload slower than the
 * quote path's minimum rate is cut off.
 */
async function readUpload(c: Context<AdminEnv>, photos: PhotoRouteOptions["photos"]): Promise<UploadResult> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType))
    return { ok: false, status: 415, error: 'Send the photo as multipart/form-data, in a field named "photo".' };
  if (Number(c.req.header("content-length") ?? 0) > PHOTO_MAX_BODY_BYTES)
    return { ok: false, status: 413, error: PHOTO_TOO_LARGE };
  const guard = guardBody(c.req.raw.body, { reserve: () => true, ...photos });
  try {
    const read = await readMultipart(guard.body, contentType, limits, PHOTO_UPLOAD_FIELD);
    if (!read.ok && read.reason === "too-large") return { ok: false, status: 413, error: PHOTO_TOO_LARGE };
    if (!read.ok || guard.stopped())
      return { ok: false, status: 400, error: "The photo did not arrive whole. Please try again." };
    const problem = read.problems[0];
    if (problem?.kind === "too-many") return { ok: false, status: 400, error: "Send one photo at a time." };
    if (problem)
      return {
        ok: false,
        status: 413,
        error: problem.kind === "too-large" ? photoMessages.tooLarge(problem.name, limits) : PHOTO_TOO_LARGE,
      };
    const file = read.files[0];
    if (!file) return { ok: false, status: 400, error: 'Choose a photo: none came in the field "photo".' };
    return { ok: true, file };
  } finally {
    guard.done();
  }
}

/**
 * /admin/api/site/photos: the owner's photos for the website's projects (docs/decisions/012-owner-editing.md),
 * behind the dashboard's session, Origin and owner checks. Answers:
 * - POST /photos, multipart/form-data with one file in the field `photo`: 200 `{ src, width, height }`, the src
 *   ("/media/owner/<hash>.jpg") for the content to name; 400 `{ error }` in the quote form's words (not a photo,
 *   unreadable, HEIC, too many pixels) or when no photo arrived whole; 413 `{ error }` past 25 MB; 415 for a body
 *   that is not multipart; 503 `{ error }` with Retry-After while other uploads are under way. The photo is
 *   checked and re-encoded exactly as a quote's (at most 2400 px, no metadata), then stored with
 *   its variants. One that would take the photos past `quotaBytes` is 507 `{ error }`,
 *   saying how much is used. Logged with who and which src, never the photo;
 * - GET /photos: `{ used, quota, photos: [{ name, src, width, height, bytes, usedBy }] }`, every stored photo in the
 *   order they came, `usedBy` what keeps it in words ("revisions 12 and 14") or null when nothing does;
 * - DELETE /photos/:name ("<hash>.jpg"): 200 `{ deleted, bytes, used }` once its original, variants and manifest
 *   entry are gone; 409 `{ error }` saying what still uses it, and nothing removed; 404 for any other name;
 * - GET /photos/:name: one stored file ("<hash>.jpg", "<hash>-480.avif", …), for the editor's thumbnails, with
 *   its type and cached for good (a name never changes what it shows); 404 `{ error }` for any other name.
 */
export function photoRoutes({ media, quotaBytes, uses, log, photos }: PhotoRouteOptions) {
  const app = new Hono<AdminEnv>();
  const decodeOneAtATime = serial();
  let underWay = 0;

  const busy = (c: Context<AdminEnv>) => {
    c.header("Retry-After", String(RETRY_AFTER_S));
    return c.json({ error: "Other photos are being uploaded. Try again in a moment." }, 503);
  };

  const full = (c: Context<AdminEnv>, used: number) => {
    log.info("site photo refused: no room", { user: c.get("user").email, used, quota: quotaBytes });
    return c.json({ error: noRoom(used, quotaBytes) }, 507);
  };

  app.get("/photos", (c) => {
    const usedBy = uses.all();
    return c.json({
      used: media.used(),
      quota: quotaBytes,
      photos: media.list().map(({ src, ...photo }) => {
        const found = usedBy.get(src);
        return { name: src.slice(OWNER_MEDIA_PREFIX.length), src, ...photo, usedBy: found ? usesInWords(found) : null };
      }),
    } satisfies StoredPhotos);
  });

  app.delete("/photos/:name", async (c) => {
    const name = c.req.param("name");
    const user = c.get("user").email;
    if (!PHOTO_NAME.test(name)) return c.json({ error: "There is no such photo." }, 404);
    const src = `${OWNER_MEDIA_PREFIX}${name}`;
    const outcome = await media.remove(src, uses.of);
    if (outcome.status === "missing") return c.json({ error: "There is no such photo." }, 404);
    if (outcome.status === "used") {
      log.info("site photo kept: in use", { user, src });
      return c.json(
        {
          error:
            `This photo is still used by ${usesInWords(outcome.uses)}, so it was not deleted. It can be deleted ` +
            "once no saved revision or kept build uses it.",
        },
        409,
      );
    }
    log.info("site photo deleted", { user, src, bytes: outcome.bytes });
    return c.json({ deleted: src, bytes: outcome.bytes, used: media.used() } satisfies DeletedPhoto);
  });

  app.post("/photos", async (c) => {
    const user = c.get("user").email;
    // Refused before a byte is read when the room is already spent.
    if (media.used() >= quotaBytes) return full(c, media.used());
    if (underWay >= UPLOADS_AT_ONCE) return busy(c);
    underWay += 1;
    try {
      const upload = await readUpload(c, photos);
      if (!upload.ok) {
        log.info("site photo refused", { user, status: upload.status });
        return c.json({ error: upload.error }, upload.status);
      }
      const options = {
        maxSide: OWNER_PHOTO_MAX_SIDE,
        maxPixels: photos.maxPixels,
        maxDecodedBytes: photos.maxDecodedBytes,
      };
      const processed = await decodeOneAtATime(() => processPhoto(upload.file, options));
      // processPhoto is busy only when given a memory budget (the quote path's); answered here all the same.
      if (!processed.ok && "busy" in processed) return busy(c);
      if (!processed.ok) {
        log.info("site photo refused", { user, status: 400 });
        return c.json({ error: processed.message }, 400);
      }
      const stored = await media.add(processed.photo, quotaBytes).catch((error: unknown) => {
        if (error instanceof OverQuotaError) return error;
        throw error;
      });
      if (stored instanceof OverQuotaError) return full(c, stored.used);
      log.info("site photo uploaded", { user, ...stored });
      return c.json(stored satisfies UploadedPhoto);
    } finally {
      underWay -= 1;
    }
  });

  app.get("/photos/:name", async (c) => {
    const file = media.file(c.req.param("name"));
    const bytes = file && (await readFile(file).catch(() => undefined));
    if (!file || !bytes) return c.json({ error: "There is no such photo." }, 404);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": contentTypes[path.extname(file)]!,
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });

  // Each path answers its own methods only (ASVS 13.2.1), as the content routes do.
  for (const [route, allow] of [
    ["/photos", "GET, HEAD, POST"],
    ["/photos/:name", "GET, HEAD, DELETE"],
  ] as const)
    app.all(route, (c) => {
      c.header("Allow", allow);
      return c.json({ error: "Method not allowed." }, 405);
    });

  return app;
}
