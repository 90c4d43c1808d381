import { z } from "zod";
import { ownerSettingsSchema } from "../../config/env.ts";
import { areaNames, serviceNames } from "./names.ts";

/**
 * The content the owner edits from the dashboard (docs/decisions/012-owner-editing.md), as one versioned document:
 * the business settings, the claims the pages make, the reviews, the questions, and the text of the services and the
 * areas (the repository keeps their slugs, order, pictures and everything else). The repository's content is its
 * seed (app/content/seed.ts); the inbox keeps every saved revision (server/site/content-store.ts), and a build from
 * the dashboard reads the published one (app/content/published.ts). The same schemas check a save and a build.
 * Owner text is text: it is rendered by React and serialised into JSON-LD escaped, never as markup.
 */

/** Raised when the document's shape changes; server/site/migrate-content.ts brings older revisions up to it. */
export const CONTENT_VERSION = 2;

const text = (max: number) => z.string().trim().min(1, "Type something here.").max(max, `At most ${max} characters.`);
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens only.");

const ownerReviewSchema = z.object({
  id,
  name: text(60),
  /** Shown as given: 1 to 5 stars. */
  rating: z.number().int().min(1, "From 1 to 5 stars.").max(5, "From 1 to 5 stars."),
  service: text(60),
  text: text(600),
  /** Taken down: kept in the content (and its history) but not on the site. */
  hidden: z.boolean(),
});

const ownerFaqSchema = z.object({ id, question: text(160), answer: text(1200) });

const ownerClaimsSchema = z.object({
  rating: text(10),
  reviewCount: text(20),
  ratingBanner: text(80),
  ratingBadge: text(60),
  verifiedReviews: text(80),
  footerRating: text(80),
  structuredRating: z.object({
    value: z.number().min(1, "From 1 to 5.").max(5, "From 1 to 5."),
    count: z.number().int().min(1, "At least one review.").max(1_000_000),
  }),
  yearsTrading: text(40),
  serviceAreas: text(40),
  hours: z.object({ weekdays: text(60), weekends: text(60) }),
});

/** One service's words; which services there are, their order and the rest of each stay the repository's. */
const ownerServiceSchema = z.object({
  slug: z.string(),
  title: text(60),
  /** The /services card's title, where it differs ("Plumbing Inspection Services"). */
  cardTitle: text(60),
  subtitle: text(160),
  description: text(300),
  mobileDescription: text(120),
  longDescription: text(1200),
});

/** One area's description (the /areas card and the area's own page); the areas themselves stay the repository's. */
const ownerAreaSchema = z.object({ slug: z.string(), description: text(300) });

interface Named {
  slug: string;
  name: string;
}

const siteContentSchema = z
  .object({
    version: z.literal(CONTENT_VERSION),
    settings: ownerSettingsSchema,
    claims: ownerClaimsSchema,
    reviews: z.array(ownerReviewSchema).max(500),
    /** Every question once; the two pages list theirs by id, in their own order. */
    faqs: z.array(ownerFaqSchema).max(200),
    faqPage: z.array(id),
    homeFaqs: z.array(id),
    /**
     * Every service of the repository once, by slug: the owner edits their text, never which there are (the check
     * below names an unknown, repeated or missing one; the bound only stops an absurd list before it).
     */
    services: z.array(ownerServiceSchema).max(serviceNames.length * 2),
    /** Every area of the repository once, by slug, likewise. */
    areas: z.array(ownerAreaSchema).max(areaNames.length * 2),
  })
  .superRefine((doc, ctx) => {
    const unique = (list: { id: string }[], path: string) => {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [path, i, "id"], message: "Used twice." });
        seen.add(item.id);
      });
    };
    unique(doc.reviews, "reviews");
    unique(doc.faqs, "faqs");
    const questions = new Set(doc.faqs.map((f) => f.id));
    for (const list of ["faqPage", "homeFaqs"] as const)
      doc[list].forEach((ref, i) => {
        if (!questions.has(ref)) ctx.addIssue({ code: "custom", path: [list, i], message: "No such question." });
      });
    // The repository's services and areas, each exactly once: an unknown, repeated or missing one is refused.
    const repository = (list: { slug: string }[], path: string, known: readonly Named[], kind: string) => {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        if (!known.some((k) => k.slug === item.slug))
          ctx.addIssue({ code: "custom", path: [path, i, "slug"], message: `No such ${kind}.` });
        else if (seen.has(item.slug)) ctx.addIssue({ code: "custom", path: [path, i, "slug"], message: "Used twice." });
        seen.add(item.slug);
      });
      for (const k of known)
        if (!seen.has(k.slug)) ctx.addIssue({ code: "custom", path: [path], message: `${k.name} is missing.` });
    };
    repository(
      doc.services,
      "services",
      serviceNames.map(({ slug, title }) => ({ slug, name: title })),
      "service",
    );
    repository(doc.areas, "areas", areaNames, "area");
    if (!doc.reviews.some((r) => !r.hidden))
      ctx.addIssue({ code: "custom", path: ["reviews"], message: "Keep at least one review on the site." });
  });

export type SiteContent = z.output<typeof siteContentSchema>;
export type OwnerReview = z.output<typeof ownerReviewSchema>;
export type OwnerFaq = z.output<typeof ownerFaqSchema>;
export type OwnerClaims = z.output<typeof ownerClaimsSchema>;
export type OwnerService = z.output<typeof ownerServiceSchema>;
export type OwnerArea = z.output<typeof ownerAreaSchema>;

/** A field's problem, in words, at its place in the document ("reviews.3.text"): what the editor shows beside it. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** The document when it is valid, or every problem by field. */
export function checkContent(
  input: unknown,
): { ok: true; content: SiteContent } | { ok: false; problems: FieldProblem[] } {
  const result = siteContentSchema.safeParse(input);
  if (result.success) return { ok: true, content: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  };
}
