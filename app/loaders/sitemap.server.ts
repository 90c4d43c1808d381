import type { SiteContent } from "../content/document";
import { sitePages } from "../content/site-pages";
import { pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";

const groups = ["Main", "Services", "Projects", "Service Areas", "Information"] as const;

export function sitemapPage(doc: SiteContent) {
  const pages = sitePages(doc);
  const words = pagesOf(doc);
  return {
    meta: pageMeta({ ...words.search.sitemap, path: "/sitemap" }),
    hero: words.heroes.sitemap,
    groups: groups.map((group) => ({
      group,
      pages: pages.filter((p) => p.group === group).map(({ path, title }) => ({ path, title })),
    })),
  };
}
