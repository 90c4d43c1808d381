import type { SiteContent } from "../content/document";
import { claimsOf, pagesOf, reviewsShown, type Review } from "../content/view";
import { confirmationText } from "../../shared/forms/quote-fields";
import { pageMeta } from "../lib/seo/meta";

export function quotePageData(doc: SiteContent) {
  const claims = claimsOf(doc);
  const reviews = reviewsShown(doc);
  const pages = pagesOf(doc);
  // The content keeps at least one review on the site, so one is always found.
  const [featured] = [...reviews.filter((r) => r.service === "Leak Detection"), ...reviews] as [Review, ...Review[]];
  return {
    meta: pageMeta({
      ...pages.search.quote,
      path: "/quote",
    }),
    hero: pages.heroes.quote,
    benefits: pages.quote.benefits,
    stepsHeading: pages.sections.quoteSteps,
    emergency: pages.sections.quoteEmergency,
    steps: pages.quote.steps,
    testimonial: { text: featured.text, author: featured.name, detail: featured.service },
    confirmation: confirmationText("quote", claims),
  };
}
