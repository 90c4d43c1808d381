import type { IslandName } from "./island-names.ts";

/**
 * The browser's scripts as the build makes them (config/islands-build.ts), for the root to render into every page as
 * it is pre-rendered (app/page-scripts.ts, app/root.tsx) and for the build to record for each page's
 * Content-Security-Policy (scripts/finish-build.ts).
 */
export interface PageScripts {
  /** Each island's entry module, as the URL the browser imports it from (hashed, long-cached). */
  entries: Record<IslandName, string>;
  /** The island loader (app/lib/islands/loader-entry.ts): one self-contained classic script, inlined as it is. */
  loader: string;
  /** The page script (app/enhance/page.ts): one self-contained classic script, inlined as it is. */
  page: string;
  /**
   * The page analytics (app/lib/analytics/page-entry.ts), imported by every page after first paint
   * (app/enhance/analytics.ts). Built with the islands, so the form islands share its event code.
   */
  analytics: string;
}
