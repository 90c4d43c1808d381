import { Hono, type Context } from "hono";
import { readSiteEnv, type SiteEnv } from "../config/env.ts";
import { createLeads, type Leads } from "./admin/leads.ts";
import { createAdminApp, type DashboardOptions } from "./admin/routes.ts";
import { clientFacts, proxyHops } from "./client-address.ts";
import { isFormPost } from "./content-type.ts";
import { createUsers, type Users } from "./admin/users.ts";
import type { AccountNotices } from "./admin/notices.ts";
import { businessOf, DEFAULT_PHOTO_OPTIONS, type Business } from "./config.ts";
import type { QuoteStore } from "./db.ts";
import { formPageContentSecurityPolicy, messagePage } from "./form-pages.ts";
import { siteStylesheets } from "./site-stylesheets.ts";
import { securityHeaders } from "./headers.ts";
import { healthRoute } from "./health.ts";
import { createDiskWatch, DEFAULT_DISK_THRESHOLDS, type DiskWatch } from "./disk-space.ts";
import { logger, newErrorId, stdoutLog, type Log, type Logger } from "./log.ts";
import type { PhoneSettings } from "./ntfy.ts";
import { createPhotoInbox, type PhotoOptions } from "./photos.ts";
import { MAX_BODY_BYTES } from "./limits.ts";
import { QUOTE_PATH, quoteRoutes } from "./quote-handler.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { reviewOptOutRoutes } from "./review-opt-out.ts";
import { createReviewRequests, REVIEW_OPT_OUT_PATH, type ReviewRequests } from "./review-request.ts";
import { DEFAULT_MIN_FILL_MS } from "./spam.ts";
import { createBuilds, type Builds } from "./site/builds.ts";
import { createLiveSite } from "./site/live-site.ts";
import { liveHours } from "./site/live-hours.ts";
import { VITALS_PATH, VITALS_PER_MINUTE, vitalsRoutes } from "./vitals.ts";
import { createOwnerMedia, type OwnerMedia } from "./site/owner-media.ts";

export interface AppOptions {
  siteDir: string;
  store: QuoteStore;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  /** A submission sooner than this after the page loaded is treated as automated (server/spam.ts). */
  minFillMs?: number;
  /** Photos with a quote (multipart form posts); by default DEFAULT_PHOTO_OPTIONS (server/config.ts). */
  photos?: Partial<Omit<PhotoOptions, "maxFieldBytes">>;
  /** The build's variables (server/config.ts reads them); by default the sample values of config/env.ts. */
  site?: SiteEnv;
  /** Shown on the pages answering form posts; by default from `site`. */
  business?: Business;
  log?: Log;
  /** The owner's leads dashboard under /admin (server/admin/); without it /admin is an unknown path. */
  dashboard?: DashboardOptions;
  /** The dashboard's leads and accounts, built once by server/main.ts; built here from `store` when not given. */
  leads?: Leads;
  users?: Users;
  /** Notices to an account after a change to how it signs in (server/admin/notices.ts); logged only without it. */
  notices?: AccountNotices;
  /** Where the site is built from the owner's content (the repository); by default the one this server is in. */
  projectDir?: string;
  /** The build command, for tests that stand in for `react-router build` (server/site/builds.ts). */
  buildCommand?: { file: string; args: string[] };
  /** The site's builds (`siteBuilds`), made by server/main.ts so that shutting down stops one under way. */
  builds?: Builds;
  /** The owner's photos for the website (server/site/owner-media.ts); made here in DATA_DIR/media when not given. */
  ownerMedia?: OwnerMedia;
  /** Review requests and their opt-out (server/review-request.ts); made here, unable to send email, when not given. */
  reviews?: ReviewRequests;
  /** The phone alerts' settings (server/ntfy.ts) the dashboard shows and changes; made there when not given. */
  phone?: PhoneSettings;
  /**
   * DATA_DIR's free space (server/disk-space.ts), made and started by server/main.ts with its thresholds and the
   * owner's alert; made here with the default thresholds and no alert when not given.
   */
  disk?: DiskWatch;
}

type Env = { Bindings: { incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } } } };

/** A request a person's browser made as a page or a form post: it is answered with a page, never with JSON. */
const wantsPage = (c: Context) =>
  isFormPost(c) || (c.req.method === "GET" && /\btext\/html\b/.test(c.req.header("accept") ?? ""));

/**
 * The site's builds (server/site/builds.ts), told what is live from the start: the live build's business settings
 * are what lead emails and the pages answering form posts say, and its office hours what every lead's answer-by time
 * is counted by (`business` is the object they all hold).
 */
export function siteBuilds(options: {
  dataDir: string;
  seedDir?: string;
  business: Business;
  site: SiteEnv;
  log: Logger;
  projectDir?: string;
  command?: { file: string; args: string[] };
}): Builds {
  const { business, site } = options;
  const builds = createBuilds({
    ...options,
    onLive: (live) =>
      Object.assign(
        business,
        live ? businessOf({ ...site, ...live.content.settings }, liveHours(live.content)) : businessOf(site),
      ),
  });
  builds.announce();
  return builds;
}

export function createApp(options: AppOptions) {
  const app = new Hono<Env>();
  const site = options.site ?? readSiteEnv({});
  const business = options.business ?? businessOf(site);
  const log = logger(options.log ?? stdoutLog);
  // The owner's builds of the site (docs/decisions/012-owner-editing.md), with the dashboard that makes them.
  const builds =
    options.builds ??
    (options.dashboard
      ? siteBuilds({
          dataDir: options.store.dataDir,
          seedDir: options.siteDir,
          business,
          site,
          log,
          projectDir: options.projectDir,
          command: options.buildCommand,
        })
      : undefined);
  // The owner's photos for the website's projects, one store per server: the dashboard uploads into it, the content
  // check asks it which /media/owner/ paths exist, the builds read it (SITE_MEDIA, server/site/builds.ts).
  const ownerMedia =
    options.ownerMedia ?? (options.dashboard ? createOwnerMedia({ dataDir: options.store.dataDir, log }) : undefined);
  const photoInbox = createPhotoInbox({ ...DEFAULT_PHOTO_OPTIONS, ...options.photos, maxFieldBytes: MAX_BODY_BYTES });
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  const reviews = options.reviews ?? createReviewRequests({ store: options.store, mailOn: false });
  const disk =
    options.disk ?? createDiskWatch({ dataDir: options.store.dataDir, thresholds: DEFAULT_DISK_THRESHOLDS, log });

  const hops = proxyHops(options.trustProxy);
  let previewDir: ((c: Context) => { id: string; dir: string } | undefined) | undefined;

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const { https } = clientFacts(c, hops);
    for (const [name, value] of Object.entries(securityHeaders({ https }))) c.header(name, value);
    log.raw({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  // The live build's stylesheet, so the pages answering form posts look like the site (server/form-pages.ts).
  const stylesheets = () => siteStylesheets(builds?.liveDir() ?? options.siteDir);
  const page = (c: Context, body: string, status: 200 | 400 | 413 | 415 | 429 | 500 | 503) => {
    c.header("Content-Security-Policy", formPageContentSecurityPolicy);
    return c.html(body, status);
  };

  // Errors answer in the form of the request: a page to a browser's page or form post, JSON to a script. Either
  // carries only a generic sentence and the error's id; the cause (message and stack) goes to the log under that id.
  app.onError((error, c) => {
    const errorId = newErrorId();
    log.error("request failed", {
      errorId,
      method: c.req.method,
      path: c.req.path,
      error: error.message,
      stack: error.stack,
    });
    // A visitor is pointed to the phone; the owner, on the dashboard and its sign-in pages, to trying again.
    const dashboard = /^\/admin(\/|$)/.test(c.req.path);
    const sorry = dashboard
      ? "Something went wrong on the server. Please try again."
      : "Something went wrong on our side. Please call us instead.";
    if (!wantsPage(c)) return c.json({ error: sorry, errorId }, 500);
    const message = dashboard ? sorry : `${sorry} ${business.phone}`;
    return page(c, messagePage("Something went wrong", message, business, errorId, stylesheets()), 500);
  });

  app.route("/healthz", healthRoute(options.store, disk));

  app.route(
    QUOTE_PATH,
    quoteRoutes({
      store: options.store,
      photoInbox,
      clientAddress: (c) => clientFacts(c, hops).address,
      rateLimit: (address) => limiter.hit(address),
      minFillMs: options.minFillMs ?? DEFAULT_MIN_FILL_MS,
      business,
      log,
      page,
      stylesheets,
    }),
  );

  // Real visitors' speed (server/vitals.ts): rate-limited unless the quote route's limit is off (tests, benchmarks).
  app.route(
    VITALS_PATH,
    vitalsRoutes({
      db: options.store.db,
      clientAddress: (c) => clientFacts(c, hops).address,
      perMinute: options.rateLimitPerMinute && VITALS_PER_MINUTE,
    }),
  );

  // The review email's opt-out link: public, like the quote route (server/review-opt-out.ts).
  app.route(REVIEW_OPT_OUT_PATH, reviewOptOutRoutes({ reviews, business, log }));

  if (options.dashboard) {
    const { trustProxy, store } = options;
    const leads = options.leads ?? createLeads(store);
    const users = options.users ?? createUsers(store.db);
    const { notices } = options;
    const admin = createAdminApp({
      ...options.dashboard,
      site,
      store,
      leads,
      users,
      trustProxy,
      business,
      log,
      notices,
      builds,
      ownerMedia,
      reviews,
      phone: options.phone,
      disk,
      // The owner's uploads are held to the quote path's limits on pixels, decoded size and upload rate.
      photos: photoInbox.options,
    });
    app.route("/admin", admin.app);
    previewDir = admin.previewDir;
  }

  // The live build, or the repository's own (SITE_DIR) until the owner makes one live. The data folder is never
  // served, even if it were misplaced inside the site folder (config.ts refuses that); the builds live inside it
  // and are served only through the live pointer.
  const serveSite = createLiveSite({
    seedDir: options.siteDir,
    liveDir: () => builds?.liveDir(),
    keptDirs: () => builds?.keptDirs() ?? [],
    previewDir: (c) => previewDir?.(c),
    exclude: [options.store.dataDir],
    siteEnv: site,
  });
  app.on(["GET", "HEAD"], "*", serveSite);

  app.all("*", (c) => {
    c.header("Allow", "GET, HEAD");
    return c.text("Method not allowed", 405);
  });

  return app;
}
