import type { SiteContent } from "../content/document";
import { pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";

export function aboutPage(doc: SiteContent) {
  const pages = pagesOf(doc);
  const { badges, ...about } = pages.about;
  return {
    meta: pageMeta({ ...pages.search.about, path: "/about" }),
    hero: pages.heroes.about,
    badges,
    about,
  };
}
