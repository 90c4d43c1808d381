import type { Logger } from "../log.ts";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { readSiteEnv, type SiteEnv } from "../../config/env.ts";
import type { Business } from "../config.ts";
import type { QuoteStore } from "../db.ts";
import { loadDashboardBuild } from "./build.ts";
import { exportFileName, leadsCsv } from "./csv.ts";
import { accountRoutes } from "./account.ts";
import { alertRoutes } from "./alerts.ts";
import { createHeldSpam, HELD_SPAM_DAYS } from "../held-spam.ts";
import { phoneSettings, type PhoneSettings } from "../ntfy.ts";
import { deliveryRoutes } from "./deliveries.ts";
import { createAccountNotices, type AccountNotices } from "./notices.ts";
import { ID_PATTERN, leadStatuses, NOTE_MAX, reviewRefusals, type LeadStatus } from "./lead-fields.ts";
import { parseCursor, parseFilter, stringFields, type FieldReader } from "./lead-filter.ts";
import type { LeadAnswer, Leads } from "./leads.ts";
import { overview } from "./overview.ts";
import { fromThisSite, jsonBody } from "./request.ts";
import { cookieJar, type AdminEnv } from "./cookies.ts";
import { createSessions, SESSION_COOKIE, type SessionTimes } from "./sessions.ts";
import { clientFacts, proxyHops } from "../client-address.ts";
import { signInRoutes } from "./sign-in.ts";
import type { Users } from "./users.ts";
import { MAX_BODY_BYTES } from "../limits.ts";
import { photoResponse } from "../photo-store.ts";
import { createReviewRequests, reviewLinkOf, type ReviewRequests } from "../review-request.ts";
import { createContentStore, reportSeedSync, seedFromSite, type ContentStore } from "../site/content-store.ts";
import { mediaExists } from "../site/media-check.ts";
import { CONTENT_MAX_BYTES, CONTENT_PATH, contentRoutes } from "../site/content-routes.ts";
import { requireOwner } from "../site/roles.ts";
import { PRIVACY_PATHS, privacyRoutes, requirePrivacyOwner } from "./privacy.ts";
import { createOwnerMedia, type OwnerMedia } from "../site/owner-media.ts";
import { PHOTOS_PATH, photoRoutes } from "../site/photo-routes.ts";
import type { PhotoOptions } from "../photos.ts";
import { DEFAULT_PHOTO_OPTIONS } from "../config.ts";
import { buildRoutes, previewDirFor } from "../site/build-routes.ts";
import type { Builds } from "../site/builds.ts";
import { publishedContent } from "../site/content-store.ts";

export interface DashboardOptions {
  /** The built dashboard (build/admin). */
  adminDir: string;
  session: SessionTimes;
  /** Every account must pass a second factor (ADMIN_REQUIRE_2FA); true unless turned off. */
  requireSecondFactor?: boolean;
  /** The clock one-time codes are checked against; the real one unless a test fixes it. */
  clock?: () => number;
  /**
   * The build's variables (server/config.ts's `site`): their owner settings seed the site's content as revision 0
   * (docs/decisions/012-owner-editing.md). By default the sample values of config/env.ts.
   */
  site?: SiteEnv;
}

interface AdminOptions extends DashboardOptions {
  store: QuoteStore;
  /** Built once by the composition root (server/main.ts) and shared with what else needs them. */
  leads: Leads;
  users: Users;
  trustProxy: boolean;
  business: Business;
  log: Logger;
  /** Notices of changes to how an account signs in; without it they are only logged (no SMTP_URL). */
  notices?: AccountNotices;
  /** The owner's content and its revisions (server/site/content-store.ts); built here from `store` and `site`. */
  content?: ContentStore;
  /** The site's builds from that content (server/site/builds.ts); without them the site cannot be published. */
  builds?: Builds;
  /**
   * The owner's photos for the website (server/site/owner-media.ts), made once per server by server/app.ts; built
   * here in `store`'s data folder when not given.
   */
  ownerMedia?: OwnerMedia;
  /** The quote path's photo limits, which the owner's uploads keep too; DEFAULT_PHOTO_OPTIONS when not given. */
  photos?: Pick<PhotoOptions, "maxPixels" | "maxDecodedBytes" | "minBytesPerSecond" | "rateWindowMs">;
  /** Review requests (server/review-request.ts), made by server/app.ts; made here, unable to send, when not given. */
  reviews?: ReviewRequests;
  /** The phone alerts' settings (server/ntfy.ts), made by server/main.ts; here, without NTFY_URL, when not given. */
  phone?: PhoneSettings;
}

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
  const { store, business, log, leads, users } = options;
  const hops = proxyHops(options.trustProxy);
  const sessions = createSessions(store.db, options.session);
  const build = loadDashboardBuild(options.adminDir);
  const notices = options.notices ?? createAccountNotices({ business, log });
  const ownerMedia = options.ownerMedia ?? createOwnerMedia({ dataDir: store.dataDir, log });
  const content =
    options.content ??
    createContentStore(store.db, seedFromSite(options.site ?? readSiteEnv({})), mediaExists(ownerMedia));
  reportSeedSync(content, log);
  const reviews = options.reviews ?? createReviewRequests({ store, mailOn: false });
  const phone = options.phone ?? phoneSettings(() => store.db, undefined);
  const heldSpam = createHeldSpam(store.db);
  const app = new Hono<AdminEnv>();

  const cookie = (c: Context<AdminEnv>) => {
    const jar = cookieJar(c, clientFacts(c, hops).https);
    return {
      read: () => jar.read(SESSION_COOKIE),
      write: (token: string) => jar.write(SESSION_COOKIE, token, options.session.absoluteMs / 1000),
      clear: () => jar.clear(SESSION_COOKIE),
    };
  };

  app.use(async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex, nofollow");
    // A response with a policy of its own (a customer's photo: sandboxed, nothing at all) keeps it.
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", contentSecurityPolicy);
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    // ASVS 14.4.2: an API answer opened as a document is downloaded, never rendered.
    if (c.req.path.startsWith("/admin/api/") && /^application\/json\b/.test(c.res.headers.get("Content-Type") ?? ""))
      c.header("Content-Disposition", 'attachment; filename="api.json"');
  });

  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (fromThisSite(c, business.siteUrl, hops)) return next();
    log.warn("cross-site request refused", { path: c.req.path, origin: c.req.header("origin") });
    return c.json({ error: "This request did not come from the dashboard." }, 403);
  });

  // Bodies are text a person typed, 16 KB at most; the exceptions are the whole site's content, saved at once, and
  // the owner's photo upload, which limits its own body while it streams (server/site/photo-routes.ts): it is read
  // only after the session and owner checks below, so no one signed out can make the server hold 25 MB.
  const tooLarge = (c: Context<AdminEnv>) => c.json({ error: "The request is too large." }, 413);
  const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const contentBody = bodyLimit({ maxSize: CONTENT_MAX_BYTES, onError: tooLarge });
  app.use((c, next) =>
    c.req.path === PHOTOS_PATH ? next() : (c.req.path === CONTENT_PATH ? contentBody : smallBody)(c, next),
  );

  signInRoutes(app, {
    db: store.db,
    users,
    sessions,
    build,
    hops,
    business,
    requireSecondFactor: options.requireSecondFactor ?? true,
    sessionMaxAgeS: options.session.absoluteMs / 1000,
    log,
    notices,
    now: options.clock,
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
      c.set("session", token!);
      return next();
    }
    if (token) jar.clear();
    if (c.req.path.startsWith("/admin/api/") || (c.req.method !== "GET" && c.req.method !== "HEAD"))
      return c.json({ error: "Sign in first." }, 401);
    const url = new URL(c.req.url);
    const query = new URLSearchParams({ notice: found ? "expired" : "required", next: url.pathname + url.search });
    return c.redirect(`/admin/login?${query}`, 303);
  });

  // Editing the website, previewing and building it are the owner's (server/site/roles.ts): staff get 403 on every
  // path under these, whatever the menu shows, including routes mounted below later (the builds).
  for (const path of ["/api/site", "/api/site/*", "/preview", "/preview/*", "/site", "/site/*"])
    app.use(path, requireOwner);
  // The phone alerts' settings and test (server/admin/alerts.ts) are the owner's.
  for (const path of ["/api/alerts", "/api/alerts/*"]) app.use(path, requireOwner);
  // Privacy requests (server/admin/privacy.ts) are the owner's too: staff get 403 there, page and API alike.
  for (const path of PRIVACY_PATHS) app.use(path, requirePrivacyOwner);

  const shell = (c: Context<AdminEnv>) =>
    build.shell ? c.html(build.shell) : c.text("The dashboard is not built: run npm run build.", 503);
  app.get("/", shell);
  app.get(`/leads/:id{${ID_PATTERN}}`, shell);
  app.get("/spam", shell);
  app.get("/overview", shell);
  app.get("/security", shell);
  app.get("/privacy", shell);
  // The website's editor (owner only, above): the dashboard app renders its pages.
  app.get("/site", shell);
  app.get("/site/*", shell);
  // Customers' photos (server/photo-store.ts): only ever behind the session check above (401 without one).
  app.get("/api/photos/:photo", (c) => photoResponse(store.photos, c.req.param("photo")));

  const id = (c: Context<AdminEnv>) => Number(c.req.param("id"));
  const notFound = (c: Context<AdminEnv>) => c.json({ error: "There is no such lead." }, 404);
  /** A lead as the API answers it: its detail, and where a review request stands (server/review-request.ts). */
  const detail = (leadId: number): LeadAnswer | undefined => {
    const lead = leads.get(leadId);
    return lead && { ...lead, review: reviews.state(lead, reviewLinkOf(store.db)) };
  };
  /** The fields of a form post (the export's download), or undefined for any other body. */
  const formBody = async (c: Context<AdminEnv>): Promise<URLSearchParams | undefined> =>
    /^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "")
      ? new URLSearchParams(await c.req.text())
      : undefined;
  const fromQuery =
    (c: Context<AdminEnv>): FieldReader =>
    (name) =>
      c.req.query(name);

  app.get("/api/me", (c) => {
    const { email, role } = c.get("user");
    return c.json({ email, business: business.name, role });
  });

  // Search words (a customer's name, phone or email) never travel in a URL, which the browser's history, proxies
  // and access logs keep (ASVS 8.3.1): the list takes them in the body of a POST and refuses them in a query.
  app.get("/api/leads", (c) => {
    if (c.req.query("q") !== undefined)
      return c.json({ error: "Send search words in the body of POST /admin/api/leads/search, never in the URL." }, 400);
    return c.json(leads.list(parseFilter(fromQuery(c)), parseCursor(fromQuery(c))));
  });

  app.post("/api/leads/search", async (c) => {
    const body = await jsonBody(c);
    if (!body)
      return c.json(
        { error: 'Send {"q": the search words, and any of status, service, urgency, from, to, before, after}.' },
        400,
      );
    return c.json(leads.list(parseFilter(stringFields(body)), parseCursor(stringFields(body))));
  });

  // A download, so the dashboard asks for it with a plain form post: the filter and any search words in its body.
  app.post("/api/leads/export", async (c) => {
    const form = await formBody(c);
    if (!form) return c.json({ error: "Send the filter as a form post (application/x-www-form-urlencoded)." }, 400);
    const filter = parseFilter((name) => form.get(name) ?? undefined);
    log.info("leads exported", { user: c.get("user").email });
    return c.body(leadsCsv(leads.export(filter)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    });
  });

  app.get(`/api/leads/:id{${ID_PATTERN}}`, (c) => {
    const lead = detail(id(c));
    return lead ? c.json(lead) : notFound(c);
  });

  app.post(`/api/leads/:id{${ID_PATTERN}}/status`, async (c) => {
    const status = (await jsonBody(c))?.status;
    if (typeof status !== "string" || !leadStatuses.includes(status as LeadStatus))
      return c.json({ error: `Send {"status": one of ${leadStatuses.join(", ")}}.` }, 400);
    if (!leads.setStatus(id(c), status as LeadStatus, c.get("user").email)) return notFound(c);
    return c.json(detail(id(c)));
  });

  app.post(`/api/leads/:id{${ID_PATTERN}}/notes`, async (c) => {
    const text = (await jsonBody(c))?.text;
    if (typeof text !== "string" || !text.trim() || text.length > NOTE_MAX)
      return c.json({ error: `Send {"text": a note of 1 to ${NOTE_MAX} characters}.` }, 400);
    if (!leads.addNote(id(c), text, c.get("user").email)) return notFound(c);
    return c.json(detail(id(c)), 201);
  });

  // A "called" tap on the lead's phone number (admin/call-tap.ts): it answers the lead.
  app.post(`/api/leads/:id{${ID_PATTERN}}/called`, (c) => {
    if (!leads.recordCall(id(c), c.get("user").email)) return notFound(c);
    return c.body(null, 204);
  });

  // Owner and staff alike (staff work the leads, server/site/roles.ts): once per lead, never for a customer who said no.
  app.post(`/api/leads/:id{${ID_PATTERN}}/review`, (c) => {
    const outcome = reviews.request(id(c), c.get("user").email, reviewLinkOf(store.db));
    if (!outcome.ok)
      return outcome.reason === "not-found" ? notFound(c) : c.json({ error: reviewRefusals[outcome.reason] }, 409);
    log.info("review requested", { lead: id(c), user: c.get("user").email });
    return c.json(detail(id(c)), 201);
  });

  app.delete(`/api/leads/:id{${ID_PATTERN}}`, (c) => {
    if (!leads.delete(id(c))) return notFound(c);
    // The id only: the point of the request is that the person's details are kept nowhere, logs included.
    log.info("lead deleted", { lead: id(c), user: c.get("user").email });
    return c.body(null, 204);
  });

  app.get("/api/spam", (c) => c.json(leads.quarantine(parseCursor(fromQuery(c)))));
  // The leads list's line about quotes held as spam (server/held-spam.ts).
  app.get("/api/spam/held", (c) => c.json({ count: heldSpam.count(), days: HELD_SPAM_DAYS }));

  app.post(`/api/spam/:id{${ID_PATTERN}}/release`, (c) => {
    if (!leads.release(id(c), c.get("user").email))
      return c.json({ error: "That quote is not in spam quarantine." }, 404);
    log.info("quote released from quarantine", { lead: id(c), user: c.get("user").email });
    return c.json(detail(id(c)));
  });

  app.get("/api/overview", (c) => c.json(overview(store.db)));
  app.route("/api/deliveries", deliveryRoutes(store, log.raw));
  app.route("/api/alerts", alertRoutes({ phone, business, log }));
  app.route("/api/privacy", privacyRoutes({ store, log: log.raw }));
  app.route(
    "/api/account",
    accountRoutes({
      db: store.db,
      users,
      hops,
      business,
      requireSecondFactor: options.requireSecondFactor ?? true,
      log,
      notices,
      sessions,
      renewSession: (c, user) => {
        const token = sessions.create(user);
        cookie(c).write(token);
        c.set("session", token);
        c.set("user", user);
      },
      now: options.clock,
    }),
  );

  // The owner's content and revisions (server/site/content-routes.ts). The builds mount beside it, at
  // /api/site/builds and /api/site/rollback, before the catch-all below.
  app.route("/api/site", contentRoutes({ content, log }));
  // The owner's photos for the website (server/site/photo-routes.ts): /api/site/photos, owner only like the rest.
  app.route("/api/site", photoRoutes({ media: ownerMedia, log, photos: options.photos ?? DEFAULT_PHOTO_OPTIONS }));
  if (options.builds)
    app.route("/", buildRoutes({ builds: options.builds, head: () => publishedContent(content), hops, log }));

  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));
  app.all("*", (c) => {
    // The site's own rule (server/app.ts): /admin/ and /admin/spam/ are /admin and /admin/spam.
    if (c.req.method === "GET" && c.req.path.endsWith("/")) return c.redirect(c.req.path.replace(/\/+$/, ""), 308);
    return c.text("Not found", 404);
  });

  /** Whether this request carries a standing owner's session: the public site's preview asks (server/app.ts). */
  const isOwner = (c: Context<AdminEnv>) => {
    const found = sessions.get(cookie(c).read());
    return Boolean(found && "user" in found && found.user.role === "owner");
  };
  const previewDir = options.builds ? previewDirFor({ builds: options.builds, hops, isOwner }) : undefined;

  return { app, leads, users, content, ownerMedia, previewDir };
}
