import type { SiteContent } from "../content/document";
import { reviewsShown } from "../content/view";
import { distinctServices } from "../lib/content-rules";
import { pageMeta } from "../lib/seo/meta";

export function reviewsPage(doc: SiteContent) {
  const reviews = reviewsShown(doc);
  return {
    meta: pageMeta({
      title: "Customer Reviews: 5-Star Rated Plumbers",
      description:
        "Read what Auckland home owners, landlords and businesses say about our plumbers: 100+ verified 5-star reviews for leak detection, emergency callouts and more.",
      path: "/reviews",
      keywords: ["plumber reviews Auckland", "5 star plumber", "South Auckland plumber reviews"],
    }),
    verifiedReviews: doc.claims.verifiedReviews,
    reviews,
    services: distinctServices(reviews),
  };
}
