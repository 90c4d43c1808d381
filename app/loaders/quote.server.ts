import type { SiteContent } from "../content/document";
import { claimsOf, pagesOf, reviewsShown, type Review } from "../content/view";
import { confirmationText } from "../../shared/forms/quote-fields";
import { pageMeta } from "../lib/seo/meta";

export function quotePageData(doc: SiteContent) {
  const claims = claimsOf(doc);
  const reviews = reviewsShown(doc);
  const quoteCopy = pagesOf(doc).quote;
  // The content keeps at least one review on the site (app/content/document.ts), so one is always found.
  const [featured] = [...reviews.filter((r) => r.service === "Leak Detection"), ...reviews] as [Review, ...Review[]];
  return {
    meta: pageMeta({
      title: "Get a Free Plumbing Quote",
      description: `Request a free, no-obligation plumbing quote. Tell us what you need and we will review it and contact you ${claims.quoteResponse}. Emergencies: call us 24/7.`,
      path: "/quote",
      keywords: ["free plumbing quote Auckland", "plumber quote", "plumbing estimate"],
    }),
    benefits: quoteCopy.benefits,
    steps: quoteCopy.steps,
    testimonial: { text: featured.text, author: featured.name, detail: featured.service },
    intro: `Tell us about the job and a licensed plumber will come back to you ${claims.quoteResponse} with a clear, upfront price.`,
    confirmation: confirmationText("quote", claims),
  };
}
