import {
  CLAIM_PLACEHOLDER,
  type OwnerArea,
  type OwnerFaq,
  type OwnerPhoto,
  type OwnerProject,
  type OwnerReview,
  type SiteContent,
} from "./document.ts";
import { areaNames } from "./names.ts";

/**
 * The content document as the pages read it: each a plain function of the one document the build was given,
 * so a loader is a function of the document, and a test passes it any
 * document it likes. Nothing here holds content of its own: that is the document's (app/content/site.json).
 */

/** A customer's words as a page shows them. */
export interface Review {
  name: string;
  rating: number;
  service: string;
  text: string;
}
export type Faq = OwnerFaq;
export type GalleryItem = OwnerPhoto;
export type Service = SiteContent["services"][number];
export type DedicatedArea = SiteContent["suburbPages"][number];
/** An area with its name (`areaNames` keeps which areas there are, and what the forms call them). */
export type Area = OwnerArea & { name: string };
/** A project on the site: shown, with the words its cover's picture says. */
export type Project = Omit<OwnerProject, "published" | "formerSlugs">;

/** The claims the pages make, and the two sentences that promise an answer, made from them. */
export function claimsOf(doc: Pick<SiteContent, "claims">) {
  const claims = doc.claims;
  return {
    ...claims,
    contactPromise: {
      homeForm: `We'll contact you ${claims.homeResponse}.`,
      quotePage: `We review every request and contact you ${claims.quoteResponse}.`,
    },
  };
}
export type Claims = ReturnType<typeof claimsOf>;

/** `value` with every claim it names ("{yearsTrading}") in the claim's words: what the page shows. */
function withClaims<T>(value: T, claims: Claims): T {
  if (typeof value === "string")
    return value.replace(CLAIM_PLACEHOLDER, (named, name: string) => {
      const claim = (claims as Record<string, unknown>)[name];
      return typeof claim === "string" ? claim : named;
    }) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withClaims(item, claims)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withClaims(item, claims)])) as T;
  return value;
}

/** The pages' own sections' words (the home hero, the About section, ...), each claim they name stated. */
export const pagesOf = (doc: SiteContent): SiteContent["pages"] => withClaims(doc.pages, claimsOf(doc));

/** The words a page shows of a list of customers' words: those not taken down, in its order. */
const shown = (list: readonly OwnerReview[]): Review[] =>
  list.filter((review) => !review.hidden).map(({ name, rating, service, text }) => ({ name, rating, service, text }));

/** The reviews /reviews shows. */
export const reviewsShown = (doc: SiteContent): Review[] => shown(doc.reviews);

/** The home page's testimonials, from their own list. */
export const homeTestimonials = (doc: SiteContent): Review[] => shown(doc.homeTestimonials);

/** A page's questions, by id and in the page's order. */
const questions = (doc: SiteContent, ids: readonly string[]): Faq[] =>
  ids.flatMap((ref) => doc.faqs.find((faq) => faq.id === ref) ?? []);
export const faqPageItems = (doc: SiteContent): Faq[] => questions(doc, doc.faqPage);
export const homeFaqItems = (doc: SiteContent): Faq[] => questions(doc, doc.homeFaqs);

export const findService = (doc: SiteContent, slug: string | undefined): Service | undefined =>
  doc.services.find((s) => s.slug === slug);

export function areaName(slug: string): string {
  const found = areaNames.find((a) => a.slug === slug);
  if (!found) throw new Error(`Unknown area slug: ${slug}`);
  return found.name;
}

/** Every area, with its name: each has a page (/areas/<slug>), its own or the shared one. */
export const areasOf = (doc: SiteContent): Area[] => doc.areas.map((a) => ({ ...a, name: areaName(a.slug) }));

export const findArea = (doc: SiteContent, slug: string | undefined): Area | undefined =>
  areasOf(doc).find((a) => a.slug === slug);

export const findDedicatedArea = (doc: SiteContent, slug: string | undefined): DedicatedArea | undefined =>
  doc.suburbPages.find((page) => page.slug === slug);

/**
 * The projects the site shows, in their order: unpublished ones are kept in the document but have no page. What the
 * cover shows, left empty, is its caption, else the title.
 */
export const projectsShown = (doc: SiteContent): Project[] =>
  doc.projects
    .filter((project) => project.published)
    .map(({ published: _published, formerSlugs: _formerSlugs, ...project }) => ({
      ...project,
      imageAlt:
        project.imageAlt || project.gallery.find((photo) => photo.image === project.image)?.caption || project.title,
    }));

export const findProject = (doc: SiteContent, slug: string | undefined): Project | undefined =>
  projectsShown(doc).find((p) => p.slug === slug);

/**
 * Former addresses of the projects the site shows, each to its project's address now: a renamed page answers its old
 * address with a permanent redirect (scripts/build/finish-build.ts writes them into _redirects).
 */
export const projectRedirects = (doc: SiteContent): { from: string; to: string }[] =>
  doc.projects
    .filter((project) => project.published)
    .flatMap((project) =>
      project.formerSlugs.map((slug) => ({ from: `/project/${slug}`, to: `/project/${project.slug}` })),
    );

/** How many projects the portfolio features at the top of /projects (spec section 9). */
export const FEATURED_PROJECT_COUNT = 3;
