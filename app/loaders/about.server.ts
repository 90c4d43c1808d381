import type { SiteContent } from "../content/document";
import { claimsOf, pagesOf } from "../content/view";
import { pageMeta } from "../lib/seo/meta";

export function aboutPage(doc: SiteContent) {
  const claims = claimsOf(doc);
  const { badges, ...about } = pagesOf(doc).about;
  return {
    meta: pageMeta({
      title: "About Us: Licensed Local Plumbers",
      description: `A local, family-run plumbing business with ${claims.yearsTrading} of trading: licensed and insured plumbers serving all of Auckland, 24/7, with a South Auckland focus.`,
      path: "/about",
      keywords: ["local plumber Auckland", "family plumbing business", "licensed plumbers South Auckland"],
    }),
    badges,
    about,
  };
}
