/** The little of a Hono context read here, so any app's context fits. */
interface AnyContext {
  req: { header: (name: string) => string | undefined; url: string };
  env: { incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } } } | undefined;
}

/**
 * What the dashboard needs to know about where a request came from. Behind a reverse proxy (TRUST_PROXY) the
 * proxy's X-Forwarded-* headers say it, as they do for the rest of the inbox (server/app.ts).
 */
export function requestFacts(c: AnyContext, trustProxy: boolean) {
  const https = trustProxy
    ? c.req.header("x-forwarded-proto") === "https"
    : Boolean(c.env?.incoming?.socket?.encrypted);
  const address =
    (trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined) ??
    c.env?.incoming?.socket?.remoteAddress ??
    "unknown";
  const host = (trustProxy ? c.req.header("x-forwarded-host") : undefined) ?? new URL(c.req.url).host;
  return { https, address, origin: `${https ? "https" : "http"}://${host}` };
}

/**
 * Cross-site request forgery check for anything that changes state: the browser's Origin header must be this
 * site, as the request itself or the configured SITE_URL names it (a proxy may pass its own Host upstream).
 * Without an Origin (older browsers on some same-origin requests) Sec-Fetch-Site must say same-origin; with
 * neither, the request is refused. This stands beside the SameSite=Strict cookie, so either alone would hold.
 */
export function fromThisSite(c: AnyContext, ownOrigin: string, siteUrl: string): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined) return origin === ownOrigin || origin === new URL(siteUrl).origin;
  return c.req.header("sec-fetch-site") === "same-origin";
}

/** Where to go after signing in: a dashboard path only, never another site ("//evil.example", "/\\evil"). */
export function safeNext(next: string | undefined): string {
  if (!next || !/^\/admin(?:[/?][^\\\s]*)?$/.test(next) || next.includes("//")) return "/admin";
  return next;
}
