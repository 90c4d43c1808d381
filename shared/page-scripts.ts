import type { IslandName } from "./island-names.ts";

/**
 * What only some pages have for the page script to enhance, each built as an inline script of its own and written
 * only into the pages that have it (app/root.tsx `routeExtras`), so no other page carries its bytes: every page's
 * HTML must fit a new connection's first round trip (docs/performance.md). Each is built from
 * app/enhance/page-NAME.ts, and the build fails for a page that has what one enhances but not its script
 * (scripts/build/finish-build.ts `extraMarkers`).
 */
export const pageExtraNames = ["reviews", "videos", "not-found"] as const;
export type PageExtra = (typeof pageExtraNames)[number];

/**
 * The browser's scripts as the build makes them (config/islands-build.ts), for the root to render into every page as
 * it is pre-rendered (app/page-scripts.ts, app/root.tsx) and for the build to record for each page's
 * Content-Security-Policy (scripts/build/finish-build.ts).
 */
export interface PageScripts {
  /** Each island's entry module, as the URL the browser imports it from (hashed, long-cached). */
  entries: Record<IslandName, string>;
  /** The island loader (app/lib/islands/loader-entry.ts): one self-contained classic script, inlined as it is. */
  loader: string;
  /** The page script (app/enhance/page.ts): one self-contained classic script, inlined as it is. */
  page: string;
  /** The scripts only some pages need (`pageExtraNames`), each one self-contained classic script. */
  extras: Record<PageExtra, string>;
  /**
   * The page analytics (app/lib/analytics/page-entry.ts), imported by every page after first paint
   * (app/enhance/analytics.ts). Built with the islands, so the form islands share its event code.
   */
  analytics: string;
}
