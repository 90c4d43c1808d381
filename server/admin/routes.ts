import path from "node:path";
import type { Logger } from "../log.ts";
import { Hono, type Context } from "hono";
import { readSiteEnv, type SiteEnv } from "../../config/env.ts";
import type { Business } from "../config.ts";
import type { QuoteStore } from "../db.ts";
import { loadDashboardBuild } from "./build.ts";
import { accountRoutes } from "./account.ts";
import { alertRoutes } from "./alerts.ts";
import { phoneSettings, type PhoneSettings } from "../ntfy.ts";
import { deliveryRoutes } from "./deliveries.ts";
import { createAccountNotices, type AccountNotices } from "./notices.ts";
import { ID_PATTERN } from "../../shared/leads/lead-fields.ts";
import { leadRoutes } from "./lead-routes.ts";
import type { Leads } from "./leads.ts";
import { overview } from "./overview.ts";
import { fieldSpeed } from "./vitals.ts";
import type { AdminEnv } from "./cookies.ts";
import {
  bodyLimits,
  dashboardHeaders,
  ownerOnlyAreas,
  sameSiteOnly,
  sessionCookie,
  sessionRequired,
} from "./guards.ts";
import { createSessions, type SessionTimes } from "./sessions.ts";
import { createStepUp } from "./step-up.ts";
import { proxyHops } from "../client-address.ts";
import { signInRoutes } from "./sign-in.ts";
import { passwordResetRoutes } from "./password-reset-routes.ts";
import { TEAM_OWNER_ONLY, TEAM_PATHS, teamRoutes } from "./team-routes.ts";
import { ownerOnly } from "../site/roles.ts";
import type { User, Users } from "./users.ts";
import { createReviewRequests, type ReviewRequests } from "../review-request.ts";
import { createContentStore, reportSeedState, seedFromSite, type ContentStore } from "../site/content-store.ts";
import { mediaExists } from "../site/media-check.ts";
import { contentRoutes } from "../site/content-routes.ts";
import { privacyRoutes } from "./privacy.ts";
import { createOwnerMedia, type OwnerMedia } from "../site/owner-media.ts";
import { photoRoutes } from "../site/photo-routes.ts";
import { createPhotoUse } from "../site/photo-use.ts";
import { accountLimit, SAVES, UPLOADS } from "./account-limits.ts";
import type { PhotoOptions } from "../photos.ts";
import { DEFAULT_OWNER_MEDIA_QUOTA_BYTES, DEFAULT_PHOTO_OPTIONS } from "../config.ts";
import { buildRoutes, previewDirFor } from "../site/build-routes.ts";
import type { Builds } from "../site/builds.ts";
import type { DiskWatch } from "../disk-space.ts";
import { publishedContent } from "../site/content-store.ts";

export interface DashboardOptions {
  /** The built dashboard (build/admin). */
  adminDir: string;
  session: SessionTimes;
  /** Every account must pass a second factor (ADMIN_REQUIRE_2FA); true unless turned off. */
  requireSecondFactor?: boolean;
  /** The bytes the owner's website photos may take (OWNER_MEDIA_QUOTA_BYTES); 2 GiB unless given. */
  mediaQuotaBytes?: number;
  /**
   * The dashboard's clock: one-time codes, sessions and the age of their last check (server/admin/step-up.ts); the
   * real one unless a test sets it.
   */
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
  /** DATA_DIR's free space (server/disk-space.ts): below its floor the owner's big writes are refused. */
  disk?: Pick<DiskWatch, "guard">;
}

/**
 * The leads dashboard under /admin: sign-in, the pages (one React app) and their JSON API. Each concern is its own
 * module; this only puts them in order: the guards every request passes (server/admin/guards.ts), the sign-in
 * (server/admin/sign-in.ts), then, behind the session check, the pages, the owner-only areas and each API.
 */
export function createAdminApp(options: AdminOptions) {
  const { store, business, log, leads, users } = options;
  const hops = proxyHops(options.trustProxy);
  const sessions = createSessions(store.db, options.session, options.clock);
  const build = loadDashboardBuild(options.adminDir);
  const notices = options.notices ?? createAccountNotices({ business, log });
  const ownerMedia = options.ownerMedia ?? createOwnerMedia({ dataDir: store.dataDir, log });
  const content =
    options.content ??
    createContentStore(
      store.db,
      seedFromSite(options.site ?? readSiteEnv({})),
      mediaExists(ownerMedia),
      // Old revisions are pruned, never one a kept build was made from.
      () => options.builds?.revisions() ?? [],
    );
  reportSeedState(content, log);
  const reviews = options.reviews ?? createReviewRequests({ store, mailOn: false });
  const phone = options.phone ?? phoneSettings(() => store.db, undefined);
  const requireSecondFactor = options.requireSecondFactor ?? true;
  const cookie = (c: Context<AdminEnv>) => sessionCookie(c, hops, options.session.absoluteMs);
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
    now: options.clock,
  };
  /** The Security page's and the step-up's: the account's own changes and checks. */
  const account = {
    ...accounts,
    sessionTimes: options.session,
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

  signInRoutes(app, { ...accounts, build, sessionMaxAgeS: options.session.absoluteMs / 1000 });
  // The Team page (server/admin/team-routes.ts): its invite links' page is reached before any session, as the
  // sign-in is; its API is mounted below, behind the session and owner checks.
  const team = teamRoutes(app, { ...accounts, build, sessionMaxAgeS: options.session.absoluteMs / 1000 });
  // A forgotten password (server/admin/password-reset-routes.ts): its pages are reached before any session too.
  passwordResetRoutes(app, { ...accounts, build, sessionMaxAgeS: options.session.absoluteMs / 1000 });

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

  // The website's editing, the phone alerts and the privacy requests are the owner's (server/admin/guards.ts).
  ownerOnlyAreas(app);
  // The team is the owner's too. Only its API is guarded: staff who open the page get the dashboard, which shows
  // the API's refusal inside it, with the way back (admin/pages/not-found.tsx).
  for (const path of TEAM_PATHS) app.use(path, ownerOnly(TEAM_OWNER_ONLY));
  // Sensitive steps ask for the second factor again when the last check is old (server/admin/step-up.ts): after the
  // owner checks, so staff are told the page is the owner's, not asked for a code.
  stepUp.guard(app);

  // Per-account limits on the website's uploads and saves (server/admin/account-limits.ts), after the owner check.
  const uploads = accountLimit(UPLOADS, options.clock);
  const saves = accountLimit(SAVES, options.clock);
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
    return c.json({ email, business: business.name, role });
  });
  // The leads, the spam quarantine and the customers' photos (server/admin/lead-routes.ts).
  app.route("/api", leadRoutes({ store, leads, reviews, log }));
  app.get("/api/overview", (c) => c.json(overview(store.db, new Date(), store.officeHours())));
  app.get("/api/vitals", (c) => c.json(fieldSpeed(store.db)));
  app.route("/api/deliveries", deliveryRoutes(store, log.raw));
  app.route("/api/alerts", alertRoutes({ phone, business, log, now: options.clock }));
  app.route("/api/privacy", privacyRoutes({ store, log: log.raw }));
  app.route("/api/team", team);
  app.route("/api/account", accountRoutes(account));
  app.route("/api/step-up", stepUp.routes());

  // The owner's writes that can take real space (a photo, a whole document, a whole site) wait while the disk is
  // nearly full, so what is left goes to customers' quotes, which nothing here refuses (server/disk-space.ts).
  if (options.disk)
    app.on(
      "POST",
      ["/api/site/photos", "/api/site/content", `/api/site/revisions/:id{${ID_PATTERN}}/restore`, "/api/site/builds"],
      options.disk.guard,
    );

  // The owner's content and revisions (server/site/content-routes.ts). The builds mount beside it, at
  // /api/site/builds and /api/site/rollback, before the catch-all below.
  app.route("/api/site", contentRoutes({ content, log }));
  // The owner's photos for the website (server/site/photo-routes.ts): /api/site/photos, owner only like the rest.
  app.route(
    "/api/site",
    photoRoutes({
      media: ownerMedia,
      quotaBytes: options.mediaQuotaBytes ?? DEFAULT_OWNER_MEDIA_QUOTA_BYTES,
      // Kept revisions (0, the seed, among them) and builds' content: what a deletion must leave.
      uses: createPhotoUse({
        db: store.db,
        seed: () => content.get(0)!.content,
        buildsDir: path.join(store.dataDir, "builds"),
      }),
      log,
      photos: options.photos ?? DEFAULT_PHOTO_OPTIONS,
    }),
  );
  if (options.builds)
    app.route(
      "/",
      buildRoutes({
        builds: options.builds,
        head: () => publishedContent(content),
        seed: () => content.get(0)!.content,
        hops,
        log,
        clock: options.clock,
      }),
    );

  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));
  app.all("*", (c) => {
    // The site's own rule (server/app.ts): /admin/ and /admin/spam/ are /admin and /admin/spam.
    if (c.req.method === "GET" && c.req.path.endsWith("/")) return c.redirect(c.req.path.replace(/\/+$/, ""), 308);
    return c.text("Not found", 404);
  });

  /** This request's session token, if it is a standing owner's session: the public site's preview asks (server/app.ts). */
  const ownerSession = (c: Context<AdminEnv>) => {
    const token = cookie(c).read();
    const found = sessions.get(token);
    return found && "user" in found && found.user.role === "owner" ? token : undefined;
  };
  const previewDir = options.builds
    ? previewDirFor({ builds: options.builds, hops, ownerSession, clock: options.clock })
    : undefined;

  return { app, leads, users, content, ownerMedia, previewDir };
}
