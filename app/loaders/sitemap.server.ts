import type { SiteContent } from "../content/document";
import { sitePages } from "../content/site-pages";
import { pageMeta } from "../lib/seo/meta";

const groups = ["Main", "Services", "Projects", "Service Areas", "Information"] as const;

export function sitemapPage(doc: SiteContent) {
  const pages = sitePages(doc);
  return {
    meta: pageMeta({
      title: "Sitemap",
      description:
        "Every page of our website in one list: services, projects, service areas, reviews, FAQ, quotes and our policies.",
      path: "/sitemap",
      keywords: ["sitemap", "plumbing services Auckland", "plumber service areas"],
    }),
    groups: groups.map((group) => ({
      group,
      pages: pages.filter((p) => p.group === group).map(({ path, title }) => ({ path, title })),
    })),
  };
}
