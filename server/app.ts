import { Hono, type Context } from "hono";
import { formatBytes, PHOTO_FIELD } from "../app/lib/forms/photos.ts";
import { confirmationPaths, quoteFieldNames } from "../app/lib/forms/quote-fields.ts";
import { validateQuote } from "../app/lib/forms/quote-schema.ts";
import { createAdminApp, type DashboardOptions } from "./admin/routes.ts";
import { DEFAULT_PHOTO_OPTIONS, readBusiness, type Business } from "./config.ts";
import type { QuoteStore } from "./db.ts";
import { invalidQuotePage, messagePage } from "./form-pages.ts";
import { cacheControl, contentSecurityPolicy, securityHeaders } from "./headers.ts";
import { createPhotoInbox, type PhotoOptions } from "./photos.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { DEFAULT_MIN_FILL_MS, parseStartedAt, spamReasons } from "./spam.ts";
import { createStaticSite } from "./static.ts";

export const MAX_BODY_BYTES = 16 * 1024;

const formFieldNames = ["form", ...quoteFieldNames(), "page", "website", "startedAt"];

export interface AppOptions {
  siteDir: string;
  store: QuoteStore;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  /** A submission sooner than this after the page loaded is treated as automated (server/spam.ts). */
  minFillMs?: number;
  /** Photos with a quote (multipart form posts); by default DEFAULT_PHOTO_OPTIONS (server/config.ts). */
  photos?: Partial<Omit<PhotoOptions, "maxFieldBytes">>;
  /** Shown on the pages answering form posts; by default from the site's build variables. */
  business?: Business;
  log?: (entry: Record<string, unknown>) => void;
  /** The owner's leads dashboard under /admin (server/admin/); without it /admin is an unknown path. */
  dashboard?: DashboardOptions;
}

type Env = { Bindings: { incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } } } };

/** Reads a request body, giving up as soon as it passes `limit` bytes (a lying Content-Length cannot get past). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | "too-large"> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export function createApp(options: AppOptions) {
  const app = new Hono<Env>();
  // The data folder is never served, even if it were misplaced inside the site folder (config.ts refuses that).
  const site = createStaticSite(options.siteDir, { exclude: [options.store.dataDir] });
  const photoInbox = createPhotoInbox({ ...DEFAULT_PHOTO_OPTIONS, ...options.photos, maxFieldBytes: MAX_BODY_BYTES });
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  const log = options.log ?? ((entry) => process.stdout.write(`${JSON.stringify(entry)}\n`));
  const business = options.business ?? readBusiness(process.env);
  const minFillMs = options.minFillMs ?? DEFAULT_MIN_FILL_MS;
  const photosTooLarge = `Please send fewer or smaller photos (at most ${formatBytes(photoInbox.options.maxTotalBytes)} together).`;

  const clientAddress = (c: { req: { header: (n: string) => string | undefined }; env: Env["Bindings"] }) =>
    (options.trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined) ??
    c.env?.incoming?.socket?.remoteAddress ??
    "unknown";

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const https = options.trustProxy
      ? c.req.header("x-forwarded-proto") === "https"
      : Boolean(c.env?.incoming?.socket?.encrypted);
    for (const [name, value] of Object.entries(securityHeaders({ https }))) c.header(name, value);
    log({
      t: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  app.onError((error, c) => {
    log({ t: new Date().toISOString(), level: "error", path: c.req.path, error: error.message });
    return c.json({ error: "Something went wrong on our side. Please call us instead." }, 500);
  });

  const page = (c: Context<Env>, body: string, status: 400 | 413 | 415 | 429 | 503) => {
    c.header("Content-Security-Policy", contentSecurityPolicy(body));
    return c.html(body, status);
  };

  app.post("/api/quote", async (c) => {
    c.header("Cache-Control", cacheControl.api);
    const type = c.req.header("content-type") ?? "";
    // Anything an HTML <form> can send gets pages a person can read; scripts keep getting JSON, and so does a
    // form's own upload asking for it (Accept), so the form can show the inbox's words.
    const fromBrowserForm =
      /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i.test(type) &&
      !/^application\/json\b/i.test(c.req.header("accept") ?? "");
    const refuse = (status: 400 | 413 | 415 | 429 | 503, error: string, heading: string, explanation: string) =>
      fromBrowserForm ? page(c, messagePage(heading, explanation, business), status) : c.json({ error }, status);
    const multipart = /^multipart\/form-data\b/i.test(type);
    const tooLarge = () =>
      multipart
        ? refuse(413, "The request is too large.", "Your photos are too large", photosTooLarge)
        : refuse(413, "The request is too large.", "Your request is too long", "Please shorten your message.");

    const wait = limiter.hit(clientAddress(c));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      const explanation = `Please wait ${wait} seconds, then send your request again.`;
      return refuse(429, "Too many requests. Please try again shortly or call us.", "Too many requests", explanation);
    }
    const json = /^application\/json\b/i.test(type);
    if (!json && !multipart && !/^application\/x-www-form-urlencoded\b/i.test(type)) {
      const explanation = "We could not read the form as it was sent.";
      return refuse(415, "Send the quote as application/json.", "We could not read your request", explanation);
    }
    // Multipart (a form with photos) is read by the photo inbox, within its own limits (server/photos.ts).
    const upload = multipart ? await photoInbox.receive(c.req.raw, type) : undefined;
    if (upload && !upload.ok) {
      if (upload.status === 413) return tooLarge();
      if (upload.status === 503) {
        c.header("Retry-After", "30");
        const explanation = "We are receiving a lot of photos right now. Please send your request again in a minute.";
        return refuse(503, "Busy receiving uploads; try again shortly.", "Please try again in a minute", explanation);
      }
      const explanation = "The form did not arrive complete. Please send it again.";
      return refuse(400, "The multipart body could not be read.", "We could not read your request", explanation);
    }
    const declared = Number(c.req.header("content-length") ?? 0);
    if (!upload && declared > MAX_BODY_BYTES) return tooLarge();
    const body = upload ? new Uint8Array() : await readLimited(c.req.raw, MAX_BODY_BYTES);
    if (body === "too-large") return tooLarge();

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
      const errors = { ...(!result.ok && result.errors), ...(photoProblem && { [PHOTO_FIELD]: photoProblem.message }) };
      const status = photoProblem?.status ?? 400;
      return fields && fromBrowserForm
        ? page(c, invalidQuotePage(fields, errors, business, { photos: multipart }), status)
        : c.json({ errors }, status);
    }

    // startedAt is not part of the shared schema: it is read from the raw submission, beside the validated quote.
    const startedAt = parseStartedAt((input as { startedAt?: unknown }).startedAt);
    const reasons = spamReasons(result.data, { startedAt, now: Date.now(), minFillMs });
    // Photos are written into place first; their rows commit with the quote, or the files are taken back.
    const placed = upload?.photos.length ? await options.store.photos.place(upload.photos) : undefined;
    let id: number;
    try {
      id = await options.store.save(result.data, {
        userAgent: c.req.header("user-agent") ?? "",
        spamReasons: reasons,
        photos: placed?.photos,
      });
    } catch (error) {
      await placed?.discard();
      throw error;
    }
    // A bot is answered exactly like a person, so it learns nothing; the quote waits in quarantine, not notified.
    if (reasons.length > 0) log({ t: new Date().toISOString(), level: "warn", msg: "quote quarantined", id, reasons });
    return fields && fromBrowserForm ? c.redirect(confirmationPaths[result.data.form], 303) : c.json({ id }, 201);
  });

  app.all("/api/quote", (c) => {
    c.header("Allow", "POST");
    return c.json({ error: "Use POST to send a quote." }, 405);
  });

  if (options.dashboard) {
    const { trustProxy, store } = options;
    app.route("/admin", createAdminApp({ ...options.dashboard, store, trustProxy, business, log }).app);
  }

  app.on(["GET", "HEAD"], "*", (c) => {
    const pathname = c.req.path;
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const url = new URL(c.req.url);
      return c.redirect(`${pathname.replace(/\/+$/, "")}${url.search}`, 308);
    }
    const file = site.serve(pathname, c.req.header("accept-encoding") ?? "", c.req.header("if-none-match"));
    return new Response(c.req.method === "HEAD" || file.status === 304 ? null : new Uint8Array(file.body), {
      status: file.status,
      headers: file.headers,
    });
  });

  app.all("*", (c) => {
    c.header("Allow", "GET, HEAD");
    return c.text("Method not allowed", 405);
  });

  return app;
}
