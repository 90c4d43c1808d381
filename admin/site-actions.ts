import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { api, ApiError } from "./api";
import { buildsAnswer, restoredAnswer, revisionsAnswer } from "./site-answers";

/** One build of the site from a revision (server/site/builds.ts), as GET /admin/api/site/builds lists it. */
export interface Build {
  id: string;
  revision: number;
  by: string;
  startedAt: string;
  finishedAt: string | null;
  state: "running" | "ready" | "failed";
  error: string | null;
  /**
   * What going live with this build would change on the live site, in the server's words ("This puts back: the phone
   * 09 555 0142, 3 reviews fewer."): Go live asks first with them. Null where it asks nothing.
   */
  changes?: string | null;
}

/** Roll back's target when the site before the first build went live was the repository's own (server/site/builds.ts). */
export const SEED = "seed";
export type Seed = typeof SEED;

export interface BuildsState {
  /** The id of the build the public site is answered from; null while the repository's own build is. */
  live: string | null;
  /** The build a roll back returns to: its id, SEED for the repository's own build, or null for none. */
  previous: string | null;
  building: Build | null;
  builds: Build[];
}

export interface Revision {
  id: number;
  savedAt: string;
  savedBy: string;
  summary: string;
}

export const siteLoader = async ({ request }: LoaderFunctionArgs) => {
  const [builds, history] = await Promise.all([
    api("site/builds", { signal: request.signal, expect: buildsAnswer }),
    api("site/revisions", { signal: request.signal, expect: revisionsAnswer }),
  ]);
  return { builds, revisions: history.revisions };
};

export type SiteIntent = "build" | "live" | "rollback" | "restore";

export interface SiteResult {
  intent: SiteIntent;
  error?: string;
  done?: boolean;
  /** After a restore: the new revision made from the old one. */
  revision?: number;
}

/** The Website page's changes, each one call to the API: build, put a build live, roll back, restore a revision. */
export async function siteAction({ request }: ActionFunctionArgs): Promise<SiteResult> {
  const form = await request.formData();
  const intent = form.get("intent") as SiteIntent;
  const id = encodeURIComponent(String(form.get("id")));
  try {
    switch (intent) {
      case "build":
        await api("site/builds", { method: "POST" });
        return { intent, done: true };
      case "live":
        await api(`site/builds/${id}/live`, { method: "POST" });
        return { intent, done: true };
      case "rollback":
        await api("site/rollback", { method: "POST" });
        return { intent, done: true };
      case "restore": {
        const restored = await api(`site/revisions/${id}/restore`, { method: "POST", expect: restoredAnswer });
        return { intent, done: true, revision: restored.revision };
      }
      default:
        return { intent, error: "Unknown action." };
    }
  } catch (error) {
    if (error instanceof ApiError) return { intent, error: error.message };
    if (error instanceof TypeError)
      return { intent, error: "Could not reach the server. Check the connection and try again." };
    throw error;
  }
}
