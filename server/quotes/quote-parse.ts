import type { Context } from "hono";
import { quoteFieldNames } from "./quote-forms.ts";
import { VISIT_FIELDS } from "../../shared/visit-fields.ts";
import type { PhotoInbox, PhotoUpload } from "../core/photos.ts";
import { isJson, isMultipart, isUrlencoded } from "../core/content-type.ts";
import type { QuoteReplies } from "./quote-replies.ts";

/**
 * The quote route's first step: the request's body, read as what it says it is: JSON
 * (the forms' scripts), urlencoded (a form without JavaScript) or multipart (with photos, read and checked by the
 * photo inbox within its own limits). Anything else, or a body that cannot be read, is refused.
 */

// The form's fields come from its one table; the rest are the inbox's own.
const formFieldNames = ["form", ...quoteFieldNames(), "page", "website", "startedAt", ...VISIT_FIELDS];

export interface Submission {
  /** What the schema validates: the JSON as sent, or the form's known fields. */
  input: unknown;
  /** The form's fields as sent (a form post, not JSON): a form shown again keeps them. */
  fields?: Record<string, string>;
  /** The photos and what the photo inbox made of them (multipart only). */
  upload?: Extract<PhotoUpload, { ok: true }>;
}

export async function parseSubmission(
  c: Context,
  photoInbox: PhotoInbox,
  clientAddress: string,
  replies: QuoteReplies,
): Promise<Submission | Response> {
  const type = c.req.header("content-type") ?? "";
  const multipart = isMultipart(c);
  const json = isJson(c);
  if (!json && !multipart && !isUrlencoded(c)) {
    const explanation = "We could not read the form as it was sent.";
    return replies.refuse(c, 415, "Send the quote as application/json.", "We could not read your request", explanation);
  }
  const upload = multipart ? await photoInbox.receive(c.req.raw, type, clientAddress) : undefined;
  if (upload && !upload.ok) return uploadRefused(c, upload.status, replies);
  const body = upload ? new Uint8Array() : new Uint8Array(await c.req.arrayBuffer());

  if (json) {
    try {
      return { input: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body)) };
    } catch {
      return c.json({ error: "The request body is not valid JSON." }, 400);
    }
  }
  const params = upload ? new Map(Object.entries(upload.fields)) : new URLSearchParams(new TextDecoder().decode(body));
  const fields = Object.fromEntries(formFieldNames.flatMap((n) => (params.has(n) ? [[n, params.get(n)!]] : [])));
  return { input: fields, fields, upload };
}

/** An upload the photo inbox could not take: too large, too busy (try again shortly), or not complete. */
function uploadRefused(c: Context, status: 400 | 413 | 503, replies: QuoteReplies) {
  if (status === 413) return replies.tooLarge(c);
  if (status === 503) {
    c.header("Retry-After", "30");
    const explanation = "We are receiving a lot of photos right now. Please send your request again in a minute.";
    return replies.refuse(
      c,
      503,
      "Busy receiving uploads; try again shortly.",
      "Please try again in a minute",
      explanation,
    );
  }
  const explanation = "The form did not arrive complete. Please send it again.";
  return replies.refuse(c, 400, "The multipart body could not be read.", "We could not read your request", explanation);
}
