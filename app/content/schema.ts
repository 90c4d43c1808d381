import { z } from "zod";
import { iconNames } from "../../shared/icon-names";
import { ownerText } from "../../shared/owner-text";
import { completedDatePattern, projectDurations, projectTypes } from "./names";

/**
 * Content schemas. Data files import only the types (so zod stays out of the browser bundle); validate.ts
 * parses every data export with these at build time and in tests, so bad content fails the build.
 */
/** Text as the owner's rule stores it (shared/owner-text.ts): a control or zero-width character fails the build. */
const text = z
  .string()
  .trim()
  .min(1)
  .refine((value) => ownerText(value, "lines") === value, "A control or zero-width character: remove it.");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a lower-case, hyphenated slug");
const mediaPath = z.string().regex(/^\/media\/[a-z0-9/_.-]+\.(jpg|jpeg|mp4)$/i, "a /media/… path");
const icon = z.enum(iconNames);
const image = z.object({ src: mediaPath, alt: z.string() });

export const serviceSchema = z.object({
  slug,
  icon,
  title: text,
  /** Shorter title used where the /services card differs (e.g. "Plumbing Inspection Services"). */
  cardTitle: text,
  subtitle: text,
  description: text,
  mobileDescription: text,
  features: z.array(text).min(3),
  mobileFeatures: z.array(text).min(2).max(3),
  longDescription: text,
  benefits: z.array(text).min(3),
  highlight: z.boolean(),
  image,
  media: z.object({ kind: z.enum(["image", "video"]), src: mediaPath, poster: mediaPath.optional(), alt: text }),
  bullets: z.array(text).min(3),
  experience: text,
  warranty: text,
  priceFrom: z.number().int().positive(),
  testimonial: z.object({ text, author: text, location: text }),
  thermalComparisons: z
    .array(z.object({ title: text, location: text, before: image, after: image, description: text }))
    .optional(),
  steps: z.array(z.object({ title: text, location: text, image, description: text })).optional(),
  faqs: z.array(z.object({ id: slug, question: text, answer: text })).optional(),
  cta: z.object({ title: text, text, kind: z.enum(["quote", "emergency-call"]) }),
});

/** Words a project the owner adds may go without: "" is none, and its page and card leave that part out. */
const optional = z.union([text, z.literal("")]);
const galleryItem = z.union([mediaPath, z.object({ image: mediaPath, caption: optional })]);

export const projectSchema = z.object({
  id: z.number().int().min(1),
  slug,
  title: text,
  description: optional,
  image: mediaPath,
  imageAlt: text,
  video: mediaPath.optional(),
  beforeImage: mediaPath.optional(),
  afterImage: mediaPath.optional(),
  client: optional,
  projectType: z.enum(["", ...projectTypes]),
  isVideo: z.boolean(),
  duration: z.enum(["", ...projectDurations]),
  location: optional,
  completedDate: z.union([z.string().regex(completedDatePattern), z.literal("")]),
  featured: z.boolean(),
  /** The repository's projects have at least two photos; one the owner adds may have one. */
  gallery: z.array(galleryItem).min(1),
  /** The repository's projects have every part; one the owner adds may have none of these. */
  details: z.object({ challenge: optional, solution: optional, features: z.array(text) }),
  /** The customer's words, when the owner has them; shown as given, 1 to 5 stars. */
  testimonial: z.object({ text, author: text, rating: z.number().int().min(1).max(5) }).optional(),
});

const nearby = z.object({ name: text, slug });

export const areaSchema = z.object({
  name: text,
  slug,
  indexName: text,
  population: text,
  description: text,
  priority: z.boolean(),
  inIndex: z.boolean(),
  features: z.array(text).min(3),
  services: z.array(text).min(4),
  testimonial: z.object({ name: text, location: text, text, rating: z.literal(5) }),
  emergencyStats: z.object({ responseTime: z.number().int().positive(), completedJobs: text }),
  nearbyAreas: z.array(nearby).min(2),
  rating: z.object({ value: z.number().min(4.8).max(4.9), count: z.number().int().min(127).max(156) }),
  geo: z.object({ latitude: z.number().min(-37.5).max(-36.5), longitude: z.number().min(174.4).max(175.3) }),
});

export const dedicatedAreaSchema = z.object({
  slug,
  headline: text,
  badge: text,
  heroText: text,
  stats: z.object({ responseTime: text, happyCustomers: text, availability: text, rating: text }),
  headings: z.object({
    trustEyebrow: text,
    trust: text,
    reviewsEyebrow: text,
    reviews: text,
    about: text,
    reasons: text,
  }),
  trustCards: z.array(z.object({ title: text, text, icon })).length(6),
  /** The owner's words (app/content/document.ts): at least one customer and one reason. */
  reviews: z.array(z.object({ name: text, text, service: text })).min(1),
  about: z.array(text).min(1),
  population: text,
  reasons: z.array(text).min(1),
  nearby: z.array(nearby).min(3),
  closing: z.object({ title: text, text }),
});

export const reviewSchema = z.object({ name: text, rating: z.number().int().min(1).max(5), text, service: text });
export const faqSchema = z.object({ id: slug, question: text, answer: text });

export type Service = z.infer<typeof serviceSchema>;
export type Project = z.infer<typeof projectSchema>;
export type GalleryItem = z.infer<typeof galleryItem>;
export type Area = z.infer<typeof areaSchema>;
export type DedicatedArea = z.infer<typeof dedicatedAreaSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type Faq = z.infer<typeof faqSchema>;
