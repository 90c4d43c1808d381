import type { OfficeHours } from "../../shared/office-hours.ts";
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

/**
 * The office hours as data (shared/office-hours.ts): the page writes them "Mon-Fri 7AM-6PM" and "Sat-Sun 8AM-5PM", and
 * the home form's 30 minutes are counted within them (server/answer-by.ts). The emergency line answers at any hour.
 */
export const seedHours: OfficeHours = {
  office: [
    { days: [1, 2, 3, 4, 5], opens: "07:00", closes: "18:00" },
    { days: [6, 0], opens: "08:00", closes: "17:00" },
  ],
  emergency247: true,
};

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
  hours: seedHours,
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
