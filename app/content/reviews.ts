import { slugFrom } from "../../shared/slug.ts";
import type { OwnerReview } from "./document.ts";
import { published } from "./published.ts";
import type { Review } from "./schema";

/** The 12 reviews of /reviews, one per service the spec names: the seed of the owner's content. */
export const seedReviews = [
  {
    name: "Tama W.",
    rating: 5,
    service: "Leak Repair",
    text: "Leak under the kitchen sink fixed in no time. Tidy work and a fair price.",
  },
  {
    name: "Alofa S.",
    rating: 5,
    service: "Blocked Sink",
    text: "Our bathroom sink had been slow for weeks. Cleared properly, not just plunged, and it drains perfectly now.",
  },
  {
    name: "Priya S.",
    rating: 5,
    service: "Leak Detection",
    text: "Two other plumbers couldn't find our leak. The thermal camera found it behind the shower in under an hour.",
  },
  {
    name: "Jason M.",
    rating: 5,
    service: "After Hours Plumbing",
    text: "Called at 11pm with water pouring from the ceiling. Answered straight away and here in 30 minutes.",
  },
  {
    name: "Lisa M.",
    rating: 5,
    service: "Hot Water Cylinder",
    text: "New mains pressure cylinder installed the day after ours died. The shower has never been better.",
  },
  {
    name: "Helen R.",
    rating: 5,
    service: "Ceiling Leak Repair",
    text: "Traced the stain on our ceiling to the upstairs shower waste, fixed it and left no mess.",
  },
  {
    name: "David C.",
    rating: 5,
    service: "Fridge Water Line Installation",
    text: "Ran a new water line to our fridge neatly and quickly, and checked every joint for leaks.",
  },
  {
    name: "Mark T.",
    rating: 5,
    service: "Emergency Plumbing",
    text: "Burst pipe at 2am. Talked me through shutting off the water and had it repaired before breakfast.",
  },
  {
    name: "Ana F.",
    rating: 5,
    service: "Tap & Toilet Repairs",
    text: "Fixed a dripping tap and a running toilet in one visit. Friendly, on time and well priced.",
  },
  {
    name: "Robert K.",
    rating: 5,
    service: "General Plumbing",
    text: "Straightforward, honest plumbers. Explained the options and did exactly what they quoted.",
  },
  {
    name: "Mele T.",
    rating: 5,
    service: "General Repairs",
    text: "Sorted a handful of small jobs around the house in one trip. Very happy with the result.",
  },
  {
    name: "Karen W.",
    rating: 5,
    service: "Multiple Callouts",
    text: "We have used them for several callouts across our rentals. Always reliable, with photos and invoices the same day.",
  },
] as const satisfies readonly Review[];

/** The six home-page testimonials, in its order: the same customers as some reviews, in their own words. */
export const seedHomeTestimonials = [
  {
    name: "Priya S.",
    rating: 5,
    service: "Leak Detection",
    text: "Found a hidden leak with the thermal camera when nobody else could. Fixed the same day.",
  },
  {
    name: "Mark T.",
    rating: 5,
    service: "Emergency Plumbing",
    text: "Burst pipe at 2am and they were here in half an hour. Calm, quick and professional.",
  },
  {
    name: "Lisa M.",
    rating: 5,
    service: "Hot Water Cylinder",
    text: "Our cylinder failed on a Sunday; a new one was in by Monday lunchtime.",
  },
  {
    name: "Sione F.",
    rating: 5,
    service: "Drain Unblocking",
    text: "Cleared our drain, showed us the roots on camera and fixed the broken pipe properly.",
  },
  {
    name: "Karen W.",
    rating: 5,
    service: "Maintenance",
    text: "They look after all of our rentals. Reliable, tidy, and the reports make my life easy.",
  },
  {
    name: "Hemi R.",
    rating: 5,
    service: "Renovations",
    text: "Plumbed our bathroom renovation on schedule and sorted all the council paperwork.",
  },
] as const satisfies readonly Review[];

/** A list of the repository's customers' words as the owner's document holds it (app/content/seed.ts): all shown. */
export const seedOwnerList = (list: readonly Review[]): OwnerReview[] =>
  list.map((review) => ({ id: slugFrom(review.name), ...review, hidden: false }));

/** The words a page shows of a list of the document's: those not taken down, in its order. */
const shown = (list: readonly OwnerReview[]): Review[] =>
  list.filter((review) => !review.hidden).map(({ name, rating, service, text }) => ({ name, rating, service, text }));

/** The reviews /reviews shows: the document's (the owner's published ones, else the seed's) not taken down. */
export const reviews: readonly Review[] = shown(published?.reviews ?? seedOwnerList(seedReviews));

/** The home page's testimonials, likewise from its own list in the document. */
export const homeTestimonials: readonly Review[] = shown(
  published?.homeTestimonials ?? seedOwnerList(seedHomeTestimonials),
);
