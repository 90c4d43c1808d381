import path from "node:path";
import { Hono, type Context } from "hono";
import { photoOptions, type DashboardParts, type ServerParts } from "./compose.ts";
import type { DashboardBuild } from "../core/dashboard-build.ts";
import { accountRoutes } from "../accounts/account.ts";
import type { AccountOptions } from "../accounts/account-steps.ts";
import type { SignInOptions } from "../accounts/sign-in-steps.ts";
import { alertRoutes } from "../dashboard/alerts.ts";
import { deliveryRoutes } from "../dashboard/deliveries.ts";
import { ID_PATTERN } from "../../shared/leads/lead-fields.ts";
import { leadRoutes } from "../dashboard/lead-routes.ts";
import { overview } from "../dashboard/overview.ts";
import { fieldSpeed } from "../dashboard/field-speed.ts";
import type { AdminEnv } from "../accounts/cookies.ts";
import {
  bodyLimits,
  dashboardHeaders,
  ownerOnlyAreas,
  sameSiteOnly,
  sessionCookie,
  sessionRequired,
} from "./dashboard-guards.ts";
import type { Sessions } from "../accounts/sessions.ts";
import { createStepUp } from "../accounts/step-up.ts";
import { proxyHops, type ProxyHops } from "../core/client-address.ts";
import { signInRoutes } from "../accounts/sign-in.ts";
import { passwordResetRoutes } from "../accounts/password-reset-routes.ts";
import { TEAM_OWNER_ONLY, TEAM_PATHS, teamRoutes } from "../accounts/team-routes.ts";
import { ownerOnly } from "../accounts/roles.ts";
import type { User } from "../accounts/users.ts";
import { contentRoutes } from "../site/content-routes.ts";
import { privacyRoutes } from "../dashboard/privacy.ts";
import { photoRoutes } from "../site/photo-routes.ts";
import { createPhotoUse } from "../site/photo-use.ts";
import { accountLimit, SAVES, UPLOADS } from "../accounts/account-limits.ts";
import { buildRoutes, previewDirFor } from "../site/build-routes.ts";
import { publishedContent } from "../site/content-store.ts";

/** This browser's session cookie, as the dashboard's settings make it. */
type CookieOf = (c: Context<AdminEnv>) => ReturnType<typeof sessionCookie>;

/** The step-up's guard and routes. */
type StepUp = ReturnType<typeof createStepUp>;

/** What most of the dashboard's routes share: the proxy hops, the sessions and their cookie, and the built pages. */
interface Shared {
  hops: ProxyHops;
  sessions: Sessions;
  cookie: CookieOf;
  build: DashboardBuild;
}

/**
 * The leads dashboard under /admin: sign-in, the pages (one React app) and their JSON API. Each concern is its own
 * module; this only puts them in order: the guards every request passes, the sign-in,
 * then, behind the session check, the pages, the owner-only areas and each API. Every
 * part it uses was built by `composeServer`; what it makes here is routes and the guards between them.
 */
export function createAdminApp(parts: ServerParts, dashboard: DashboardParts) {
  const { leads, users } = parts;
  const { clock, builds, ownerMedia, content } = dashboard;
  const shared = sharedParts(parts, dashboard);
  const signIn = signInOptions(parts, dashboard, shared);
  const account = accountOptions(signIn, dashboard, shared);
  const stepUp = createStepUp(account);
  const app = new Hono<AdminEnv>();

  guardEveryRequest(app, parts, shared.hops);
  const team = beforeSignIn(app, signIn);
  signOutRoute(app, shared);
  assetRoute(app, shared);
  // Everything below needs a session.
  app.use(sessionRequired(shared.sessions, shared.cookie));
  ownerAndStepUpGuards(app, stepUp);
  accountLimits(app, clock);
  dashboardPages(app, shared.build);
  leadsApi(app, parts, clock);
  accountApi(app, { team, account, stepUp });
  siteApi(app, parts, dashboard, shared.hops);
  notFound(app);

  const previewDir = previewDirFor({ builds, hops: shared.hops, ownerSession: ownerSessionOf(shared), clock });
  return { app, leads, users, content, ownerMedia, previewDir };
}

function sharedParts(parts: ServerParts, { settings, sessions, build }: DashboardParts): Shared {
  const hops = proxyHops(parts.config.trustProxy);
  return { hops, sessions, cookie: (c) => sessionCookie(c, hops, settings.session.absoluteMs), build };
}

/** What the sign-in, the team's invite links and a forgotten password share with the account's own changes. */
function signInOptions(parts: ServerParts, { settings, clock }: DashboardParts, shared: Shared): SignInOptions {
  const { store, users, business, log, notices } = parts;
  return {
    db: store.db,
    users,
    sessions: shared.sessions,
    hops: shared.hops,
    business,
    requireSecondFactor: settings.requireSecondFactor,
    log,
    notices,
    now: clock,
    build: shared.build,
    sessionMaxAgeS: settings.session.absoluteMs / 1000,
  };
}

/** The Security page's and the step-up's: the account's own changes and checks. */
function accountOptions(signIn: SignInOptions, { settings }: DashboardParts, shared: Shared): AccountOptions {
  const { db, users, sessions, hops, business, requireSecondFactor, log, notices, now } = signIn;
  return {
    db,
    users,
    sessions,
    hops,
    business,
    requireSecondFactor,
    log,
    notices,
    now,
    sessionTimes: settings.session,
    renewSession: (c, user) => renewSession(c, user, shared),
  };
}

/**
 * After a change that ended every session of the account, this browser carries on in a new one: the same
 * device, with its last check of the second factor (a renewal is not a sign-in).
 */
function renewSession(c: Context<AdminEnv>, user: User, { sessions, cookie }: Shared): void {
  const token = sessions.create(user, { userAgent: c.req.header("user-agent"), verifiedAt: c.get("verifiedAt") });
  const renewed = sessions.get(token);
  cookie(c).write(token);
  c.set("session", token);
  c.set("user", user);
  if (renewed && "id" in renewed) c.set("sessionId", renewed.id);
}

function guardEveryRequest(app: Hono<AdminEnv>, { business, log }: ServerParts, hops: ProxyHops): void {
  app.use(dashboardHeaders);
  app.use(sameSiteOnly(business, hops, log));
  app.use(bodyLimits);
}

/** The pages reached before any session: the sign-in, the team's invite links and a forgotten password. */
function beforeSignIn(app: Hono<AdminEnv>, signIn: SignInOptions): Hono<AdminEnv> {
  signInRoutes(app, signIn);
  // The Team page: its invite links' page is reached before any session, as the
  // sign-in is; its API, returned, is mounted behind the session and owner checks.
  const team = teamRoutes(app, signIn);
  passwordResetRoutes(app, signIn);
  return team;
}

function signOutRoute(app: Hono<AdminEnv>, { sessions, cookie }: Shared): void {
  app.post("/logout", (c) => {
    const jar = cookie(c);
    sessions.revoke(jar.read());
    jar.clear();
    return c.redirect("/admin/login?notice=signed-out", 303);
  });
}

/** The dashboard's scripts and styles: the sign-in's are public, the rest only for a standing session. */
function assetRoute(app: Hono<AdminEnv>, { build, sessions, cookie }: Shared): void {
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
}

function ownerAndStepUpGuards(app: Hono<AdminEnv>, stepUp: StepUp): void {
  // The website's editing, the phone alerts and the privacy requests are the owner's.
  ownerOnlyAreas(app);
  // The team is the owner's too. Only its API is guarded: staff who open the page get the dashboard, which shows
  // the API's refusal inside it, with the way back (admin/shell/not-found.tsx).
  for (const path of TEAM_PATHS) app.use(path, ownerOnly(TEAM_OWNER_ONLY));
  // Sensitive steps ask for the second factor again when the last check is old: after the
  // owner checks, so staff are told the page is the owner's, not asked for a code.
  stepUp.guard(app);
}

/** Per-account limits on the website's uploads and saves, after the owner check. */
function accountLimits(app: Hono<AdminEnv>, clock: (() => number) | undefined): void {
  const uploads = accountLimit(UPLOADS, clock);
  const saves = accountLimit(SAVES, clock);
  app.on("POST", "/api/site/photos", uploads);
  app.on("POST", ["/api/site/content", `/api/site/revisions/:id{${ID_PATTERN}}/restore`], saves);
}

/**
 * The dashboard's pages are one React app: each of its paths answers the same shell. The website's editor (owner
 * only, above) is among them.
 */
function dashboardPages(app: Hono<AdminEnv>, build: DashboardBuild): void {
  const shell = (c: Context<AdminEnv>) =>
    build.shell ? c.html(build.shell) : c.text("The dashboard is not built: run npm run build.", 503);
  for (const path of [
    "/",
    `/leads/:id{${ID_PATTERN}}`,
    "/spam",
    "/overview",
    "/security",
    "/team",
    "/privacy",
    "/site",
    "/site/*",
  ])
    app.get(path, shell);
}

/** Who is signed in, and the leads' API: the list, the spam quarantine, the overview, deliveries, alerts, privacy. */
function leadsApi(app: Hono<AdminEnv>, parts: ServerParts, clock: (() => number) | undefined): void {
  const { store, business, log, leads, reviews, phone } = parts;
  app.get("/api/me", (c) => {
    const { email, role } = c.get("user");
    return c.json({ email, business: business.current().name, role });
  });
  // The leads, the spam quarantine and the customers' photos.
  app.route("/api", leadRoutes({ store, leads, reviews, log }));
  app.get("/api/overview", (c) => c.json(overview(store.db, new Date(), store.officeHours())));
  app.get("/api/vitals", (c) => c.json(fieldSpeed(store.db)));
  app.route("/api/deliveries", deliveryRoutes(store, log.raw));
  app.route("/api/alerts", alertRoutes({ phone, business, log, now: clock }));
  app.route("/api/privacy", privacyRoutes({ store, log: log.raw }));
}

/** The team's API, the Security page's and the step-up's checks. */
function accountApi(
  app: Hono<AdminEnv>,
  { team, account, stepUp }: { team: Hono<AdminEnv>; account: AccountOptions; stepUp: StepUp },
): void {
  app.route("/api/team", team);
  app.route("/api/account", accountRoutes(account));
  app.route("/api/step-up", stepUp.routes());
}

/** The owner's website: its content and revisions, its photos, and its builds, previews, go-live and roll back. */
function siteApi(app: Hono<AdminEnv>, parts: ServerParts, dashboard: DashboardParts, hops: ProxyHops): void {
  const { store, log } = parts;
  const { settings, clock, builds, ownerMedia, content } = dashboard;
  // The owner's writes that can take real space (a photo, a whole document, a whole site) wait while the disk is
  // nearly full, so what is left goes to customers' quotes, which nothing here refuses.
  app.on(
    "POST",
    ["/api/site/photos", "/api/site/content", `/api/site/revisions/:id{${ID_PATTERN}}/restore`, "/api/site/builds"],
    parts.disk.guard,
  );

  // The owner's content and revisions. The builds mount beside it, at
  // /api/site/builds and /api/site/rollback, before the catch-all below.
  app.route("/api/site", contentRoutes({ content, log }));
  // The owner's photos for the website: /api/site/photos, owner only like the rest.
  app.route(
    "/api/site",
    photoRoutes({
      media: ownerMedia,
      quotaBytes: settings.mediaQuotaBytes,
      // Kept revisions (0, the seed, among them) and builds' content: what a deletion must leave.
      uses: createPhotoUse({
        db: store.db,
        seed: () => content.get(0)!.content,
        buildsDir: path.join(store.dataDir, "builds"),
      }),
      log,
      // The owner's uploads are held to the quote path's limits on pixels, decoded size and upload rate.
      photos: photoOptions(parts.config),
    }),
  );
  app.route(
    "/",
    buildRoutes({
      builds,
      head: () => publishedContent(content),
      seed: () => content.get(0)!.content,
      hops,
      log,
      clock,
    }),
  );
}

function notFound(app: Hono<AdminEnv>): void {
  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));
  app.all("*", (c) => {
    // The site's own rule (server/http/app.ts): /admin/ and /admin/spam/ are /admin and /admin/spam.
    if (c.req.method === "GET" && c.req.path.endsWith("/")) return c.redirect(c.req.path.replace(/\/+$/, ""), 308);
    return c.text("Not found", 404);
  });
}

/** This request's session token, if it is a standing owner's session: the public site's preview asks. */
function ownerSessionOf({ sessions, cookie }: Shared): (c: Context<AdminEnv>) => string | undefined {
  return (c) => {
    const token = cookie(c).read();
    const found = sessions.get(token);
    return found && "user" in found && found.user.role === "owner" ? token : undefined;
  };
}
