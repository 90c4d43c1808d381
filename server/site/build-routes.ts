import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import type { SiteContent } from "../../app/content/document.ts";
import { clientFacts, type ProxyHops } from "../core/client-address.ts";
import { cookieJar, type AdminEnv } from "../accounts/cookies.ts";
import type { Logger } from "../core/log.ts";
import { changedPage, goLiveWords, liveChanges } from "./build-changes.ts";
import { BUILD_ID, BuildError, type BuildInfo, type Builds } from "./builds.ts";
import type { BuildsState } from "../../shared/api/site.ts";

/** The owner's preview of a build: the public paths answered from it while this cookie and a session stand. */
const PREVIEW_COOKIE = "leads_preview";
/**
 * A preview is a look before going live, not a way of browsing: it ends after 15 minutes, by the cookie's Max-Age and
 * by the server's check of when it started (signed into the cookie), so a copied cookie does not outlive it either.
 */
const PREVIEW_MAX_AGE_S = 15 * 60;

/**
 * The preview cookie's value: the build's id, when the preview started (ms, base 36) and an HMAC of both keyed by the
 * session's own token, so it cannot be made longer, moved to another build or used with another session.
 */
const previewValue = (id: string, startedAt: number, session: string) => {
  const said = `${id}.${startedAt.toString(36)}`;
  return `${said}.${createHmac("sha256", session).update(said).digest("base64url")}`;
};
const PREVIEW_VALUE = new RegExp(`^(${BUILD_ID})\\.([0-9a-z]{1,12})\\.([A-Za-z0-9_-]{43})$`);

/** The build a preview cookie names, if its signature holds for `session` and it started under 15 minutes ago. */
function readPreview(value: string | undefined, session: string, now: number): string | undefined {
  const found = value && PREVIEW_VALUE.exec(value);
  if (!found) return undefined;
  const [, id, started] = found as unknown as [string, string, string];
  const startedAt = parseInt(started, 36);
  const expected = Buffer.from(previewValue(id, startedAt, session));
  const given = Buffer.from(value);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return now >= startedAt && now - startedAt < PREVIEW_MAX_AGE_S * 1000 ? id : undefined;
}

/** A path of the public site to come back to after the bar's buttons, never the dashboard or another site. */
const sitePath = (path: unknown) =>
  typeof path === "string" && /^\/(?![/\\])[^\\\s]*$/.test(path) && !/^\/admin(?:[/?]|$)/.test(path) ? path : "/";

export interface BuildRoutesOptions {
  builds: Builds;
  /** The newest revision of the owner's content: what a build is made from. */
  head: () => { revision: number; content: SiteContent };
  /** The seed's content (revision 0): what the repository's own build, live until a build is made live, shows. */
  seed: () => SiteContent;
  hops: ProxyHops;
  log: Logger;
  /** The server's clock (ms); a test fixes it. */
  clock?: () => number;
}

/**
 * /admin/api/site/builds and /admin/api/site/rollback (docs/decisions/012-owner-editing.md), and /admin/preview:
 * behind the dashboard's session, Origin and owner checks. Mounted at /admin.
 */
export function buildRoutes(options: BuildRoutesOptions) {
  const { builds, log } = options;
  const now = options.clock ?? Date.now;
  const app = new Hono<AdminEnv>();
  const refused = (c: Context<AdminEnv>, error: unknown) => {
    if (error instanceof BuildError) return c.json({ error: error.message }, error.status);
    throw error;
  };
  const liveContent = () => {
    const { live } = builds.pointer();
    return (live && builds.content(live)) || options.seed();
  };
  // What Go live with a build would change, in words, for the dashboard's question: null where it asks nothing (the
  // live build, an unfinished one, and the newest when its content is the live site's). Builds never change and the
  // live one only by a swap, so each answer is kept per build, live and previous build and whether it is the newest.
  const said = new Map<string, string | null>();
  const changesOf = (build: BuildInfo, list: BuildInfo[], pointer: ReturnType<Builds["pointer"]>) => {
    if (build.state !== "ready" || build.id === pointer.live) return null;
    const newest = list.find((b) => b.state === "ready")?.id === build.id;
    const key = `${build.id} ${pointer.live} ${pointer.previous} ${newest}`;
    if (said.has(key)) return said.get(key)!;
    const content = builds.content(build.id);
    if (!content) return null;
    const changes = liveChanges(liveContent(), content);
    const older = build.id === pointer.previous || (pointer.live !== null && build.id < pointer.live);
    const words = changes.length === 0 && newest ? null : goLiveWords(changes, older);
    if (said.size >= 200) said.clear();
    said.set(key, words);
    return words;
  };
  const state = (): BuildsState => {
    const pointer = builds.pointer();
    const list = builds.list();
    return {
      ...pointer,
      building: builds.running() ?? null,
      builds: list.map((build) => ({ ...build, changes: changesOf(build, list, pointer) })),
    };
  };

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

  // The preview: the real pages at their real addresses, from a finished build, for this browser only, each with the
  // preview's bar, whose buttons post here as plain forms.
  const jar = (c: Context<AdminEnv>) => cookieJar(c, clientFacts(c, options.hops).https);
  const formPath = async (c: Context<AdminEnv>) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    return sitePath(form.path);
  };
  app.get("/preview/exit", (c) => {
    jar(c).clear(PREVIEW_COOKIE);
    return c.redirect("/admin/site", 303);
  });
  app.post("/preview/exit", async (c) => {
    jar(c).clear(PREVIEW_COOKIE);
    return c.redirect(await formPath(c), 303);
  });
  app.post(`/preview/:id{${BUILD_ID}}/live`, async (c) => {
    const path = await formPath(c);
    try {
      builds.goLive(c.req.param("id"));
    } catch (error) {
      return refused(c, error);
    }
    log.info("site went live", { build: c.req.param("id"), user: c.get("user").email, from: "preview" });
    jar(c).clear(PREVIEW_COOKIE);
    return c.redirect(path, 303);
  });
  app.get(`/preview/:id{${BUILD_ID}}`, (c) => {
    const id = c.req.param("id");
    const content = builds.content(id);
    if (!builds.clientDir(id) || !content) return c.text("There is no finished build with that id.", 404);
    jar(c).write(PREVIEW_COOKIE, previewValue(id, now(), c.get("session")), PREVIEW_MAX_AGE_S);
    // The page the change is about, where the owner would look first.
    return c.redirect(changedPage(liveContent(), content), 303);
  });

  for (const [path, allow] of [
    ["/api/site/builds", "GET, HEAD, POST"],
    [`/api/site/builds/:id{${BUILD_ID}}/live`, "POST"],
    ["/api/site/rollback", "POST"],
    [`/preview/:id{${BUILD_ID}}/live`, "POST"],
  ] as const)
    app.all(path, (c) => {
      c.header("Allow", allow);
      return c.json({ error: "Method not allowed." }, 405);
    });

  return app;
}

/**
 * The build a public request previews: the preview cookie names a finished build, was signed for this browser's
 * dashboard session, which stands, for an owner (`ownerSession`, from the session cookie), and started under 15
 * minutes ago. Anything else is the live site.
 */
export function previewDirFor(options: {
  builds: Builds;
  hops: ProxyHops;
  /** This request's session token, if its session cookie is a standing owner's session. */
  ownerSession: (c: Context<AdminEnv>) => string | undefined;
  clock?: () => number;
}) {
  const now = options.clock ?? Date.now;
  return (c: Context): { id: string; dir: string } | undefined => {
    const admin = c as unknown as Context<AdminEnv>;
    const value = cookieJar(admin, clientFacts(admin, options.hops).https).read(PREVIEW_COOKIE);
    if (!value) return undefined;
    const session = options.ownerSession(admin);
    const id = session === undefined ? undefined : readPreview(value, session, now());
    const dir = id && options.builds.clientDir(id);
    return id && dir ? { id, dir } : undefined;
  };
}
