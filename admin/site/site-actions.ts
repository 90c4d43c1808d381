import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { api, ApiError } from "../shell/api";
import {
  buildsState,
  restoredAnswer,
  revisionsAnswer,
  type Build,
  type BuildsState,
  type Revision,
} from "../../shared/api/site";

/** Roll back's target when the site before the first build went live was the repository's own (server/site/builds.ts). */
export const SEED = "seed";
export type Seed = typeof SEED;

/** The builds' and revisions' answers' types, for the pages this module loads. */
export type { Build, BuildsState, Revision };

export const siteLoader = async ({ request }: LoaderFunctionArgs) => {
  const [builds, history] = await Promise.all([
    api("site/builds", { signal: request.signal, expect: buildsState }),
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
