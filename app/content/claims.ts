import { published } from "./published.ts";

/**
 * Business facts and claims, each written once. The spec states some numbers several ways (5.0 stars and 100+
 * reviews on the page, "over 120" in the banner, 4.9 from 143 in structured data; 1-2 hours in the FAQ and
 * 20-45 minutes in structured data); DECISIONS keeps each wording, here, so the owner reconciles them in one edit.
 */
/** How soon the business answers a /quote request (spec section 9), used in every sentence that promises it. */
const quoteResponse = "within 24 hours";
/** How soon the business answers a home-page request; the acknowledgement email makes the same promise. */
const homeResponse = "within 30 minutes during business hours";

/** The claims as the repository has them: the seed of the owner's content (app/content/seed.ts). */
export const seedClaims = {
  quoteResponse,
  homeResponse,
  rating: "5.0",
  reviewCount: "100+",
  ratingBanner: "Rated 5 Stars by over 120 customers",
  ratingBadge: "5.0 Stars | 100+ Reviews",
  verifiedReviews: "100+ verified 5-star reviews",
  footerRating: "5.0 from 100+ verified reviews",
  structuredRating: { value: 4.9, count: 143 },
  priceRange: "$$",
  yearsTrading: "over 15 years",
  serviceAreas: "15+ Service Areas",
  pipingWarranty: "20-50 year",
  drainGuarantee: "Drain blockage location 100% guaranteed, or it's free",
  tagline: "Licensed, insured 24/7 plumbers for all of Auckland, specialising in South Auckland.",
  hours: {
    weekdays: "Mon-Fri 7AM-6PM",
    weekends: "Sat-Sun 8AM-5PM",
    emergency: "Emergency service 24/7",
    /** What structured data says: open every day, all day. */
    structured: { opens: "00:00", closes: "23:59" },
    /**
     * The office hours the lines above say, as hours of the day in Auckland: the home form's 30 minutes are counted
     * within them (server/answer-by.ts). Keep them in step with `weekdays` and `weekends`.
     */
    office: { weekdays: { opens: 7, closes: 18 }, weekends: { opens: 8, closes: 17 } },
  },
  /**
   * The promises as durations, for the answer-by time of each lead (server/answer-by.ts): the home form's in office
   * hours, the /quote page's in plain hours, and an emergency's at any hour.
   */
  answerWithin: { homeOfficeMinutes: 30, quoteHours: 24, emergencyMinutes: 15 },
  /** The FAQ's reading, and the one the emergency-callouts FAQ structured data gives (spec section 9). */
  responseTimes: {
    faq: "1-2 hours",
    southAuckland: "20-30 minutes",
    elsewhere: "45 minutes",
  },
  contactPromise: {
    homeForm: `We'll contact you ${homeResponse}.`,
    quotePage: `We review every request and contact you ${quoteResponse}.`,
  },
  promises: [
    "Upfront pricing",
    "Licensed & insured plumbers",
    "Same-day service",
    "No call-out fees",
    "100% satisfaction guarantee",
    "Local family business",
  ],
} as const;

/** The claims the pages make: the repository's, with the owner's published ones laid over them when there are. */
export const claims = published
  ? {
      ...seedClaims,
      ...published.claims,
      hours: { ...seedClaims.hours, ...published.claims.hours },
    }
  : seedClaims;
