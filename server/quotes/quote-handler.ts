import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PHOTO_FIELD } from "../../shared/forms/photos.ts";
import { confirmationPaths } from "../../shared/forms/quote-fields.ts";
import { validateQuote, type Quote } from "./quote-schema.ts";
import type { CurrentBusiness } from "../config/config.ts";
import type { QuoteStore } from "./db.ts";
import { isEmergency } from "../../shared/leads/lead-fields.ts";
import { emergencyReceivedPage } from "./form-pages.ts";
import { cacheControl } from "../core/headers.ts";
import { readLeadOrigin } from "./lead-origin.ts";
import { MAX_BODY_BYTES } from "../core/limits.ts";
import type { Logger } from "../core/log.ts";
import type { PhotoInbox } from "../core/photos.ts";
import { parseSubmission, type Submission } from "./quote-parse.ts";
import { isMultipart } from "../core/content-type.ts";
import { fromBrowserForm, quoteReplies, type QuoteReplies, type Status } from "./quote-replies.ts";
import { parseStartedAt, spamReasons } from "./spam.ts";

/** Where the quote route is mounted. */
export const QUOTE_PATH = "/api/quote";
/** The answer page of an emergency request posted without JavaScript. */
const EMERGENCY_RECEIVED_PATH = `${QUOTE_PATH}/received`;

export interface QuoteHandlerOptions {
  store: QuoteStore;
  photoInbox: PhotoInbox;
  /** Who sent the request, as `clientFacts` tells it behind the proxy. */
  clientAddress: (c: Context) => string;
  /** Seconds the client at this address must wait, or 0. */
  rateLimit: (address: string) => number;
  minFillMs: number;
  /** The business settings in effect (the live build's): the pages answering form posts show them. */
  business: CurrentBusiness;
  log: Logger;
  /** An HTML page answering a form post, with its own Content-Security-Policy. */
  page: (c: Context, body: string, status: Status) => Response;
  /** The live site build's stylesheets, which those pages link. */
  stylesheets: () => readonly string[];
}

/**
 * POST /api/quote: a quote from either form, as JSON (the forms' scripts), urlencoded (no JavaScript) or multipart
 * (with photos). Stored first, delivered later by the outbox; the answer is JSON to scripts and a page to forms.
 * One pipeline of named steps: the limits (rate, then body size), parse, validate, spam,
 * store, answer. A step that refuses answers at once.
 */
export function quoteRoutes(options: QuoteHandlerOptions) {
  const replies = quoteReplies({ ...options, maxPhotoBytes: options.photoInbox.options.maxTotalBytes });
  const app = new Hono();

  app.post("/", limitRate(options, replies), limitBody(replies), async (c) => {
    const submission = await parseSubmission(c, options.photoInbox, options.clientAddress(c), replies);
    if (submission instanceof Response) return submission;
    const quote = validate(c, submission, replies);
    if (quote instanceof Response) return quote;
    const reasons = spamCheck(quote, submission, options.minFillMs);
    const id = await storeQuote(c, quote, submission, reasons, options);
    return answer(c, id, quote, submission);
  });

  app.get(EMERGENCY_RECEIVED_PATH.slice(QUOTE_PATH.length), (c) => {
    const form = c.req.query("form");
    if (form !== "home" && form !== "quote") return c.notFound();
    c.header("Cache-Control", cacheControl.api);
    return options.page(c, emergencyReceivedPage(form, options.business.current(), options.stylesheets()), 200);
  });

  app.all("/", (c) => {
    c.header("Allow", "POST");
    return c.json({ error: "Use POST to send a quote." }, 405);
  });

  return app;
}

/** Limits, first: a client at an address past its rate waits, told for how long. */
const limitRate =
  (options: QuoteHandlerOptions, replies: QuoteReplies): MiddlewareHandler =>
  async (c, next) => {
    c.header("Cache-Control", cacheControl.api);
    const wait = options.rateLimit(options.clientAddress(c));
    if (wait <= 0) return next();
    c.header("Retry-After", String(wait));
    const explanation = `Please wait ${wait} seconds, then send your request again.`;
    return replies.refuse(
      c,
      429,
      "Too many requests. Please try again shortly or call us.",
      "Too many requests",
      explanation,
    );
  };

/**
 * Limits, then: a quote without photos is small, so at most MAX_BODY_BYTES of it is read. Multipart is read by the
 * photo inbox, within its own limits.
 */
const limitBody = (replies: QuoteReplies): MiddlewareHandler => {
  const small = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: replies.tooLarge });
  return async (c, next) => (isMultipart(c) ? next() : small(c, next));
};

/** The shared schema and the photos' own problems: the quote, or the refusal. */
function validate(c: Context, submission: Submission, replies: QuoteReplies): Quote | Response {
  const result = validateQuote(submission.input);
  const photoProblem = submission.upload?.problem;
  if (result.ok && !photoProblem) return result.data;
  const errors = {
    ...(!result.ok && result.errors),
    ...(photoProblem && { [PHOTO_FIELD]: photoProblem.message }),
  };
  return replies.invalid(c, submission.fields, errors, photoProblem?.status ?? 400);
}

/** Why the quote looks automated; startedAt is read from the raw submission, beside the schema. */
function spamCheck(quote: Quote, submission: Submission, minFillMs: number): string[] {
  const startedAt = parseStartedAt((submission.input as { startedAt?: unknown }).startedAt);
  return spamReasons(quote, { startedAt, now: Date.now(), minFillMs });
}

/**
 * The quote saved with where its visit came from and its photos. Photos are written into place first; their rows
 * commit with the quote, or the files are taken back. A quote held as spam waits in quarantine, not delivered.
 */
async function storeQuote(
  c: Context,
  quote: Quote,
  submission: Submission,
  reasons: string[],
  { store, log }: QuoteHandlerOptions,
): Promise<number> {
  // Where the visit came from, also beside the schema: a value failing its check is dropped, never the quote.
  const { origin, dropped } = readLeadOrigin(submission.input);
  if (dropped.length > 0) log.warn("quote visit fields dropped", { fields: dropped });
  const photos = submission.upload?.photos;
  const placed = photos?.length ? await store.photos.place(photos) : undefined;
  let id: number;
  try {
    id = await store.save(quote, {
      userAgent: c.req.header("user-agent") ?? "",
      spamReasons: reasons,
      photos: placed?.photos,
      origin,
    });
  } catch (error) {
    await placed?.discard();
    throw error;
  }
  if (reasons.length > 0) log.warn("quote quarantined", { id, reasons });
  return id;
}

/**
 * A bot is answered exactly like a person, so it learns nothing. A script gets the id; a form post the site's
 * confirmation page, or for an emergency the inbox's, which says to call now.
 */
function answer(c: Context, id: number, quote: Quote, submission: Submission) {
  if (!submission.fields || !fromBrowserForm(c)) return c.json({ id }, 201);
  const { form } = quote;
  return c.redirect(isEmergency(quote) ? `${EMERGENCY_RECEIVED_PATH}?form=${form}` : confirmationPaths[form], 303);
}
