import { Hono } from "hono";
import { validateQuote } from "../app/lib/forms/quote-schema.ts";
import type { QuoteStore } from "./db.ts";
import { cacheControl, securityHeaders } from "./headers.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { createStaticSite } from "./static.ts";

export const MAX_BODY_BYTES = 16 * 1024;

export interface AppOptions {
  siteDir: string;
  store: QuoteStore;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  log?: (entry: Record<string, unknown>) => void;
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
  const site = createStaticSite(options.siteDir);
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  const log = options.log ?? ((entry) => process.stdout.write(`${JSON.stringify(entry)}\n`));

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

  app.post("/api/quote", async (c) => {
    c.header("Cache-Control", cacheControl.api);
    const wait = limiter.hit(clientAddress(c));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json({ error: "Too many requests. Please try again shortly or call us." }, 429);
    }
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\b/i.test(type)) return c.json({ error: "Send the quote as application/json." }, 415);
    const declared = Number(c.req.header("content-length") ?? 0);
    if (declared > MAX_BODY_BYTES) return c.json({ error: "The request is too large." }, 413);
    const body = await readLimited(c.req.raw, MAX_BODY_BYTES);
    if (body === "too-large") return c.json({ error: "The request is too large." }, 413);
    let input: unknown;
    try {
      input = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    } catch {
      return c.json({ error: "The request body is not valid JSON." }, 400);
    }
    const result = validateQuote(input);
    if (!result.ok) return c.json({ errors: result.errors }, 400);
    // A filled honeypot is a bot: answer like a success so it learns nothing, and store nothing.
    if (result.data.website) return c.json({ id: 0 }, 201);
    const id = await options.store.save(result.data, { userAgent: c.req.header("user-agent") ?? "" });
    return c.json({ id }, 201);
  });

  app.all("/api/quote", (c) => {
    c.header("Allow", "POST");
    return c.json({ error: "Use POST to send a quote." }, 405);
  });

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
