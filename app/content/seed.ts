import type { OwnerSettings } from "../../config/env";
import { seedAreas } from "./areas.ts";
import { seedClaims } from "./claims.ts";
import { CONTENT_VERSION, type OwnerArea, type OwnerService, type SiteContent } from "./document.ts";
import { seedFaqPage, seedHomeFaqs } from "./faqs.ts";
import { seedReviews } from "./reviews.ts";
import { seedServices } from "./services.ts";

/** An id from a name, for the seed's reviews: "Tama W." → "tama-w". */
const idFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The words of each of the repository's services, in its order: what the owner may edit of them. */
export const seedServiceWords = (): OwnerService[] =>
  seedServices.map(({ slug, title, cardTitle, subtitle, description, mobileDescription, longDescription }) => ({
    slug,
    title,
    cardTitle,
    subtitle,
    description,
    mobileDescription,
    longDescription,
  }));

/** Each of the repository's areas' description, in its order. */
export const seedAreaWords = (): OwnerArea[] => seedAreas.map(({ slug, description }) => ({ slug, description }));

/**
 * The repository's content as the owner's first revision (docs/decisions/012-owner-editing.md): what a fresh clone
 * builds, with the business settings from .env. A build of this document is the site exactly as `npm run build`
 * makes it from the repository.
 */
export function seedContent(settings: OwnerSettings): SiteContent {
  const faqs = [...seedFaqPage, ...seedHomeFaqs].filter(
    (faq, i, all) => all.findIndex((other) => other.id === faq.id) === i,
  );
  return {
    version: CONTENT_VERSION,
    settings,
    claims: {
      rating: seedClaims.rating,
      reviewCount: seedClaims.reviewCount,
      ratingBanner: seedClaims.ratingBanner,
      ratingBadge: seedClaims.ratingBadge,
      verifiedReviews: seedClaims.verifiedReviews,
      footerRating: seedClaims.footerRating,
      structuredRating: { ...seedClaims.structuredRating },
      yearsTrading: seedClaims.yearsTrading,
      serviceAreas: seedClaims.serviceAreas,
      hours: { weekdays: seedClaims.hours.weekdays, weekends: seedClaims.hours.weekends },
    },
    reviews: seedReviews.map((review) => ({ id: idFrom(review.name), ...review, hidden: false })),
    faqs: faqs.map(({ id, question, answer }) => ({ id, question, answer })),
    faqPage: seedFaqPage.map((faq) => faq.id),
    homeFaqs: seedHomeFaqs.map((faq) => faq.id),
    services: seedServiceWords(),
    areas: seedAreaWords(),
  };
}
