import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Business } from "../config.ts";
import type { QuoteStore } from "../db.ts";
import { loadDashboardBuild } from "./build.ts";
import { exportFileName, leadsCsv } from "./csv.ts";
import { deliveryRoutes } from "./deliveries.ts";
import { ID_PATTERN, isId, leadStatuses, NOTE_MAX, type LeadStatus } from "./lead-fields.ts";
import { parseFilter } from "./lead-filter.ts";
import type { Leads } from "./leads.ts";
import { loginPage, type LoginNotice } from "./login-page.ts";
import { overview } from "./overview.ts";
import { fromThisSite, requestFacts, safeNext } from "./request.ts";
import { createSessions, type SessionTimes } from "./sessions.ts";
import { createThrottle } from "./throttle.ts";
import { normaliseEmail, type User, type Users } from "./users.ts";
import { MAX_BODY_BYTES } from "../limits.ts";
import { photoResponse } from "../photo-store.ts";

export interface DashboardOptions {
  /** The built dashboard (build/admin). */
  adminDir: string;
  session: SessionTimes;
}

interface AdminOptions extends DashboardOptions {
  store: QuoteStore;
  /** Built once by the composition root (server/main.ts) and shared with what else needs them. */
  leads: Leads;
  users: Users;
  trustProxy: boolean;
  business: Business;
  log: (entry: Record<string, unknown>) => void;
}

type AdminEnv = {
  Bindings: { incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } } };
  Variables: { user: User };
};

const COOKIE = "leads_session";

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

/** The leads dashboard under /admin: sign-in, the pages (one React app) and their JSON API. */
export function createAdminApp(options: AdminOptions) {
  const { store, trustProxy, business, log, leads, users } = options;
  const sessions = createSessions(store.db, options.session);
  const throttle = createThrottle(store.db);
  const build = loadDashboardBuild(options.adminDir);
  const app = new Hono<AdminEnv>();
  const now = () => new Date().toISOString();

  const cookie = (c: Context<AdminEnv>) => {
    const { https } = requestFacts(c, trustProxy);
    // __Host- (over HTTPS): the browser takes the cookie only from this exact host, Secure and for the whole site,
    // so a sibling subdomain cannot plant or overwrite it.
    const prefix = https ? ("host" as const) : undefined;
    return {
      read: () => getCookie(c, COOKIE, prefix),
      write: (token: string) =>
        setCookie(c, COOKIE, token, {
          prefix,
          path: "/",
          httpOnly: true,
          secure: https,
          sameSite: "Strict",
          maxAge: Math.floor(options.session.absoluteMs / 1000),
        }),
      clear: () => deleteCookie(c, COOKIE, { prefix, path: "/", httpOnly: true, secure: https, sameSite: "Strict" }),
    };
  };

  app.use(async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Content-Security-Policy", contentSecurityPolicy);
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (fromThisSite(c, requestFacts(c, trustProxy).origin, business.siteUrl)) return next();
    log({
      t: now(),
      level: "warn",
      msg: "cross-site request refused",
      path: c.req.path,
      origin: c.req.header("origin"),
    });
    return c.json({ error: "This request did not come from the dashboard." }, 403);
  });

  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: "The request is too large." }, 413) }));

  const signInPage = (
    c: Context<AdminEnv>,
    status: 200 | 401 | 429,
    page: { next: string; notice?: LoginNotice; email?: string; wait?: number },
  ) => c.html(loginPage({ businessName: business.name, stylesheets: build.stylesheets, ...page }), status);

  app.get("/login", (c) => {
    const next = safeNext(c.req.query("next"));
    const found = sessions.get(cookie(c).read());
    if (found && "user" in found) return c.redirect(next, 303);
    const asked = c.req.query("notice");
    const notice = (["expired", "signed-out", "required"] as const).find((n) => n === asked);
    return signInPage(c, 200, { next, notice });
  });

  app.post("/login", async (c) => {
    const { address } = requestFacts(c, trustProxy);
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
    const email = field("email").trim().slice(0, 320);
    const next = safeNext(field("next"));
    const keys = [`address:${address}`, `account:${normaliseEmail(email)}`];
    const wait = throttle.wait(keys);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      log({ t: now(), level: "warn", msg: "sign-in refused: too many failures", address });
      return signInPage(c, 429, { next, email, notice: "throttled", wait });
    }
    const user = await users.verify(email, field("password"));
    if (!user) {
      throttle.fail(keys);
      log({ t: now(), level: "warn", msg: "sign-in failed", address });
      return signInPage(c, 401, { next, email, notice: "wrong" });
    }
    throttle.succeed(keys);
    // Rotation: whatever session id the browser came with (one an attacker may have planted) is dropped, and
    // the signed-in session gets a fresh one.
    const jar = cookie(c);
    sessions.revoke(jar.read());
    sessions.sweep();
    jar.write(sessions.create(user));
    log({ t: now(), level: "info", msg: "signed in", user: user.email, address });
    return c.redirect(next, 303);
  });

  app.post("/logout", (c) => {
    const jar = cookie(c);
    sessions.revoke(jar.read());
    jar.clear();
    return c.redirect("/admin/login?notice=signed-out", 303);
  });

  app.get("/assets/:name", (c) => {
    const asset = build.asset(c.req.param("name"));
    if (!asset) return c.text("Not found", 404);
    const found = asset.public ? undefined : sessions.get(cookie(c).read());
    if (!asset.public && !(found && "user" in found)) return c.text("Sign in first.", 401);
    return c.body(new Uint8Array(asset.body), 200, {
      "Content-Type": asset.type,
      "Cache-Control": `${asset.public ? "public" : "private"}, max-age=31536000, immutable`,
    });
  });

  // Everything below needs a session.
  app.use(async (c, next) => {
    const jar = cookie(c);
    const token = jar.read();
    const found = sessions.get(token);
    if (found && "user" in found) {
      c.set("user", found.user);
      return next();
    }
    if (token) jar.clear();
    if (c.req.path.startsWith("/admin/api/") || (c.req.method !== "GET" && c.req.method !== "HEAD"))
      return c.json({ error: "Sign in first." }, 401);
    const url = new URL(c.req.url);
    const query = new URLSearchParams({ notice: found ? "expired" : "required", next: url.pathname + url.search });
    return c.redirect(`/admin/login?${query}`, 303);
  });

  const shell = (c: Context<AdminEnv>) =>
    build.shell ? c.html(build.shell) : c.text("The dashboard is not built: run npm run build.", 503);
  app.get("/", shell);
  app.get(`/leads/:id{${ID_PATTERN}}`, shell);
  app.get("/spam", shell);
  app.get("/overview", shell);
  // Customers' photos (server/photo-store.ts): only ever behind the session check above (401 without one).
  app.get("/api/photos/:photo", (c) => photoResponse(store.photos, c.req.param("photo")));

  const id = (c: Context<AdminEnv>) => Number(c.req.param("id"));
  const notFound = (c: Context<AdminEnv>) => c.json({ error: "There is no such lead." }, 404);
  const jsonBody = async (c: Context<AdminEnv>): Promise<Record<string, unknown> | undefined> => {
    if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) return undefined;
    try {
      const body: unknown = await c.req.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  const cursor = (c: Context<AdminEnv>) => {
    const read = (name: string) => {
      const value = c.req.query(name);
      return value && isId(value) ? Number(value) : undefined;
    };
    return { before: read("before"), after: read("after") };
  };
  const query = (c: Context<AdminEnv>) => new URL(c.req.url).searchParams;

  app.get("/api/me", (c) => c.json({ email: c.get("user").email, business: business.name }));

  app.get("/api/leads", (c) => c.json(leads.list(parseFilter(query(c)), cursor(c))));

  app.get("/api/leads/export", (c) => {
    const filter = parseFilter(query(c));
    log({ t: now(), level: "info", msg: "leads exported", user: c.get("user").email });
    return c.body(leadsCsv(leads.export(filter)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    });
  });

  app.get(`/api/leads/:id{${ID_PATTERN}}`, (c) => {
    const lead = leads.get(id(c));
    return lead ? c.json(lead) : notFound(c);
  });

  app.post(`/api/leads/:id{${ID_PATTERN}}/status`, async (c) => {
    const status = (await jsonBody(c))?.status;
    if (typeof status !== "string" || !leadStatuses.includes(status as LeadStatus))
      return c.json({ error: `Send {"status": one of ${leadStatuses.join(", ")}}.` }, 400);
    if (!leads.setStatus(id(c), status as LeadStatus, c.get("user").email)) return notFound(c);
    return c.json(leads.get(id(c)));
  });

  app.post(`/api/leads/:id{${ID_PATTERN}}/notes`, async (c) => {
    const text = (await jsonBody(c))?.text;
    if (typeof text !== "string" || !text.trim() || text.length > NOTE_MAX)
      return c.json({ error: `Send {"text": a note of 1 to ${NOTE_MAX} characters}.` }, 400);
    if (!leads.addNote(id(c), text, c.get("user").email)) return notFound(c);
    return c.json(leads.get(id(c)), 201);
  });

  app.delete(`/api/leads/:id{${ID_PATTERN}}`, (c) => {
    if (!leads.delete(id(c))) return notFound(c);
    // The id only: the point of the request is that the person's details are kept nowhere, logs included.
    log({ t: now(), level: "info", msg: "lead deleted", lead: id(c), user: c.get("user").email });
    return c.body(null, 204);
  });

  app.get("/api/spam", (c) => c.json(leads.quarantine(cursor(c))));

  app.post(`/api/spam/:id{${ID_PATTERN}}/release`, (c) => {
    if (!leads.release(id(c), c.get("user").email))
      return c.json({ error: "That quote is not in spam quarantine." }, 404);
    log({ t: now(), level: "info", msg: "quote released from quarantine", lead: id(c), user: c.get("user").email });
    return c.json(leads.get(id(c)));
  });

  app.get("/api/overview", (c) => c.json(overview(store.db)));
  app.route("/api/deliveries", deliveryRoutes(store, log));

  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));
  app.all("*", (c) => {
    // The site's own rule (server/app.ts): /admin/ and /admin/spam/ are /admin and /admin/spam.
    if (c.req.method === "GET" && c.req.path.endsWith("/")) return c.redirect(c.req.path.replace(/\/+$/, ""), 308);
    return c.text("Not found", 404);
  });

  return { app, leads, users };
}
