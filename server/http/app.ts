import { Hono, type Context } from "hono";
import { createAdminApp } from "./dashboard.ts";
import { clientFacts, proxyHops } from "../core/client-address.ts";
import { photoOptions, type ServerParts } from "./compose.ts";
import { isFormPost } from "../core/content-type.ts";
import { formPageContentSecurityPolicy, messagePage } from "../quotes/form-pages.ts";
import { siteStylesheets } from "../site/site-stylesheets.ts";
import { securityHeaders } from "../core/headers.ts";
import { healthRoute } from "./health.ts";
import { newErrorId } from "../core/log.ts";
import { createPhotoInbox } from "../core/photos.ts";
import { MAX_BODY_BYTES } from "../core/limits.ts";
import { QUOTE_PATH, quoteRoutes } from "../quotes/quote-handler.ts";
import { createRateLimiter } from "../core/rate-limit.ts";
import { reviewOptOutRoutes } from "../delivery/review-opt-out.ts";
import { REVIEW_OPT_OUT_PATH } from "../quotes/review-request.ts";
import { createLiveSite } from "../site/live-site.ts";
import { VITALS_PATH, VITALS_PER_MINUTE, vitalsRoutes } from "../dashboard/vitals.ts";

type Env = { Bindings: { incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } } } };

/** A request a person's browser made as a page or a form post: it is answered with a page, never with JSON. */
const wantsPage = (c: Context) =>
  isFormPost(c) || (c.req.method === "GET" && /\btext\/html\b/.test(c.req.header("accept") ?? ""));

/**
 * The public server: the quote route, the field-speed reports, the review opt-out, the health check, the dashboard
 * under /admin when the configuration has one, and the live site's files. It builds no part of its own: each comes
 * from `composeServer`.
 */
export function createApp(parts: ServerParts) {
  const { config, store, business, log, reviews, disk, dashboard } = parts;
  const app = new Hono<Env>();
  const builds = dashboard?.builds;
  const photoInbox = createPhotoInbox({ ...photoOptions(config), maxFieldBytes: MAX_BODY_BYTES });
  const limiter = createRateLimiter(config.rateLimitPerMinute);

  const hops = proxyHops(config.trustProxy);
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

  // The live build's stylesheet, so the pages answering form posts look like the site.
  const stylesheets = () => siteStylesheets(builds?.liveDir() ?? config.siteDir);
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
    const onDashboard = /^\/admin(\/|$)/.test(c.req.path);
    const sorry = onDashboard
      ? "Something went wrong on the server. Please try again."
      : "Something went wrong on our side. Please call us instead.";
    if (!wantsPage(c)) return c.json({ error: sorry, errorId }, 500);
    const now = business.current();
    const message = onDashboard ? sorry : `${sorry} ${now.phone}`;
    return page(c, messagePage("Something went wrong", message, now, errorId, stylesheets()), 500);
  });

  app.route("/healthz", healthRoute(store, disk));

  app.route(
    QUOTE_PATH,
    quoteRoutes({
      store,
      photoInbox,
      clientAddress: (c) => clientFacts(c, hops).address,
      rateLimit: (address) => limiter.hit(address),
      minFillMs: config.minFillMs,
      business,
      log,
      page,
      stylesheets,
    }),
  );

  // Real visitors' speed: rate-limited unless the quote route's limit is off (tests, benchmarks).
  app.route(
    VITALS_PATH,
    vitalsRoutes({
      db: store.db,
      clientAddress: (c) => clientFacts(c, hops).address,
      perMinute: config.rateLimitPerMinute && VITALS_PER_MINUTE,
    }),
  );

  // The review email's opt-out link: public, like the quote route.
  app.route(REVIEW_OPT_OUT_PATH, reviewOptOutRoutes({ reviews, business, log }));

  if (dashboard) {
    const admin = createAdminApp(parts, dashboard);
    app.route("/admin", admin.app);
    previewDir = admin.previewDir;
  }

  // The live build, or the repository's own (SITE_DIR) until the owner makes one live. The data folder is never
  // served, even if it were misplaced inside the site folder (config.ts refuses that); the builds live inside it
  // and are served only through the live pointer.
  const serveSite = createLiveSite({
    seedDir: config.siteDir,
    liveDir: () => builds?.liveDir(),
    keptDirs: () => builds?.keptDirs() ?? [],
    previewDir: (c) => previewDir?.(c),
    exclude: [store.dataDir],
    siteEnv: config.site,
  });
  app.on(["GET", "HEAD"], "*", serveSite);

  app.all("*", (c) => {
    c.header("Allow", "GET, HEAD");
    return c.text("Method not allowed", 405);
  });

  return app;
}
