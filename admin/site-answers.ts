/**
 * The checks of the website editor's answers (admin/guards.ts): the owner's document, its saves and refusals, the
 * builds and the revisions, and an uploaded photo. In the editor's own chunk, loaded when first opened. The
 * document's type is its schema's (app/content/document.ts, zod, which stays out of the dashboard): each check
 * below is held to it field by field.
 */
import type {
  OwnerClaims,
  OwnerFaq,
  OwnerPhoto,
  OwnerProject,
  OwnerReview,
  OwnerService,
  SiteContent,
} from "../app/content/document";
import { projectDurations, projectTypes } from "../app/content/names";
import type { ContentState, FieldProblem } from "./content-actions";
import { among, bool, exactly, list, nullable, num, oneOf, optional, shape, text } from "./guards";
import type { UploadedPhoto } from "./photo-upload";
import type { StoredPhotos } from "./photos-actions";
import type { Build, BuildsState, Revision } from "./site-actions";

const photo = shape<OwnerPhoto>({ image: text, caption: text });

const project = shape<OwnerProject>({
  id: num,
  slug: text,
  formerSlugs: list(text),
  published: bool,
  featured: bool,
  title: text,
  description: text,
  image: text,
  imageAlt: text,
  video: optional(text),
  beforeImage: optional(text),
  afterImage: optional(text),
  client: text,
  projectType: among(["", ...projectTypes]),
  isVideo: bool,
  duration: among(["", ...projectDurations]),
  location: text,
  completedDate: text,
  gallery: list(photo),
  details: shape<OwnerProject["details"]>({ challenge: text, solution: text, features: list(text) }),
  testimonial: optional(shape<NonNullable<OwnerProject["testimonial"]>>({ text: text, author: text, rating: num })),
});

const review = shape<OwnerReview>({ id: text, name: text, rating: num, service: text, text: text, hidden: bool });

type SuburbPage = SiteContent["suburbPages"][number];
const suburbPage = shape<SuburbPage>({
  slug: text,
  headline: text,
  badge: text,
  heroText: text,
  stats: shape<SuburbPage["stats"]>({ responseTime: text, happyCustomers: text, availability: text, rating: text }),
  headings: shape<SuburbPage["headings"]>({
    trustEyebrow: text,
    trust: text,
    reviewsEyebrow: text,
    reviews: text,
    about: text,
    reasons: text,
  }),
  trustCards: list(shape<SuburbPage["trustCards"][number]>({ title: text, text: text })),
  reviews: list(shape<SuburbPage["reviews"][number]>({ name: text, text: text, service: text })),
  about: list(text),
  population: text,
  reasons: list(text),
  closing: shape<SuburbPage["closing"]>({ title: text, text: text }),
});

/** The owner's whole document, as the server keeps it. */
const siteContent = shape<SiteContent>({
  version: exactly(5),
  settings: shape<SiteContent["settings"]>({
    BUSINESS_NAME: text,
    BUSINESS_PHONE: text,
    BUSINESS_FREEPHONE: text,
    BUSINESS_EMAIL: text,
    SOCIAL_FACEBOOK_URL: text,
    SOCIAL_INSTAGRAM_URL: text,
    REVIEWS_URL: text,
    reviewLink: optional(text),
  }),
  claims: shape<OwnerClaims>({
    rating: text,
    reviewCount: text,
    ratingBanner: text,
    ratingBadge: text,
    verifiedReviews: text,
    footerRating: text,
    structuredRating: shape<OwnerClaims["structuredRating"]>({ value: num, count: num }),
    yearsTrading: text,
    serviceAreas: text,
    hours: shape<OwnerClaims["hours"]>({
      office: list(shape<OwnerClaims["hours"]["office"][number]>({ days: list(num), opens: text, closes: text })),
      emergency247: bool,
    }),
  }),
  reviews: list(review),
  homeTestimonials: list(review),
  faqs: list(shape<OwnerFaq>({ id: text, question: text, answer: text })),
  faqPage: list(text),
  homeFaqs: list(text),
  services: list(
    shape<OwnerService>({
      slug: text,
      title: text,
      cardTitle: text,
      subtitle: text,
      description: text,
      mobileDescription: text,
      longDescription: text,
    }),
  ),
  areas: list(
    shape<SiteContent["areas"][number]>({
      slug: text,
      description: text,
      testimonial: optional(
        shape<NonNullable<SiteContent["areas"][number]["testimonial"]>>({ name: text, location: text, text: text }),
      ),
    }),
  ),
  suburbPages: list(suburbPage),
  projects: list(project),
});

/** GET site/content: the document and the revision it is. */
export const contentAnswer = shape<ContentState>({
  revision: num,
  content: siteContent,
  savedAt: optional(text),
  savedBy: optional(text),
});

/** POST site/content, saved: the new revision, whole. A refusal's conflict (409) carries the same. */
export const savedAnswer = shape<{ revision: number; content: SiteContent }>({ revision: num, content: siteContent });

/** A save refused field by field (400): each problem's place in the document and its words. */
export const problemsAnswer = shape<{ problems: FieldProblem[] }>({
  problems: list(shape<FieldProblem>({ path: text, message: text })),
});

const build = shape<Build>({
  id: text,
  revision: num,
  by: text,
  startedAt: text,
  finishedAt: nullable(text),
  state: oneOf<Build["state"]>({ running: 1, ready: 1, failed: 1 }),
  error: nullable(text),
  changes: optional(nullable(text)),
});

/** GET site/builds: what is live, what a roll back returns to, the build running and the recent ones. */
export const buildsAnswer = shape<BuildsState>({
  live: nullable(text),
  previous: nullable(text),
  building: nullable(build),
  builds: list(build),
});

/** GET site/revisions: the document's saved revisions, newest first. */
export const revisionsAnswer = shape<{ revisions: Revision[] }>({
  revisions: list(shape<Revision>({ id: num, savedAt: text, savedBy: text, summary: text })),
});

/** POST site/revisions/:id/restore: the new revision made from the old one. */
export const restoredAnswer = shape<{ revision: number }>({ revision: num });

/** POST site/photos: the stored photo's path and size. */
export const uploadedPhotoAnswer = shape<UploadedPhoto>({ src: text, width: num, height: num });

/** GET site/photos: the bytes the photos use of their budget, and each stored photo with what keeps it, if anything. */
export const photosAnswer = shape<StoredPhotos>({
  used: num,
  quota: num,
  photos: list(
    shape<StoredPhotos["photos"][number]>({
      name: text,
      src: text,
      width: num,
      height: num,
      bytes: num,
      usedBy: nullable(text),
    }),
  ),
});

/** DELETE site/photos/:name: the photo gone, the bytes it freed and what all of them take now. */
export const deletedPhotoAnswer = shape<{ deleted: string; bytes: number; used: number }>({
  deleted: text,
  bytes: num,
  used: num,
});
