import type { OwnerSettings } from "../../config/env";
import { seedAreas } from "./areas.ts";
import { seedClaims, seedHours } from "./claims.ts";
import {
  CONTENT_VERSION,
  type OwnerArea,
  type OwnerProject,
  type OwnerReview,
  type OwnerService,
  type OwnerSuburbPage,
  type SiteContent,
} from "./document.ts";
import { captionFromPath } from "../lib/caption.ts";
import { seedSuburbPages } from "./dedicated-areas.ts";
import { seedFaqPage, seedHomeFaqs } from "./faqs.ts";
import { suburbPageSlugs } from "./names.ts";
import { seedProjectList } from "./projects.ts";
import { seedHomeTestimonials, seedOwnerList, seedReviews } from "./reviews.ts";
import { seedServices } from "./services.ts";

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
 * What a customer said on each area's page that is the shared one (the seven suburbs with a page of their own have
 * theirs in `seedSuburbPages`), by slug: the customer's name, where, and their words.
 */
const seedAreaTestimonials = (): Map<string, NonNullable<OwnerArea["testimonial"]>> =>
  new Map(
    seedAreas
      .filter((area) => !(suburbPageSlugs as readonly string[]).includes(area.slug))
      .map(({ slug, testimonial: { name, location, text } }) => [slug, { name, location, text }]),
  );

/** The home page's six testimonials as the owner edits them: all shown, in the repository's order. */
export const seedHomeTestimonialList = (): OwnerReview[] => seedOwnerList(seedHomeTestimonials);

/**
 * The seven suburb pages' words, each trust card's "years trading" as `yearsTrading` says (the document's claim:
 * the page read it from there before the owner edited these pages; the repository's when not given).
 */
export const seedSuburbPageWords = (yearsTrading?: string): OwnerSuburbPage[] => seedSuburbPages(yearsTrading);

/** `areas` (the document's), each area on the shared page with the repository's testimonial where it has none. */
export const withAreaTestimonials = (areas: OwnerArea[]): OwnerArea[] => {
  const testimonials = seedAreaTestimonials();
  return areas.map((area) => {
    const testimonial = area.testimonial ?? testimonials.get(area.slug);
    return testimonial ? { ...area, testimonial } : area;
  });
};

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
    reviews: seedOwnerList(seedReviews),
    homeTestimonials: seedHomeTestimonialList(),
    faqs: faqs.map(({ id, question, answer }) => ({ id, question, answer })),
    faqPage: seedFaqPage.map((faq) => faq.id),
    homeFaqs: seedHomeFaqs.map((faq) => faq.id),
    services: seedServiceWords(),
    areas: withAreaTestimonials(seedAreaWords()),
    suburbPages: seedSuburbPageWords(seedClaims.yearsTrading),
    projects: seedProjects(),
  };
}
