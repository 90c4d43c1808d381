import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { formatBytes, PHOTO_FIELD } from "../app/lib/forms/photos.ts";
import { confirmationPaths } from "../app/lib/forms/quote-fields.ts";
import { quoteFieldNames } from "../app/lib/forms/quote-forms.ts";
import { validateQuote } from "../app/lib/forms/quote-schema.ts";
import { VISIT_FIELDS } from "../app/lib/visit-origin.ts";
import type { Business } from "./config.ts";
import type { QuoteStore } from "./db.ts";
import { isEmergency } from "./admin/lead-fields.ts";
import { emergencyReceivedPage, invalidQuotePage, messagePage } from "./form-pages.ts";
import { cacheControl } from "./headers.ts";
import { readLeadOrigin } from "./lead-origin.ts";
import { MAX_BODY_BYTES } from "./limits.ts";
import type { Logger } from "./log.ts";
import type { PhotoInbox } from "./photos.ts";
import { parseStartedAt, spamReasons } from "./spam.ts";

// The form's fields come from its one table (app/lib/forms/quote-forms.ts); the rest are the inbox's own.
const formFieldNames = ["form", ...quoteFieldNames(), "page", "website", "startedAt", ...VISIT_FIELDS];

type Status = 200 | 400 | 413 | 415 | 429 | 503;

/** Where the quote route is mounted (server/app.ts). */
export const QUOTE_PATH = "/api/quote";
/** The answer page of an emergency request posted without JavaScript (server/form-pages.ts). */
const EMERGENCY_RECEIVED_PATH = `${QUOTE_PATH}/received`;

export interface QuoteHandlerOptions {
  store: QuoteStore;
  photoInbox: PhotoInbox;
  /** Who sent the request, as server/client-address.ts tells it behind the proxy. */
  clientAddress: (c: Context) => string;
  /** Seconds the client at this address must wait, or 0 (server/rate-limit.ts). */
  rateLimit: (address: string) => number;
  minFillMs: number;
  business: Business;
  log: Logger;
  /** An HTML page answering a form post, with its own Content-Security-Policy. */
  page: (c: Context, body: string, status: Status) => Response;
}

/**
 * POST /api/quote: a quote from either form, as JSON (the forms' scripts), urlencoded (no JavaScript) or multipart
 * (with photos). Stored first, delivered later by the outbox; the answer is JSON to scripts and a page to forms.
 */
export function quoteRoutes(options: QuoteHandlerOptions) {
  const { store, photoInbox, business, log } = options;
  const app = new Hono();
  const photosTooLarge = `Please send fewer or smaller photos (at most ${formatBytes(photoInbox.options.maxTotalBytes)} together).`;

  // Anything an HTML <form> can send gets pages a person can read; scripts keep getting JSON, and so does a form's
  // own upload asking for it (Accept), so the form can show the inbox's words.
  const fromBrowserForm = (c: Context) =>
    /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i.test(
      c.req.header("content-type") ?? "",
    ) && !/^application\/json\b/i.test(c.req.header("accept") ?? "");
  const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "");
  const refuse = (c: Context, status: Status, error: string, heading: string, explanation: string) =>
    fromBrowserForm(c)
      ? options.page(c, messagePage(heading, explanation, business), status)
      : c.json({ error }, status);
  const tooLarge = (c: Context) =>
    isMultipart(c)
      ? refuse(c, 413, "The request is too large.", "Your photos are too large", photosTooLarge)
      : refuse(c, 413, "The request is too large.", "Your request is too long", "Please shorten your message.");

  app.post(
    "/",
    async (c, next) => {
      c.header("Cache-Control", cacheControl.api);
      const wait = options.rateLimit(options.clientAddress(c));
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        const explanation = `Please wait ${wait} seconds, then send your request again.`;
        return refuse(
          c,
          429,
          "Too many requests. Please try again shortly or call us.",
          "Too many requests",
          explanation,
        );
      }
      return next();
    },
    // A quote without photos is small: read at most MAX_BODY_BYTES of it. Multipart is read by the photo inbox,
    // within its own limits (server/photos.ts).
    async (c, next) => (isMultipart(c) ? next() : bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })(c, next)),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      const multipart = isMultipart(c);
      const json = /^application\/json\b/i.test(type);
      if (!json && !multipart && !/^application\/x-www-form-urlencoded\b/i.test(type)) {
        const explanation = "We could not read the form as it was sent.";
        return refuse(c, 415, "Send the quote as application/json.", "We could not read your request", explanation);
      }
      const upload = multipart ? await photoInbox.receive(c.req.raw, type, options.clientAddress(c)) : undefined;
      if (upload && !upload.ok) {
        if (upload.status === 413) return tooLarge(c);
        if (upload.status === 503) {
          c.header("Retry-After", "30");
          const explanation = "We are receiving a lot of photos right now. Please send your request again in a minute.";
          return refuse(
            c,
            503,
            "Busy receiving uploads; try again shortly.",
            "Please try again in a minute",
            explanation,
          );
        }
        const explanation = "The form did not arrive complete. Please send it again.";
        return refuse(c, 400, "The multipart body could not be read.", "We could not read your request", explanation);
      }
      const body = upload ? new Uint8Array() : new Uint8Array(await c.req.arrayBuffer());

      let input: unknown;
      let fields: Record<string, string> | undefined;
      if (json) {
        try {
          input = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
        } catch {
          return c.json({ error: "The request body is not valid JSON." }, 400);
        }
      } else {
        const params = upload
          ? new Map(Object.entries(upload.fields))
          : new URLSearchParams(new TextDecoder().decode(body));
        fields = Object.fromEntries(formFieldNames.flatMap((n) => (params.has(n) ? [[n, params.get(n)!]] : [])));
        input = fields;
      }
      const result = validateQuote(input);
      const photoProblem = upload?.problem;
      if (!result.ok || photoProblem) {
        const errors = {
          ...(!result.ok && result.errors),
          ...(photoProblem && { [PHOTO_FIELD]: photoProblem.message }),
        };
        const status = photoProblem?.status ?? 400;
        return fields && fromBrowserForm(c)
          ? options.page(c, invalidQuotePage(fields, errors, business, { photos: multipart }), status)
          : c.json({ errors }, status);
      }

      // startedAt is not part of the shared schema: it is read from the raw submission, beside the validated quote.
      const startedAt = parseStartedAt((input as { startedAt?: unknown }).startedAt);
      const reasons = spamReasons(result.data, { startedAt, now: Date.now(), minFillMs: options.minFillMs });
      // Where the visit came from, also beside the schema: a value failing its check is dropped, never the quote.
      const { origin, dropped } = readLeadOrigin(input);
      if (dropped.length > 0) log.warn("quote visit fields dropped", { fields: dropped });
      // Photos are written into place first; their rows commit with the quote, or the files are taken back.
      const placed = upload?.photos.length ? await store.photos.place(upload.photos) : undefined;
      let id: number;
      try {
        id = await store.save(result.data, {
          userAgent: c.req.header("user-agent") ?? "",
          spamReasons: reasons,
          photos: placed?.photos,
          origin,
        });
      } catch (error) {
        await placed?.discard();
        throw error;
      }
      // A bot is answered exactly like a person, so it learns nothing; the quote waits in quarantine, not notified.
      if (reasons.length > 0) log.warn("quote quarantined", { id, reasons });
      if (!fields || !fromBrowserForm(c)) return c.json({ id }, 201);
      // A form post gets the site's confirmation page; an emergency the inbox's, which says to call now.
      const { form } = result.data;
      return c.redirect(
        isEmergency(result.data) ? `${EMERGENCY_RECEIVED_PATH}?form=${form}` : confirmationPaths[form],
        303,
      );
    },
  );

  app.get(EMERGENCY_RECEIVED_PATH.slice(QUOTE_PATH.length), (c) => {
    const form = c.req.query("form");
    if (form !== "home" && form !== "quote") return c.notFound();
    c.header("Cache-Control", cacheControl.api);
    return options.page(c, emergencyReceivedPage(form, business), 200);
  });

  app.all("/", (c) => {
    c.header("Allow", "POST");
    return c.json({ error: "Use POST to send a quote." }, 405);
  });

  return app;
}
