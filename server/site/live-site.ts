import type { Context } from "hono";
import type { SiteEnv } from "../../config/env.ts";
import { createStaticSite } from "./static.ts";
import { previewBar, previewResponse } from "./preview-bar.ts";

type ServeSite = (c: Context) => Promise<Response>;

export interface LiveSiteOptions {
  /** The repository's own build (SITE_DIR): served until the owner makes a build of their own live. */
  seedDir: string;
  /** The live build's site folder now, or undefined for the seed. */
  liveDir: () => string | undefined;
  /** The other builds' site folders, newest first: where a hashed asset of a page from before a swap is found. */
  keptDirs: () => string[];
  /** The build this request previews (the owner's preview cookie with a session that stands), if any. */
  previewDir?: (c: Context) => { id: string; dir: string } | undefined;
  /** Folders never served from the repository's build (the data folder). */
  exclude: readonly string[];
  siteEnv: SiteEnv;
}

/**
 * Hashed, immutable assets, at any depth under /assets/ (the islands' chunks are in assets/islands/, the page
 * analytics in assets/page/): the same name is the same bytes in every build, so any build may answer one. Each
 * build's static server confines what it answers to its own folder, so a path that climbs out
 * ("..", encoded or not) is answered 404 by every build.
 */
const HASHED_ASSET = /^\/assets\/(?:[^/]+\/)*[^/]+$/;

/**
 * The public site as it is live now (docs/decisions/012-owner-editing.md): each request reads the live folder once
 * and is answered wholly from it, so a swap lands between two requests and never inside one. A page from the build
 * before a swap names assets by hash; one the new build lacks is answered from the builds kept beside it, so a
 * visitor mid-visit never gets a page without its script or style. One static server per folder, made on first use.
 */
export function createLiveSite(options: LiveSiteOptions) {
  const servers = new Map<string, ServeSite>();
  const serverFor = (dir: string) => {
    let serve = servers.get(dir);
    if (!serve) {
      // Builds come and go (ten are kept): a server for one long pruned is forgotten.
      if (servers.size >= 32) servers.clear();
      // The data folder is never served from the repository's build (wherever it lies); a build in DATA_DIR/builds
      // is its own root, and the static server answers nothing outside its root.
      const exclude = dir === options.seedDir ? options.exclude : [];
      serve = createStaticSite(dir, { exclude, siteEnv: options.siteEnv });
      servers.set(dir, serve);
    }
    return serve;
  };

  return async function serveLive(c: Context): Promise<Response> {
    const preview = options.previewDir?.(c);
    const dir = preview?.dir ?? options.liveDir() ?? options.seedDir;
    if (preview) {
      // A preview is answered whole: never 304 against a copy the browser kept of the live page (the same build
      // previewed has the same ETag), which would show that copy without the bar.
      try {
        c.req.raw.headers.delete("if-none-match");
      } catch {
        // A request whose headers cannot change keeps them; the bar is then missing only on a revalidated page.
      }
    }
    const served = await serverFor(dir)(c);
    // Every previewed page carries the preview's bar, and no preview answer is kept.
    const response = preview
      ? await previewResponse(served, previewBar(preview.id, c.req.path), c.req.method === "HEAD")
      : served;
    if (response.status !== 404 || !HASHED_ASSET.test(c.req.path)) return response;
    for (const other of [...options.keptDirs(), options.seedDir]) {
      if (other === dir) continue;
      const found = await serverFor(other)(c);
      if (found.status !== 404) {
        await response.body?.cancel();
        return found;
      }
      await found.body?.cancel();
    }
    return response;
  };
}
