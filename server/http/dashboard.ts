import path from "node:path";
import { Hono, type Context } from "hono";
import { photoOptions, type DashboardParts, type ServerParts } from "./compose.ts";
import { loadDashboardBuild } from "../core/dashboard-build.ts";
import { accountRoutes } from "../accounts/account.ts";
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
import { Sessions } from "../accounts/sessions.ts";
import { createStepUp } from "../accounts/step-up.ts";
import { proxyHops } from "../core/client-address.ts";
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

/**
 * The leads dashboard under /admin: sign-in, the pages (one React app) and their JSON API. Each concern is its own
 * module; this only puts them in order: the guards every request passes, the sign-in,
 * then, behind the session check, the pages, the owner-only areas and each API. Every
 * part it uses was built by `composeServer`.
 */
export function createAdminApp(parts: ServerParts, dashboard: DashboardParts) {
  const { store, business, log, leads, users, notices, reviews, phone, disk } = parts;
  const { settings, clock, builds, ownerMedia, content } = dashboard;
  const hops = proxyHops(parts.config.trustProxy);
  const sessions = new Sessions(store.db, settings.session, clock);
  const build = loadDashboardBuild(settings.adminDir);
  const { requireSecondFactor } = settings;
  const cookie = (c: Context<AdminEnv>) => sessionCookie(c, hops, settings.session.absoluteMs);
  /** What the sign-in and the account's own changes share. */
  const accounts = {
    db: store.db,
    users,
    sessions,
    hops,
    business,
    requireSecondFactor,
    log,
    notices,
    now: clock,
  };
  /** The Security page's and the step-up's: the account's own changes and checks. */
  const account = {
    ...accounts,
    sessionTimes: settings.session,
    /**
     * After a change that ended every session of the account, this browser carries on in a new one: the same
     * device, with its last check of the second factor (a renewal is not a sign-in).
     */
    renewSession: (c: Context<AdminEnv>, user: User) => {
      const token = sessions.create(user, { userAgent: c.req.header("user-agent"), verifiedAt: c.get("verifiedAt") });
      const renewed = sessions.get(token);
      cookie(c).write(token);
      c.set("session", token);
      c.set("user", user);
      if (renewed && "id" in renewed) c.set("sessionId", renewed.id);
    },
  };
  const stepUp = createStepUp(account);
  const app = new Hono<AdminEnv>();

  app.use(dashboardHeaders);
  app.use(sameSiteOnly(business, hops, log));
  app.use(bodyLimits);

  signInRoutes(app, { ...accounts, build, sessionMaxAgeS: settings.session.absoluteMs / 1000 });
  // The Team page: its invite links' page is reached before any session, as the
  // sign-in is; its API is mounted below, behind the session and owner checks.
  const team = teamRoutes(app, { ...accounts, build, sessionMaxAgeS: settings.session.absoluteMs / 1000 });
  // A forgotten password: its pages are reached before any session too.
  passwordResetRoutes(app, { ...accounts, build, sessionMaxAgeS: settings.session.absoluteMs / 1000 });

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
  app.use(sessionRequired(sessions, cookie));

  // The website's editing, the phone alerts and the privacy requests are the owner's.
  ownerOnlyAreas(app);
  // The team is the owner's too. Only its API is guarded: staff who open the page get the dashboard, which shows
  // the API's refusal inside it, with the way back (admin/shell/not-found.tsx).
  for (const path of TEAM_PATHS) app.use(path, ownerOnly(TEAM_OWNER_ONLY));
  // Sensitive steps ask for the second factor again when the last check is old: after the
  // owner checks, so staff are told the page is the owner's, not asked for a code.
  stepUp.guard(app);

  // Per-account limits on the website's uploads and saves, after the owner check.
  const uploads = accountLimit(UPLOADS, clock);
  const saves = accountLimit(SAVES, clock);
  app.on("POST", "/api/site/photos", uploads);
  app.on("POST", ["/api/site/content", `/api/site/revisions/:id{${ID_PATTERN}}/restore`], saves);

  // The dashboard's pages are one React app: each of its paths answers the same shell. The website's editor (owner
  // only, above) is among them.
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
  app.route("/api/team", team);
  app.route("/api/account", accountRoutes(account));
  app.route("/api/step-up", stepUp.routes());

  // The owner's writes that can take real space (a photo, a whole document, a whole site) wait while the disk is
  // nearly full, so what is left goes to customers' quotes, which nothing here refuses.
  app.on(
    "POST",
    ["/api/site/photos", "/api/site/content", `/api/site/revisions/:id{${ID_PATTERN}}/restore`, "/api/site/builds"],
    disk.guard,
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

  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));
  app.all("*", (c) => {
    // The site's own rule (server/http/app.ts): /admin/ and /admin/spam/ are /admin and /admin/spam.
    if (c.req.method === "GET" && c.req.path.endsWith("/")) return c.redirect(c.req.path.replace(/\/+$/, ""), 308);
    return c.text("Not found", 404);
  });

  /** This request's session token, if it is a standing owner's session: the public site's preview asks. */
  const ownerSession = (c: Context<AdminEnv>) => {
    const token = cookie(c).read();
    const found = sessions.get(token);
    return found && "user" in found && found.user.role === "owner" ? token : undefined;
  };
  const previewDir = previewDirFor({ builds, hops, ownerSession, clock });

  return { app, leads, users, content, ownerMedia, previewDir };
}
