import { z } from "zod";
import { optionalHttpsUrl, optionalOwnerTextField, ownerSettingsSchema, ownerTextField } from "../../config/env.ts";
import { iconNames } from "../../shared/icon-names.ts";
import { CLOCK_PATTERN, clockMinutes, DAY_NAMES } from "../../shared/office-hours.ts";
import {
  areaNames,
  completedDatePattern,
  projectDurations,
  projectTypes,
  serviceNames,
  suburbPageSlugs,
} from "./names.ts";

/**
 * The content the owner edits from the dashboard (docs/decisions/012-owner-editing.md), as one versioned document:
 * the business settings, the claims the pages make, the reviews, the questions, and the text of the services and the
 * areas (the repository keeps their slugs, order, pictures and everything else). The repository's content is its
 * seed; the inbox keeps every saved revision (server/site/content-store.ts), and a build from
 * the dashboard reads the one it was asked for (scripts/build/build-content.ts). The same schema checks a save and a build.
 * Owner text is text: it is rendered by React and serialised into JSON-LD escaped, never as markup.
 */

/** Raised when the document's shape changes; server/site/migrate-content.ts brings older revisions up to it. */
export const CONTENT_VERSION = 8;

/**
 * Owner text: one line, or several (the editor gives a field that keeps line
 * breaks a textarea, admin/site/site-answers.ts); characters that do not show removed either way.
 */
const text = (max: number) => ownerTextField(max);
const lines = (max: number) => ownerTextField(max, "lines");

/**
 * The editor's words for a field: its label, and where the site shows it (admin/site/site-answers.ts's `words` reads them,
 * with the field's limit and whether it keeps line breaks, from the field's schema). Words only: a field's shape,
 * limits and rules are the same with them or without. A yes-or-no field's words are its box's.
 */
export const editorWords = z.registry<{ label: string; hint?: string }>();
/** `schema` with its words, on a copy, so a schema used in several places (a link, a phone) keeps each one's own. */
function said<T extends z.ZodType>(schema: T, label: string, hint?: string): T {
  const copy = schema.clone();
  editorWords.add(copy, hint === undefined ? { label } : { label, hint });
  return copy;
}
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens only.");

const ownerReviewSchema = z.object({
  id,
  name: said(text(60), "Name", "As the customer agreed to be named, for example Tama W."),
  /** Shown as given: 1 to 5 stars. */
  rating: said(z.number().int().min(1, "From 1 to 5 stars.").max(5, "From 1 to 5 stars."), "Stars"),
  service: said(text(60), "Service", "What the job was, for example Leak Repair."),
  text: said(lines(600), "What they said"),
  /** Taken down: kept in the content (and its history) but not on the site. */
  hidden: said(z.boolean(), "Shown or hidden"),
});

const ownerFaqSchema = z.object({ id, question: said(text(160), "Question"), answer: said(lines(1200), "Answer") });

const clock = z.string().regex(CLOCK_PATTERN, "A time such as 07:00 or 17:30.");

/** Days open with the same hours: 0 is Sunday, 6 Saturday. */
const officeRowSchema = z
  .object({
    days: z
      .array(z.number().int().min(0, "A day of the week.").max(6, "A day of the week."))
      .min(1, "Pick at least one day.")
      .max(7),
    opens: clock,
    closes: clock,
  })
  .superRefine((row, ctx) => {
    if (
      CLOCK_PATTERN.test(row.opens) &&
      CLOCK_PATTERN.test(row.closes) &&
      clockMinutes(row.opens) >= clockMinutes(row.closes)
    )
      ctx.addIssue({ code: "custom", path: ["closes"], message: "Closing time must be after opening time." });
  });

/**
 * The office hours as data: each weekday in at most one row, a day in none closed. At least one day is open: the
 * home form promises an answer within 30 minutes of office hours (server/quotes/answer-by.ts).
 */
const hoursSchema = z
  .object({
    office: said(
      z.array(officeRowSchema).max(7),
      "Opening hours",
      "The days your office is open, and from when to when. The website lists them, and a request from the home page is due an answer within 30 minutes of them.",
    ),
    emergency247: said(
      z.boolean(),
      "24/7 emergency line",
      "The website says “Emergency service 24/7”, and search engines are told you answer every day, all day. Emergencies are due an answer in 15 minutes either way.",
    ),
  })
  .superRefine((hours, ctx) => {
    const seen = new Set<number>();
    hours.office.forEach((row, i) =>
      row.days.forEach((day, j) => {
        if (seen.has(day))
          ctx.addIssue({
            code: "custom",
            path: ["office", i, "days", j],
            message: `${DAY_NAMES[day] ?? "A day"} has two sets of hours.`,
          });
        seen.add(day);
      }),
    );
    if (hours.office.length === 0)
      ctx.addIssue({ code: "custom", path: ["office"], message: "Open at least one day a week." });
  });

/**
 * A photo of the site's media: the repository's (/media/projects/…) or one the owner uploaded, stored under its hash
 * (/media/owner/<hash>.jpg, server/site/owner-media.ts). A save naming one that does not exist is refused.
 */
const mediaSrc = z.string().regex(/^\/media\/[a-z0-9/_.-]+\.(jpg|jpeg|mp4)$/i, "A photo of the site's media.");

const ownerClaimsSchema = z.object({
  rating: said(text(10), "Star rating", "As the pages show it, for example 5.0."),
  reviewCount: said(text(20), "Number of reviews", "As the pages show it, for example 100+."),
  ratingBanner: said(text(80), "Rating banner", "The strip at the top of every page."),
  ratingBadge: said(text(60), "Rating badge", "Under the home page's heading."),
  verifiedReviews: said(text(80), "Verified reviews line", "On the reviews page."),
  footerRating: said(text(80), "Rating in the footer", "At the foot of every page."),
  structuredRating: said(
    z.object({
      value: said(
        z.number().min(1, "From 1 to 5.").max(5, "From 1 to 5."),
        "Average rating for search engines",
        "A number from 1 to 5, for example 4.9: what Google may show beside the site.",
      ),
      count: said(
        z.number().int().min(1, "At least one review.").max(1_000_000),
        "Number of reviews for search engines",
        "A whole number, for example 143.",
      ),
    }),
    "Rating for search engines",
  ),
  yearsTrading: said(text(40), "Years in business", "As a sentence reads it: over 15 years."),
  serviceAreas: said(text(40), "Service areas", "For example 15+ Service Areas."),
  hours: said(hoursSchema, "Opening hours"),
  /** How soon a /quote request is answered, as the sentences that promise it say it ("within 24 hours"). */
  quoteResponse: text(60),
  /** How soon a home-page request is answered; the acknowledgement email makes the same promise. */
  homeResponse: text(80),
  priceRange: text(10),
  pipingWarranty: text(30),
  drainGuarantee: text(120),
  /** The footer's line under the business name. */
  tagline: text(160),
  /**
   * The promises as durations, for the answer-by time of each lead (server/quotes/answer-by.ts): the home form's in office
   * hours, the /quote page's in plain hours, and an emergency's at any hour.
   */
  answerWithin: z.object({
    homeOfficeMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
    quoteHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 14),
    emergencyMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
  }),
  /** The FAQ's reading, and the ones the emergency-callouts structured data gives. */
  responseTimes: z.object({ faq: text(30), southAuckland: text(30), elsewhere: text(30) }),
  /** Why choose us, as a generic area page lists it. */
  promises: z.array(text(80)).min(1).max(10),
});

const icon = z.enum(iconNames);
/** A picture with the words a screen reader says for it ("" for one that only decorates). */
const picture = () => z.object({ src: mediaSrc, alt: optionalOwnerTextField(200) });

/**
 * One service, whole: its words, pictures, lists and call to action. Which services there are stays the
 * repository's (the quote forms offer them), so each is here once, by slug.
 */
const ownerServiceSchema = z.object({
  slug: z.string(),
  icon,
  title: said(text(60), "Name", "The heading of its page, and its name in the menus."),
  /** The /services card's title, where it differs ("Plumbing Inspection Services"). */
  cardTitle: said(
    text(60),
    "Name on the Services page",
    "The heading of its card on the Services page; often the same name.",
  ),
  subtitle: said(text(160), "Subtitle", "The line under the heading of its page."),
  description: said(
    lines(300),
    "Short description",
    "Its card on the home page and the Services page, and what search engines show for its page.",
  ),
  mobileDescription: said(
    text(120),
    "Short description on phones",
    "Its card on the home page, on a phone: a line or two.",
  ),
  features: z.array(text(80)).min(3, "Keep at least 3.").max(8, "At most 8."),
  mobileFeatures: z.array(text(40)).min(2, "Keep at least 2.").max(3, "At most 3."),
  longDescription: said(
    lines(1200),
    "Main description",
    "The text at the top of its page, also on its card on the Services page.",
  ),
  benefits: z.array(text(120)).min(3, "Keep at least 3.").max(8, "At most 8."),
  /** Drawn larger on the home page's grid. */
  highlight: z.boolean(),
  image: picture(),
  media: z.object({
    kind: z.enum(["image", "video"]),
    src: mediaSrc,
    poster: mediaSrc.optional(),
    alt: text(200),
  }),
  bullets: z.array(text(120)).min(3, "Keep at least 3.").max(8, "At most 8."),
  experience: text(30),
  warranty: text(30),
  priceFrom: z.number().int().min(1).max(100_000),
  testimonial: z.object({ text: lines(600), author: text(60), location: text(60) }),
  thermalComparisons: z
    .array(
      z.object({
        title: text(80),
        location: text(80),
        before: picture(),
        after: picture(),
        description: lines(400),
      }),
    )
    .max(6)
    .optional(),
  steps: z
    .array(z.object({ title: text(80), location: text(80), image: picture(), description: lines(400) }))
    .max(8)
    .optional(),
  faqs: z
    .array(z.object({ id, question: text(160), answer: lines(1200) }))
    .max(10)
    .optional(),
  cta: z.object({ title: text(80), text: lines(200), kind: z.enum(["quote", "emergency-call"]) }),
});

/** Words a project may go without ("" for none): its page leaves out what is empty. */
const optionalText = (max: number) => optionalOwnerTextField(max);
const optionalLines = (max: number) => optionalOwnerTextField(max, "lines");
/** A choice from a fixed list, or "" for none made. */
const optionalChoice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.enum(["", ...values] as ["", ...T[]], { error: message });

const ownerPhotoSchema = z.object({
  image: mediaSrc,
  caption: said(optionalText(140), "Caption", "Under the photo in the gallery, for example The new valve."),
});

/** A photo that can be a cover: a picture, not a video. */
const coverPattern = /^\/media\/[a-z0-9/_.-]+\.(jpg|jpeg)$/i;

/**
 * A project, whole: the owner adds, edits, reorders (the list's order is the site's), features and unpublishes them.
 * Its slug is its address (/project/<slug>); once saved, a new slug keeps the old one in `formerSlugs`, which answer
 * with a permanent redirect (server/site/slugs.ts). The repository's video and before-and-after pictures ride along.
 * A new one needs only a title and a photo: every other word and choice may be left empty (""), the cover is the
 * first photo until another is chosen, and blank highlights are dropped.
 */
const ownerProjectFields = z.object({
  /** Stable across renames: the editor's key and the conflict check's. */
  id: z.number().int().min(1).max(1_000_000),
  /** "" only while there is no title to make it from: the title's own problem then says what to do. */
  slug: said(
    z
      .string()
      .max(80, "At most 80 characters.")
      .refine((slug) => slug === "" || id.safeParse(slug).success, "Lower-case letters, digits and hyphens only."),
    "Page address",
  ),
  formerSlugs: z.array(id).max(50),
  /** Unpublished: kept in the content but not on the site (its page answers 404 and leaves the sitemap). */
  published: said(
    z.boolean(),
    "Hide from the website",
    "Tick to take it down: it stays here, but its page and its card leave the site.",
  ),
  featured: said(z.boolean(), "Featured", "The first three featured projects lead the Projects page."),
  title: said(text(90), "Title", "The heading of its page and of its card on the Projects page."),
  description: said(
    optionalLines(300),
    "Short description",
    "Under the title on its page and its card, and what search engines show for its page.",
  ),
  /** The cover: on the project's card and at the top of its page; "" is the first photo. */
  image: said(
    z
      .string()
      .refine(
        (src) => src === "" || coverPattern.test(src),
        "Add a photo and choose it as the cover (the first one is, at first).",
      ),
    "Cover photo",
    "On its card and at the top of its page.",
  ),
  /** "" is the cover photo's caption, else the title. */
  imageAlt: said(
    optionalText(160),
    "What the cover photo shows",
    "For people who cannot see it, and for search engines: for example, Thermal image of a wall with a cold streak where the leak was.",
  ),
  video: mediaSrc.optional(),
  beforeImage: mediaSrc.optional(),
  afterImage: mediaSrc.optional(),
  client: said(optionalText(80), "Client", "Who the job was for, as they agreed to be named, for example Homeowner."),
  projectType: said(
    optionalChoice(projectTypes, "Pick one of the kinds of job."),
    "Kind of job",
    "The badge on its card and its page.",
  ),
  isVideo: said(z.boolean(), "Play its video", "On its card and at the top of its page, in place of the cover photo."),
  duration: said(optionalChoice(projectDurations, "Pick how long it took."), "Duration", "How long the job took."),
  location: said(optionalText(60), "Location", "The suburb, for example Papakura."),
  completedDate: said(
    z
      .string()
      .refine((date) => date === "" || completedDatePattern.test(date), "A month and year, for example March 2025."),
    "Completed",
    "The month the job was finished.",
  ),
  gallery: said(
    z.array(ownerPhotoSchema).min(1, "Add at least one photo.").max(24, "At most 24 photos."),
    "Photos",
    "From 1 to 24, in the gallery on its page, each with a caption.",
  ),
  details: z.object({
    challenge: said(optionalLines(800), "The challenge", "What was wrong when you arrived."),
    solution: said(optionalLines(800), "Our solution", "What you did about it."),
    features: said(
      z
        .array(optionalText(120))
        .max(10, "At most 10 highlights.")
        .transform((features) => features.filter((feature) => feature !== "")),
      "Key features",
      "Short points, each ticked on its page, for example No walls opened up. Up to 10.",
    ),
  }),
  testimonial: said(
    z.object({
      text: said(lines(600), "Their words"),
      author: said(text(60), "Their name", "As they agreed to be named, for example Tama W."),
      rating: said(z.number().int().min(1, "From 1 to 5 stars.").max(5, "From 1 to 5 stars."), "Stars"),
    }),
    "What the customer said",
    "Beside the job's details on its page, if they agreed.",
  ).optional(),
});

const ownerProjectSchema = ownerProjectFields
  .superRefine((project, ctx) => {
    if (project.slug === "" && project.title !== "")
      ctx.addIssue({ code: "custom", path: ["slug"], message: "Give it a page address." });
    if (project.image === "" && project.gallery.length > 0 && !project.gallery.some((p) => coverPattern.test(p.image)))
      ctx.addIssue({ code: "custom", path: ["image"], message: "Add a photo to be the cover: a video cannot be." });
  })
  .transform((project) =>
    project.image !== ""
      ? project
      : { ...project, image: project.gallery.find((p) => coverPattern.test(p.image))?.image ?? "" },
  );

const nearby = z.object({ name: text(60), slug: id });

/**
 * One area, whole but its name (`areaNames` keeps which areas there are, and their names, for the forms):
 * the /areas card, and the shared area page, where a customer there is quoted (its stars stay five). The seven
 * suburbs with a page of their own show theirs instead (`suburbPages`).
 */
const ownerAreaSchema = z.object({
  slug: z.string(),
  /** Its name on the /areas index, where it differs ("Manukau City Centre"). */
  indexName: text(60),
  population: text(40),
  description: said(lines(300), "Description"),
  /** In the South Auckland priority zone. */
  priority: z.boolean(),
  /** Listed on /areas (every area has its page either way). */
  inIndex: z.boolean(),
  features: z.array(text(120)).min(3, "Keep at least 3.").max(8, "At most 8."),
  services: z.array(text(80)).min(4, "Keep at least 4.").max(12, "At most 12."),
  testimonial: said(
    z.object({
      name: said(text(60), "Their name", "As they agreed to be named, for example Sione F."),
      location: said(text(60), "Where they live", "After their name, for example Otara."),
      text: said(lines(600), "Their words"),
    }),
    "What a customer said",
    "Beside the area's details on its page, with five stars.",
  ).optional(),
  emergencyStats: z.object({ responseTime: z.number().int().min(5).max(240), completedJobs: text(20) }),
  nearbyAreas: z.array(nearby).min(2, "Keep at least 2.").max(8, "At most 8."),
  /** What the area page's structured data says of its reviews. */
  rating: z.object({ value: z.number().min(1).max(5), count: z.number().int().min(1).max(1_000_000) }),
  geo: z.object({ latitude: z.number().min(-47.5).max(-34), longitude: z.number().min(166).max(179) }),
});

/**
 * One of the seven suburbs' own pages (/areas/<slug>): every word, its six trust cards with their icons, and its
 * links to the nearby areas; its picture is /media/areas/<slug>.jpg.
 */
const ownerSuburbPageSchema = z.object({
  slug: z.string(),
  headline: said(text(80), "Headline", "The heading at the top of its page, and its title in search results."),
  badge: said(text(60), "Badge", "The small label above the headline."),
  heroText: said(lines(300), "Introduction", "Under the headline."),
  stats: said(
    z.object({
      responseTime: said(text(20), "Response time", "In the band under the top, for example 25 min."),
      happyCustomers: said(text(20), "Happy customers", "In the same band, for example 800+."),
      availability: said(text(20), "Emergency service", "In the same band, for example 24/7."),
      rating: said(text(10), "Customer rating", "In the same band, before a star, for example 4.9."),
    }),
    "The band of figures",
  ),
  /** Its sections' headings, and the small line above the first two. */
  headings: said(
    z.object({
      trustEyebrow: said(text(60), "Line above the heading", "For example Plumbing in Papakura."),
      trust: said(text(80), "Heading", "Above the six cards, for example Why Papakura Trusts Us."),
      reviewsEyebrow: said(text(60), "Line above the heading", "For example Local Reviews."),
      reviews: said(text(80), "Heading", "For example What Papakura Customers Say."),
      about: said(text(80), "Heading", "For example About Papakura."),
      reasons: said(text(80), "Heading", "For example Reasons to Love Papakura."),
    }),
    "Section headings",
  ),
  trustCards: said(
    z
      .array(z.object({ title: said(text(60), "Title"), text: said(lines(200), "Text"), icon }))
      .length(6, "Six cards, one for each icon."),
    "Why customers trust you",
    "Six cards, each beside the website's icon at its place. A card that says how long you have traded says it in its own words: change it here too when that changes.",
  ),
  reviews: said(
    z
      .array(
        z.object({
          name: said(text(60), "Their name", "As they agreed to be named, for example Lisa M."),
          text: said(lines(600), "Their words"),
          service: said(text(60), "Service", "Under their name, for example Leak Detection."),
        }),
      )
      .min(1, "Keep at least one.")
      .max(6, "At most 6."),
    "What local customers say",
    "Their cards under the trust cards, five stars each.",
  ),
  about: said(
    z
      .array(said(lines(600), "Paragraph"))
      .min(1, "Keep at least one paragraph.")
      .max(4, "At most 4 paragraphs."),
    "About the suburb",
    "The paragraphs beside its reasons to love it.",
  ),
  population: said(text(40), "Population", "After “Population:”, for example about 60,000."),
  reasons: said(
    z
      .array(said(text(120), "Reason"))
      .min(1, "Keep at least one.")
      .max(10, "At most 10."),
    "Reasons to love it",
    "Short points, each ticked.",
  ),
  nearby: z.array(nearby).min(1, "Keep at least one.").max(8, "At most 8."),
  closing: z.object({
    title: said(text(80), "Closing heading", "The dark band at the foot of its page."),
    text: said(lines(200), "Closing line", "Under the closing heading."),
  }),
});

/**
 * A claim named in a page's words: "{yearsTrading}" is the claim's words where the page shows it,
 * so an edit of the claim reaches every sentence that states it.
 */
export const CLAIM_PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

const card = z.object({ title: said(text(80), "Heading"), text: said(lines(400), "Words") });
const iconCard = card.extend({ icon });
const areaSlug = z.enum(areaNames.map((a) => a.slug) as [string, ...string[]], { error: "No such area." });

/** The pages the site has of its own (beside each service's, area's and project's), in the editor's order. */
export const PAGE_KEYS = [
  "home",
  "about",
  "services",
  "areas",
  "projects",
  "reviews",
  "faq",
  "quote",
  "privacy",
  "terms",
  "sitemap",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** What a search result and a shared link show of a page: pageMeta adds the business name. */
const searchWords = z.object({
  title: said(text(70), "Title in search results", "The business name is added after it."),
  description: said(
    text(320),
    "Description in search results",
    "One or two sentences; search engines show about 155 characters.",
  ),
  keywords: said(z.array(text(60)).min(1, "At least one.").max(10), "Search phrase"),
});
/** A page's big heading at its top (components/sections/page-hero.tsx). */
const heroWords = z.object({
  eyebrow: said(text(60), "Small heading", "Above the heading, in capitals."),
  title: said(text(120), "Heading"),
  intro: said(lines(400), "Under the heading").optional(),
});
/** A section's heading, the small one above it and the words under it. */
const sectionWords = z.object({
  eyebrow: said(text(60), "Small heading", "Above the heading, in capitals.").optional(),
  title: said(text(120), "Heading"),
  intro: said(lines(400), "Under the heading").optional(),
});
/** Each page's name as the editor and the dashboard say it. */
export const pageNames: Record<PageKey, string> = {
  home: "Home page",
  about: "About page",
  services: "Services page",
  areas: "Service areas page",
  projects: "Projects page",
  reviews: "Reviews page",
  faq: "Questions page",
  quote: "Free quote page",
  privacy: "Privacy page",
  terms: "Terms page",
  sitemap: "Sitemap page",
};
/** One schema per page key, each with the page's name as the editor shows it. */
function perPage<K extends PageKey, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, said(schema, pageNames[key])])) as Record<K, S>);
}
/** The sections whose headings are the owner's, each named where the site shows it. */
const sectionNames = {
  homeServices: "Home page: services",
  serviceArea: "Home page: service area",
  social: "Home page: Instagram",
  leakFinding: "Home page: how we find leaks",
  testimonials: "Home page: testimonials",
  homeFaq: "Home page: questions",
  contact: "Home page: contact",
  process: "Services page: process",
  reasons: "Services page: reasons",
  featuredProjects: "Projects page: featured",
  moreProjects: "Projects page: more work",
  quoteSteps: "Free quote page: steps",
  projectPhotos: "Each project's page: photos",
  thermal: "Leak detection page: thermal imaging",
  photoSteps: "Each service's page: a job in photos",
  whyChooseUs: "Each service's page: why choose us",
  serviceIncluded: "Each service's page: what's included",
  serviceBenefits: "Each service's page and its card: key benefits",
  customSolution: "Home page: a custom solution",
  priorityZone: "Service areas page: the priority zone",
  quoteEmergency: "Free quote page: an emergency",
  stillHaveQuestion: "Questions page: still have a question",
  reviewsCta: "Reviews page: at the end",
  projectChallenge: "Each project's page: the challenge",
  projectSolution: "Each project's page: our solution",
  projectFeatures: "Each project's page: key features",
} as const;
export type SectionKey = keyof typeof sectionNames;

/**
 * The pages' own words, beside the lists above: each page in search results, each inner page's top heading, the
 * sections' headings and closing bands; the home page's hero, how a leak is found, its area links and the links by the
 * Instagram feed; the About section; the Services pages' process and reasons; the areas' priority zone; the quote
 * page's benefits and steps. A claim is named in them as "{yearsTrading}" (CLAIM_PLACEHOLDER). The dashboard's Page
 * words editor edits every text here the schema gives words to.
 */
const pagesSchema = z.object({
  /** Each page's title, description and phrases for search engines and shared links. */
  search: said(perPage(PAGE_KEYS, searchWords), "The pages in search results"),
  /** The heading at the top of each page but the home page (whose hero is below). */
  heroes: said(
    perPage(
      PAGE_KEYS.filter((key): key is Exclude<PageKey, "home"> => key !== "home"),
      heroWords,
    ),
    "The top of each page",
  ),
  sections: said(
    z.object(
      Object.fromEntries(Object.entries(sectionNames).map(([key, name]) => [key, said(sectionWords, name)])) as Record<
        SectionKey,
        typeof sectionWords
      >,
    ),
    "Section headings",
  ),
  home: said(
    z.object({
      hero: said(
        z.object({
          eyebrow: said(text(80), "Small heading", "Above the heading, in capitals."),
          headline: said(text(120), "Heading"),
          intro: said(lines(400), "Under the heading"),
          features: said(z.array(iconCard).length(3, "Three, one under each heading."), "Point"),
        }),
        "Home page: the top",
      ),
      leakFindingSteps: said(z.array(card).min(1).max(6), "Step"),
      socialCards: said(z.array(card).length(3, "Three, one for each link."), "Link"),
      areaLinks: z.array(areaSlug).min(1).max(30),
      priorityZone: z.array(areaSlug).min(1).max(8),
    }),
    "The home page's own sections",
  ),
  about: said(
    z.object({
      eyebrow: said(text(60), "Small heading", "Above the heading, in capitals."),
      title: said(text(120), "Heading"),
      text: said(z.array(lines(800)).min(1).max(6), "Paragraph"),
      mobileText: said(lines(300), "On phones, in place of the paragraphs"),
      stats: said(
        z
          .array(z.object({ value: said(text(30), "Figure"), label: said(text(40), "Under it"), icon }))
          .length(4, "Four figures."),
        "Figure",
      ),
      whoWeWorkWithTitle: said(text(80), "Heading over who we work with"),
      whoWeWorkWith: said(z.array(text(80)).min(1).max(20), "Who we work with"),
      whySouthAucklandTitle: said(text(80), "Heading over why South Auckland"),
      whySouthAuckland: said(z.array(text(120)).min(1).max(10), "Why South Auckland"),
      promise: said(card, "Our promise"),
      badges: said(z.array(text(40)).min(1).max(6), "Badge on the About page"),
    }),
    "About section (home and About pages)",
  ),
  services: said(
    z.object({
      process: said(z.array(card).min(1).max(8), "Step"),
      reasons: said(z.array(iconCard).min(1).max(6), "Reason"),
      whyChooseUs: said(z.array(iconCard).min(1).max(6), "Reason"),
    }),
    "The services' pages' own sections",
  ),
  areas: z.object({
    priorityZone: z
      .array(z.object({ slug: areaSlug, minutes: z.number().int().min(1).max(240) }))
      .min(1)
      .max(8),
  }),
  quote: said(
    z.object({
      benefits: said(z.array(iconCard).min(1).max(6), "Benefit"),
      steps: said(z.array(card).min(1).max(6), "Step"),
    }),
    "The free quote page's own sections",
  ),
});

interface Named {
  slug: string;
  name: string;
}

/**
 * The document's shape, each field with its limits: what the dashboard checks the server's answers with
 * (admin/site/site-answers.ts). `siteContentSchema` adds the rules between fields and items.
 */
export const siteContentShape = z.object({
  version: z.literal(CONTENT_VERSION),
  /**
   * The .env settings the owner may change, and the link a review request asks customers to follow
   * (server/quotes/review-request.ts): optional and "" when unset, so a document saved before it existed still reads,
   * with no new content version. The site never shows it, so builds ignore it (config/site-define.ts).
   */
  settings: ownerSettingsSchema.extend({
    BUSINESS_NAME: said(ownerSettingsSchema.shape.BUSINESS_NAME, "Business name"),
    BUSINESS_PHONE: said(
      ownerSettingsSchema.shape.BUSINESS_PHONE,
      "Phone number",
      "On every page, for example 09 123 4567.",
    ),
    BUSINESS_FREEPHONE: said(
      ownerSettingsSchema.shape.BUSINESS_FREEPHONE,
      "Freephone number",
      "For example 0800 123 456.",
    ),
    BUSINESS_EMAIL: said(
      ownerSettingsSchema.shape.BUSINESS_EMAIL,
      "Email address",
      "Where customers can write to you.",
    ),
    SOCIAL_FACEBOOK_URL: said(
      ownerSettingsSchema.shape.SOCIAL_FACEBOOK_URL,
      "Facebook page",
      "Its web address, starting https://",
    ),
    SOCIAL_INSTAGRAM_URL: said(
      ownerSettingsSchema.shape.SOCIAL_INSTAGRAM_URL,
      "Instagram page",
      "Its web address, starting https://",
    ),
    REVIEWS_URL: said(
      ownerSettingsSchema.shape.REVIEWS_URL,
      "Where customers read your reviews",
      "The web address of your reviews, for example your Google Business page, starting https://",
    ),
    reviewLink: said(
      optionalHttpsUrl,
      "Link for review requests",
      "Where a customer writes a review, starting https://: for Google, the “Ask for reviews” link of your Business Profile. Empty: no review requests.",
    ).optional(),
  }),
  claims: ownerClaimsSchema,
  reviews: z.array(ownerReviewSchema).max(500),
  /** The home page's testimonials, in its order: a list of their own, the customers' words as the home page has them. */
  homeTestimonials: z.array(ownerReviewSchema).max(50),
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
  /** The seven suburbs' own pages, each once, by slug, likewise. */
  suburbPages: z.array(ownerSuburbPageSchema).max(suburbPageSlugs.length * 2),
  pages: pagesSchema,
  /** In the site's order; the first three featured ones lead /projects. */
  projects: z.array(ownerProjectSchema).max(200),
});

/** Every string of a value, with its path. */
function* strings(value: unknown, path: (string | number)[]): Generator<[string, (string | number)[]]> {
  if (typeof value === "string") yield [value, path];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

export const siteContentSchema = siteContentShape.superRefine((doc, ctx) => {
  // A page names only claims that are words.
  for (const [value, path] of strings(doc.pages, ["pages"]))
    for (const [named, name = ""] of value.matchAll(CLAIM_PLACEHOLDER))
      if (typeof (doc.claims as Record<string, unknown>)[name] !== "string")
        ctx.addIssue({ code: "custom", path, message: `${named} is not one of the claims.` });
  const unique = (list: { id: string }[], path: string) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [path, i, "id"], message: "Used twice." });
      seen.add(item.id);
    });
  };
  unique(doc.reviews, "reviews");
  unique(doc.homeTestimonials, "homeTestimonials");
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
  const suburbs = areaNames.filter((area) => (suburbPageSlugs as readonly string[]).includes(area.slug));
  repository(doc.suburbPages, "suburbPages", suburbs, "suburb page");
  // An area on the shared page shows what a customer said; a suburb's own page has its customers' words.
  doc.areas.forEach((area, i) => {
    const shared = areaNames.some((k) => k.slug === area.slug) && !suburbs.some((s) => s.slug === area.slug);
    if (shared && !area.testimonial)
      ctx.addIssue({
        code: "custom",
        path: ["areas", i, "testimonial"],
        message: "What a customer said is missing.",
      });
  });
  // Links to the nearby areas lead to pages that exist.
  const known = new Set<string>(areaNames.map((a) => a.slug));
  const links = (list: { slug: string }[], at: (string | number)[]) =>
    list.forEach((near, j) => {
      if (!known.has(near.slug)) ctx.addIssue({ code: "custom", path: [...at, j, "slug"], message: "No such area." });
    });
  doc.areas.forEach((area, i) => links(area.nearbyAreas, ["areas", i, "nearbyAreas"]));
  doc.suburbPages.forEach((page, i) => links(page.nearby, ["suburbPages", i, "nearby"]));
  if (!doc.reviews.some((r) => !r.hidden))
    ctx.addIssue({ code: "custom", path: ["reviews"], message: "Keep at least one review on the site." });
  if (!doc.homeTestimonials.some((t) => !t.hidden))
    ctx.addIssue({
      code: "custom",
      path: ["homeTestimonials"],
      message: "Keep at least one testimonial on the home page.",
    });
  // Projects: one id each, one title each, and one address each, old or new (an old address redirects to it).
  // Titles too: each page's title and description in search results must be its own.
  const ids = new Set<number>();
  const titles = new Set<string>();
  const addresses = new Map<string, number>();
  doc.projects.forEach((project, i) => {
    if (ids.has(project.id)) ctx.addIssue({ code: "custom", path: ["projects", i, "id"], message: "Used twice." });
    ids.add(project.id);
    const title = project.title.toLowerCase();
    if (title && titles.has(title))
      ctx.addIssue({ code: "custom", path: ["projects", i, "title"], message: "Another project has this title." });
    titles.add(title);
    const claim = (slug: string, at: (string | number)[]) => {
      const owner = addresses.get(slug);
      if (owner !== undefined && owner !== project.id)
        ctx.addIssue({ code: "custom", path: ["projects", i, ...at], message: "Another project has this address." });
      addresses.set(slug, project.id);
    };
    if (project.slug) claim(project.slug, ["slug"]);
    project.formerSlugs.forEach((slug, j) => claim(slug, ["formerSlugs", j]));
    if (project.isVideo && !project.video)
      ctx.addIssue({ code: "custom", path: ["projects", i, "isVideo"], message: "This project has no video." });
  });
  if (!doc.projects.some((p) => p.published))
    ctx.addIssue({ code: "custom", path: ["projects"], message: "Keep at least one project on the site." });
});

export type SiteContent = z.output<typeof siteContentSchema>;
export type OwnerReview = z.output<typeof ownerReviewSchema>;
export type OwnerFaq = z.output<typeof ownerFaqSchema>;
export type OwnerClaims = z.output<typeof ownerClaimsSchema>;
export type OwnerService = z.output<typeof ownerServiceSchema>;
export type OwnerArea = z.output<typeof ownerAreaSchema>;
export type OwnerSuburbPage = z.output<typeof ownerSuburbPageSchema>;
export type OwnerProject = z.output<typeof ownerProjectSchema>;
export type OwnerPhoto = z.output<typeof ownerPhotoSchema>;

/** A field's problem, in words, at its place in the document ("reviews.3.text"): what the editor shows beside it. */
export interface FieldProblem {
  path: string;
  message: string;
}

/**
 * Every picture a project names, at its place in the project: the cover, the video, the before and after pictures
 * and the gallery's photos. What a save checks exists (`checkContent`), and what keeps an uploaded photo from being
 * deleted (server/site/photo-use.ts).
 */
export function projectMedia(
  project: Pick<OwnerProject, "image" | "video" | "beforeImage" | "afterImage" | "gallery">,
): { path: string; src: string | undefined }[] {
  return [
    { path: "image", src: project.image },
    { path: "video", src: project.video },
    { path: "beforeImage", src: project.beforeImage },
    { path: "afterImage", src: project.afterImage },
    ...project.gallery.map((photo, j) => ({ path: `gallery.${j}.image`, src: photo.image })),
  ];
}

/**
 * The document when it is valid, or every problem by field. `hasMedia`, where given (the inbox's saves), says
 * whether a photo the document names exists: the repository's or one the owner uploaded.
 */
export function checkContent(
  input: unknown,
  hasMedia?: (src: string) => boolean,
): { ok: true; content: SiteContent } | { ok: false; problems: FieldProblem[] } {
  const result = siteContentSchema.safeParse(input);
  const problems: FieldProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  if (result.success && hasMedia)
    result.data.projects.forEach((project, i) => {
      for (const { path, src } of projectMedia(project))
        if (src && !hasMedia(src)) problems.push({ path: `projects.${i}.${path}`, message: "This photo is missing." });
    });
  if (result.success && problems.length === 0) return { ok: true, content: result.data };
  return { ok: false, problems };
}
