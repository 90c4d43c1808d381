import type { SiteContent } from "../content/document";
import { privacySections } from "../content/legal";
import { pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

// LEADS_RETENTION_DAYS, injected by vite.config.ts (config/retention.ts). Read here only, at build time, so no
// page's JavaScript carries it.
declare const __LEADS_RETENTION_DAYS__: number | null;

export function privacyPage(doc: SiteContent) {
  const pages = pagesOf(doc);
  return {
    meta: pageMeta({ ...pages.search.privacy, path: "/privacy" }),
    hero: pages.heroes.privacy,
    sections: privacySections(
      siteConfig.name,
      siteConfig.email,
      siteConfig.phone,
      __LEADS_RETENTION_DAYS__ ?? undefined,
    ),
  };
}
