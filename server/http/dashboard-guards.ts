import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { clientFacts, type ProxyHops } from "../core/client-address.ts";
import { MAX_BODY_BYTES } from "../core/limits.ts";
import type { CurrentBusiness } from "../config/config.ts";
import type { Logger } from "../core/log.ts";
import { CONTENT_MAX_BYTES, CONTENT_PATH } from "../site/content-routes.ts";
import { PHOTOS_PATH } from "../site/photo-routes.ts";
import { requireOwner } from "../accounts/roles.ts";
import { cookieJar, type AdminEnv } from "../accounts/cookies.ts";
import { PRIVACY_PATHS, requirePrivacyOwner } from "../dashboard/privacy.ts";
import { fromThisSite } from "../accounts/request.ts";
import { SESSION_COOKIE, type Sessions } from "../accounts/sessions.ts";

/**
 * What every request to the dashboard passes through before its route (the dashboard mounts them in this
 * order): the response headers, the cross-site check, the body limits and, for everything past sign-in, the session
 * and the owner-only areas.
 * docs/decisions/010-asvs-level-1.md.
 */

/**
 * Nothing from elsewhere: scripts, styles, fonts and data come from this origin only, no inline script or style
 * element, no plugin, no frame in or out, and forms post only here.
 */
const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

export const dashboardHeaders: MiddlewareHandler<AdminEnv> = async (c, next) => {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
  // A response with a policy of its own (a customer's photo: sandboxed, nothing at all) keeps it.
  if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", contentSecurityPolicy);
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  // ASVS 14.4.2: an API answer opened as a document is downloaded, never rendered.
  if (c.req.path.startsWith("/admin/api/") && /^application\/json\b/.test(c.res.headers.get("Content-Type") ?? ""))
    c.header("Content-Disposition", 'attachment; filename="api.json"');
};

/**
 * Anything but a read must come from the dashboard's own pages. SITE_URL is read at each
 * request, from the business settings in effect (the live build's).
 */
export const sameSiteOnly =
  (business: CurrentBusiness, hops: ProxyHops, log: Logger): MiddlewareHandler<AdminEnv> =>
  async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (fromThisSite(c, business.current().siteUrl, hops)) return next();
    log.warn("cross-site request refused", { path: c.req.path, origin: c.req.header("origin") });
    return c.json({ error: "This request did not come from the dashboard." }, 403);
  };

// Bodies are text a person typed, 16 KB at most; the exceptions are the whole site's content, saved at once, and
// the owner's photo upload, which limits its own body while it streams: it is read
// only after the session and owner checks, so no one signed out can make the server hold 25 MB.
const tooLarge = (c: Context<AdminEnv>) => c.json({ error: "The request is too large." }, 413);
const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
const contentBody = bodyLimit({ maxSize: CONTENT_MAX_BYTES, onError: tooLarge });
export const bodyLimits: MiddlewareHandler<AdminEnv> = (c, next) =>
  c.req.path === PHOTOS_PATH ? next() : (c.req.path === CONTENT_PATH ? contentBody : smallBody)(c, next);

/** This browser's session cookie: read, written for a session's whole life, or cleared. */
export const sessionCookie = (c: Context<AdminEnv>, hops: ProxyHops, maxAgeMs: number) => {
  const jar = cookieJar(c, clientFacts(c, hops).https);
  return {
    read: () => jar.read(SESSION_COOKIE),
    write: (token: string) => jar.write(SESSION_COOKIE, token, maxAgeMs / 1000),
    clear: () => jar.clear(SESSION_COOKIE),
  };
};

/**
 * A standing session sets `user` and `session`; without one, the API and any change answer 401 and a page
 * redirects to the sign-in, saying whether the session expired and where to come back to.
 */
export const sessionRequired =
  (
    sessions: Sessions,
    cookie: (c: Context<AdminEnv>) => ReturnType<typeof sessionCookie>,
  ): MiddlewareHandler<AdminEnv> =>
  async (c, next) => {
    const jar = cookie(c);
    const token = jar.read();
    const found = sessions.get(token);
    if (found && "user" in found) {
      c.set("user", found.user);
      c.set("session", token!);
      c.set("sessionId", found.id);
      c.set("verifiedAt", found.verifiedAt);
      return next();
    }
    if (token) jar.clear();
    if (c.req.path.startsWith("/admin/api/") || (c.req.method !== "GET" && c.req.method !== "HEAD"))
      return c.json({ error: "Sign in first." }, 401);
    const url = new URL(c.req.url);
    const query = new URLSearchParams({ notice: found ? "expired" : "required", next: url.pathname + url.search });
    return c.redirect(`/admin/login?${query}`, 303);
  };

/** The owner's areas, mounted behind the session check: staff get 403 there, page and API alike. */
export function ownerOnlyAreas(app: Hono<AdminEnv>) {
  // Editing the website, previewing and building it, whatever the menu shows, including
  // routes mounted later (the builds).
  for (const path of ["/api/site", "/api/site/*", "/preview", "/preview/*", "/site", "/site/*"])
    app.use(path, requireOwner);
  // The phone alerts' settings and test.
  for (const path of ["/api/alerts", "/api/alerts/*"]) app.use(path, requireOwner);
  // Privacy requests.
  for (const path of PRIVACY_PATHS) app.use(path, requirePrivacyOwner);
}
