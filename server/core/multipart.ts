import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";
import type { PhotoLimits } from "../../shared/forms/photos.ts";

export interface MultipartLimits extends PhotoLimits {
  /** All text fields together, in bytes (the same cap as a URL-encoded or JSON quote). */
  maxFieldBytes: number;
}

export interface ReceivedFile {
  /** The name the browser gave, without any path: only ever shown back to the visitor. */
  name: string;
  bytes: Buffer;
}

/** A file the limits kept out; the rest of the form was still read, so the visitor's values can be shown back. */
export type FileProblem = { kind: "too-many" } | { kind: "too-large"; name: string } | { kind: "total-too-large" };

export type MultipartResult =
  | { ok: true; fields: Record<string, string>; files: ReceivedFile[]; problems: FileProblem[] }
  | { ok: false; reason: "too-large" | "malformed" };

/** Multipart framing around the fields and files: part headers and boundaries. Generous for a 20-part form. */
const FRAMING_BYTES = 64 * 1024;
/** Parts a quote form can have: its text fields, the photos and some slack for what browsers add. */
const MAX_PARTS = 40;

/** Reading stops here whatever the parts say: the photos, the fields and their framing. */
export const maxBodyBytes = (limits: MultipartLimits) => limits.maxTotalBytes + limits.maxFieldBytes + FRAMING_BYTES;

/**
 * Reads a multipart/form-data request with a streaming parser, every limit enforced while the bytes arrive and
 * nothing written anywhere: files are held in memory, at most `maxTotalBytes` of them. A file past a limit (one
 * too many, too large, or over the total) is read and dropped, so the fields after it still arrive and the answer
 * can keep every typed value; the whole body is still capped at `maxBodyBytes`, past which reading stops at once
 * (`too-large`). Only the first value of each field counts. Files in fields other than `fileField` and empty file
 * parts (a file input left empty) are dropped. A body cut short, or not multipart at all, is `malformed`.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  limits: MultipartLimits,
  fileField: string,
): Promise<MultipartResult> {
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { "content-type": contentType },
      limits: {
        fieldSize: limits.maxFieldBytes,
        fields: MAX_PARTS,
        fileSize: limits.maxFileBytes,
        parts: MAX_PARTS,
        headerPairs: 20,
        headerSize: 8 * 1024,
      },
    });
  } catch {
    return { ok: false, reason: "malformed" };
  }

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: ReceivedFile[] = [];
  const problems: FileProblem[] = [];
  const problem = (p: FileProblem) => {
    if (p.kind === "too-large" || !problems.some((q) => q.kind === p.kind)) problems.push(p);
  };
  let fieldBytes = 0;
  let fileBytes = 0;
  let photosSeen = 0;
  let overflow = false;
  const pending: Promise<void>[] = [];

  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (valueTruncated || fieldBytes > limits.maxFieldBytes) overflow = true;
    else if (!(name in fields)) fields[name] = value;
  });
  parser.on("file", (name: string, stream: BusboyFileStream, filename: string | undefined) => {
    // A file input left empty is sent as a part with an empty file name: not a photo, not counted.
    let accepted = false;
    if (name === fileField && filename) {
      photosSeen += 1;
      if (photosSeen > limits.maxFiles) problem({ kind: "too-many" });
      else accepted = true;
    }
    const chunks: Buffer[] = [];
    let held = 0;
    const drop = () => {
      fileBytes -= held;
      held = 0;
      chunks.length = 0;
      accepted = false;
    };
    stream.on("limit", () => {
      if (!accepted) return;
      drop();
      problem({ kind: "too-large", name: filename ?? "" });
    });
    stream.on("data", (chunk: Buffer) => {
      if (!accepted) return;
      if (fileBytes + chunk.length > limits.maxTotalBytes) {
        drop();
        problem({ kind: "total-too-large" });
        return;
      }
      fileBytes += chunk.length;
      held += chunk.length;
      chunks.push(chunk);
    });
    pending.push(
      new Promise<void>((resolve) => {
        // Cut short: the parser reports the body as malformed, and nothing of this file is kept.
        stream.on("error", () => resolve());
        stream.on("end", () => {
          if (accepted) files.push({ name: filename ?? "", bytes: Buffer.concat(chunks, held) });
          resolve();
        });
      }),
    );
  });

  const failed = new Promise<never>((_, reject) => parser.once("error", reject));
  failed.catch(() => {});
  const finished = new Promise<void>((resolve) => parser.once("finish", () => resolve()));
  parser.on("partsLimit", () => (overflow = true));
  parser.on("fieldsLimit", () => (overflow = true));

  const cap = maxBodyBytes(limits);
  let received = 0;
  const reader = body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > cap || overflow) {
        await reader.cancel();
        parser.destroy();
        return { ok: false, reason: "too-large" };
      }
      // The parser takes the chunk (and the file streams their data) before the next read: backpressure.
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      await Promise.race([new Promise<void>((resolve) => parser.write(chunk, () => resolve())), failed]);
    }
    parser.end();
    await Promise.race([finished, failed]);
    await Promise.all(pending);
  } catch {
    await reader?.cancel().catch(() => {});
    parser.destroy();
    return { ok: false, reason: "malformed" };
  }
  if (overflow) return { ok: false, reason: "too-large" };
  return { ok: true, fields, files, problems };
}
