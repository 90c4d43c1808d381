import type { Context, Handler, Hono } from "hono";
import type { ProxyHops, RequestLike } from "../core/client-address.ts";
import type { AdminEnv } from "./cookies.ts";

/** The names a browser on this machine reaches the inbox by, when no proxy stands in front (a loopback port). */
const LOCAL_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Cross-site request forgery check for anything that changes state: the browser's Origin header must be this
 * site's own. That is SITE_URL's origin and, only when no proxy stands in front (`hops` 0), the loopback address
 * the request came to (a developer's or an operator's own browser on the server). The Host a request names
 * is never trusted on its own: a DNS-rebinding page (a name of the attacker's that resolves to this server on the
 * owner's network) sends an Origin that equals its own Host, so comparing the two would let it in; behind a proxy,
 * the host comes from X-Forwarded-Host, which a client can choose. Without an Origin (older browsers on some
 * same-origin requests) Sec-Fetch-Site must say same-origin; with neither, the request is refused. This stands
 * beside the SameSite=Strict cookie, so either alone would hold.
 */
export function fromThisSite(c: RequestLike, siteUrl: string, hops: ProxyHops): boolean {
  const origin = c.req.header("origin");
  if (origin === undefined) return c.req.header("sec-fetch-site") === "same-origin";
  if (origin === new URL(siteUrl).origin) return true;
  return hops === 0 && isLocalOrigin(origin, new URL(c.req.url));
}

/** The request came to a loopback name (localhost, 127.0.0.1, [::1]), and `origin` is exactly that address. */
function isLocalOrigin(origin: string, request: URL): boolean {
  return request.protocol === "http:" && LOCAL_HOSTS.includes(request.hostname) && origin === request.origin;
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

/** The form's fields as text ("" when absent), or undefined when the body cannot be read: the sign-in pages' forms. */
export async function readForm(c: Context<AdminEnv>) {
  try {
    const body = await c.req.parseBody();
    return (name: string) => (typeof body[name] === "string" ? body[name] : "");
  } catch {
    return undefined;
  }
}

/** One API route: its method, its path and what answers it. */
export type Route = ["get" | "post", string, Handler<AdminEnv>];

/** Serves `routes` on `app`, each path answering its own method only: any other is 405 with Allow (ASVS 13.2.1). */
export function serveRoutes(app: Hono<AdminEnv>, routes: readonly Route[]): Hono<AdminEnv> {
  for (const [method, path, handler] of routes) app[method](path, handler);
  for (const [method, path] of routes)
    app.all(path, (c) => {
      c.header("Allow", method === "get" ? "GET, HEAD" : "POST");
      return c.json({ error: "Method not allowed." }, 405);
    });
  return app;
}
