import { Hono, type Context } from "hono";
import type { SiteContent } from "../../app/content/document.ts";
import { clientFacts, type ProxyHops } from "../client-address.ts";
import { cookieJar, type AdminEnv } from "../admin/cookies.ts";
import type { Logger } from "../log.ts";
import { BUILD_ID, BuildError, type Builds } from "./builds.ts";

/** The owner's preview of a build: the public paths answered from it while this cookie and a session stand. */
const PREVIEW_COOKIE = "leads_preview";
/** A preview lasts as long as a working session might: an hour, or until Exit preview. */
const PREVIEW_MAX_AGE_S = 3_600;

export interface BuildRoutesOptions {
  builds: Builds;
  /** The newest revision of the owner's content (server/site/content-store.ts): what a build is made from. */
  head: () => { revision: number; content: SiteContent };
  hops: ProxyHops;
  log: Logger;
}

/**
 * /admin/api/site/builds and /admin/api/site/rollback (docs/decisions/012-owner-editing.md), and /admin/preview:
 * behind the dashboard's session, Origin and owner checks (server/admin/routes.ts). Mounted at /admin.
 */
export function buildRoutes(options: BuildRoutesOptions) {
  const { builds, log } = options;
  const app = new Hono<AdminEnv>();
  const refused = (c: Context<AdminEnv>, error: unknown) => {
    if (error instanceof BuildError) return c.json({ error: error.message }, error.status);
    throw error;
  };
  const state = () => ({ ...builds.pointer(), building: builds.running() ?? null, builds: builds.list() });

  app.get("/api/site/builds", (c) => c.json(state()));

  app.post("/api/site/builds", (c) => {
    const { revision, content } = options.head();
    try {
      const build = builds.start(content, revision, c.get("user").email);
      return c.json({ build }, 202);
    } catch (error) {
      return refused(c, error);
    }
  });

  app.post(`/api/site/builds/:id{${BUILD_ID}}/live`, (c) => {
    try {
      builds.goLive(c.req.param("id"));
      log.info("site went live", { build: c.req.param("id"), user: c.get("user").email });
      return c.json(state());
    } catch (error) {
      return refused(c, error);
    }
  });

  app.post("/api/site/rollback", (c) => {
    try {
      builds.rollBack();
      log.info("site rolled back", { user: c.get("user").email });
      return c.json(state());
    } catch (error) {
      return refused(c, error);
    }
  });

  // The preview: the real pages at their real addresses, from a finished build, for this browser only.
  app.get("/preview/exit", (c) => {
    cookieJar(c, clientFacts(c, options.hops).https).clear(PREVIEW_COOKIE);
    return c.redirect("/admin/site", 303);
  });
  app.get(`/preview/:id{${BUILD_ID}}`, (c) => {
    const id = c.req.param("id");
    if (!builds.clientDir(id)) return c.text("There is no finished build with that id.", 404);
    cookieJar(c, clientFacts(c, options.hops).https).write(PREVIEW_COOKIE, id, PREVIEW_MAX_AGE_S);
    return c.redirect("/", 303);
  });

  for (const [path, allow] of [
    ["/api/site/builds", "GET, HEAD, POST"],
    [`/api/site/builds/:id{${BUILD_ID}}/live`, "POST"],
    ["/api/site/rollback", "POST"],
  ] as const)
    app.all(path, (c) => {
      c.header("Allow", allow);
      return c.json({ error: "Method not allowed." }, 405);
    });

  return app;
}

/**
 * The build a public request previews: the preview cookie names a finished build and the same browser's dashboard
 * session stands, for an owner (`isOwner`, from the session cookie). Anything else is the live site.
 */
export function previewDirFor(options: {
  builds: Builds;
  hops: ProxyHops;
  /** Whether this request's session cookie is a standing owner's session (server/admin/routes.ts). */
  isOwner: (c: Context<AdminEnv>) => boolean;
}) {
  return (c: Context): string | undefined => {
    const admin = c as unknown as Context<AdminEnv>;
    const id = cookieJar(admin, clientFacts(admin, options.hops).https).read(PREVIEW_COOKIE);
    if (!id || !new RegExp(`^${BUILD_ID}$`).test(id) || !options.isOwner(admin)) return undefined;
    return options.builds.clientDir(id);
  };
}
