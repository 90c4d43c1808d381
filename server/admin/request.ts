import type { ProxyHops, RequestLike } from "../client-address.ts";

/**
 * Cross-site request forgery check for anything that changes state: the browser's Origin header must be this
 * site's own. That is SITE_URL's origin, and, only when no proxy stands in front (`hops` 0), the address the
 * request itself was sent to (a loopback port while developing). Behind a proxy the host a request names comes
 * from X-Forwarded-Host, which a client can choose, so it is never compared with. Without an Origin (older
 * browsers on some same-origin requests) Sec-Fetch-Site must say same-origin; with neither, the request is
 * refused. This stands beside the SameSite=Strict cookie, so either alone would hold.
 */
export function fromThisSite(c: RequestLike, siteUrl: string, hops: ProxyHops): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined)
    return origin === new URL(siteUrl).origin || (hops === 0 && origin === new URL(c.req.url).origin);
  return c.req.header("sec-fetch-site") === "same-origin";
}

/** Where to go after signing in: a dashboard path only, never another site ("//evil.example", "/\\evil"). */
export function safeNext(next: string | undefined): string {
  if (!next || !/^\/admin(?:[/?][^\\\s]*)?$/.test(next) || next.includes("//")) return "/admin";
  return next;
}

/** A JSON object body, or undefined for anything else (another type, bad JSON, an array): the caller answers 400. */
export async function jsonBody(c: {
  req: { header: (name: string) => string | undefined; json: () => Promise<unknown> };
}): Promise<Record<string, unknown> | undefined> {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) return undefined;
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
