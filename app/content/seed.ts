import type { OwnerSettings } from "../../config/env";
import { seedAreas } from "./areas.ts";
import { seedClaims, seedHours } from "./claims.ts";
import { CONTENT_VERSION, type OwnerArea, type OwnerProject, type OwnerService, type SiteContent } from "./document.ts";
import { captionFromPath } from "../lib/caption.ts";
import { seedFaqPage, seedHomeFaqs } from "./faqs.ts";
import { seedProjectList } from "./projects.ts";
import { seedReviews } from "./reviews.ts";
import { seedServices } from "./services.ts";
import { slugFrom } from "../../shared/slug.ts";

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
 * The repository's projects as the owner edits them: all published, with no former addresses, each photo with the
 * caption the site shows for it (a plain path's from its file name).
 */
export const seedProjects = (): OwnerProject[] =>
  seedProjectList.map((project) => ({
    ...structuredClone(project),
    formerSlugs: [],
    published: true,
    gallery: project.gallery.map((entry) =>
      typeof entry === "string" ? { image: entry, caption: captionFromPath(entry) } : { ...entry },
    ),
  }));

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
      hours: structuredClone(seedHours),
    },
    reviews: seedReviews.map((review) => ({ id: slugFrom(review.name), ...review, hidden: false })),
    faqs: faqs.map(({ id, question, answer }) => ({ id, question, answer })),
    faqPage: seedFaqPage.map((faq) => faq.id),
    homeFaqs: seedHomeFaqs.map((faq) => faq.id),
    services: seedServiceWords(),
    areas: seedAreaWords(),
    projects: seedProjects(),
  };
}
