import type { SiteContent } from "../content/document";
import { termsSections } from "../content/legal";
import { pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

export function termsPage(doc: SiteContent) {
  const pages = pagesOf(doc);
  return {
    meta: pageMeta({ ...pages.search.terms, path: "/terms" }),
    hero: pages.heroes.terms,
    sections: termsSections(siteConfig.name),
  };
}
