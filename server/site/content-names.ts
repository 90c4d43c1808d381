import type { OwnerClaims, SiteContent } from "../../app/content/document.ts";

/**
 * The owner's settings and claims by the names the dashboard says them with: the revision history's summaries
 * and Go live's question name them alike.
 */
export const settingNames: Record<keyof SiteContent["settings"], string> = {
  BUSINESS_NAME: "business name",
  BUSINESS_PHONE: "phone",
  BUSINESS_FREEPHONE: "freephone",
  BUSINESS_EMAIL: "email address",
  SOCIAL_FACEBOOK_URL: "Facebook link",
  SOCIAL_INSTAGRAM_URL: "Instagram link",
  REVIEWS_URL: "reviews link",
  reviewLink: "review request link",
};

export const claimNames: Record<keyof OwnerClaims, string> = {
  rating: "rating",
  reviewCount: "review count",
  ratingBanner: "rating banner",
  ratingBadge: "rating badge",
  verifiedReviews: "verified reviews line",
  footerRating: "footer rating",
  structuredRating: "search results' rating",
  yearsTrading: "years trading",
  serviceAreas: "service areas",
  hours: "opening hours",
  quoteResponse: "quote answer promise",
  homeResponse: "home form answer promise",
  priceRange: "price range",
  pipingWarranty: "piping warranty",
  drainGuarantee: "drain guarantee",
  tagline: "tagline",
  answerWithin: "answer-by times",
  responseTimes: "response times",
  promises: "promises",
};
