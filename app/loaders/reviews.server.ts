import type { SiteContent } from "../content/document";
import { pagesOf, reviewsShown } from "../content/view";
import { distinctServices } from "../lib/content-rules";
import { pageMeta } from "../lib/seo/meta";

export function reviewsPage(doc: SiteContent) {
  const reviews = reviewsShown(doc);
  const pages = pagesOf(doc);
  return {
    meta: pageMeta({ ...pages.search.reviews, path: "/reviews" }),
    hero: pages.heroes.reviews,
    closing: pages.sections.reviewsCta,
    verifiedReviews: doc.claims.verifiedReviews,
    reviews,
    services: distinctServices(reviews),
  };
}
