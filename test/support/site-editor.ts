import { vi } from "vitest";
import type { SiteContent } from "../../app/content/document";
import { readSeedFile } from "../../app/content/seed";
import { mergeContent } from "../../server/site/merge";

/** What the fixture takes whole from the repository's document: the parts the editor does not show. */
const repository = readSeedFile();
const fromRepository = <T extends { slug: string }>(list: T[], slug: string): T => {
  const item = list.find((entry) => entry.slug === slug);
  if (!item) throw new Error(`No ${slug} in app/content/site.json`);
  return structuredClone(item);
};

/**
 * A small owner's document for the dashboard's website editor tests: three reviews (one hidden), two home
 * testimonials, three questions, two services and two areas (the server would want all of the repository's; the
 * editor shows what it is given): Manukau, whose own page's words are the one suburb page here, and Mangere East on
 * the shared page, with its customer's words; and three projects: two on the site (the first featured, the second
 * renamed once), one taken down.
 */
export const siteContent = (): SiteContent => ({
  version: 8,
  settings: {
    BUSINESS_NAME: "Kauri & Sons Plumbing",
    BUSINESS_PHONE: "09 123 4567",
    BUSINESS_FREEPHONE: "0800 123 456",
    BUSINESS_EMAIL: "hello@example.com",
    SOCIAL_FACEBOOK_URL: "https://www.facebook.com/example",
    SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/example",
    REVIEWS_URL: "https://www.google.com/maps/search/?api=1&query=Kauri",
  },
  claims: {
    rating: "5.0",
    reviewCount: "100+",
    ratingBanner: "Rated 5 Stars by over 120 customers",
    ratingBadge: "5.0 Stars | 100+ Reviews",
    verifiedReviews: "100+ verified 5-star reviews",
    footerRating: "5.0 from 100+ verified reviews",
    structuredRating: { value: 4.9, count: 143 },
    yearsTrading: "over 15 years",
    serviceAreas: "15+ Service Areas",
    quoteResponse: repository.claims.quoteResponse,
    homeResponse: repository.claims.homeResponse,
    priceRange: repository.claims.priceRange,
    pipingWarranty: repository.claims.pipingWarranty,
    drainGuarantee: repository.claims.drainGuarantee,
    tagline: repository.claims.tagline,
    answerWithin: { ...repository.claims.answerWithin },
    responseTimes: { ...repository.claims.responseTimes },
    promises: [...repository.claims.promises],
    hours: {
      office: [
        { days: [1, 2, 3, 4, 5], opens: "07:00", closes: "18:00" },
        { days: [6, 0], opens: "08:00", closes: "17:00" },
      ],
      emergency247: true,
    },
  },
  reviews: [
    { id: "tama-w", name: "Tama W.", rating: 5, service: "Leak Repair", text: "Fixed in no time.", hidden: false },
    {
      id: "alofa-s",
      name: "Alofa S.",
      rating: 4,
      service: "Blocked Sink",
      text: "Drains perfectly now.",
      hidden: false,
    },
    { id: "mark-t", name: "Mark T.", rating: 5, service: "Hot Water", text: "Hot water again by lunch.", hidden: true },
  ],
  homeTestimonials: [
    {
      id: "priya-s",
      name: "Priya S.",
      rating: 5,
      service: "Leak Detection",
      text: "Found a hidden leak when nobody else could.",
      hidden: false,
    },
    {
      id: "sione-f",
      name: "Sione F.",
      rating: 5,
      service: "Drains",
      text: "Cleared our drain properly.",
      hidden: false,
    },
  ],
  faqs: [
    { id: "call-out", question: "Do you charge a call-out fee?", answer: "No, never." },
    { id: "hours", question: "When can you come?", answer: "Any time, day or night." },
    { id: "areas", question: "Which areas do you cover?", answer: "All of Auckland." },
  ],
  faqPage: ["call-out", "hours", "areas"],
  homeFaqs: ["call-out"],
  services: [
    {
      ...fromRepository(repository.services, "leak-detection"),
      slug: "leak-detection",
      title: "Leak Detection",
      cardTitle: "Leak Detection",
      subtitle: "Hidden leaks found without tearing your home apart",
      description: "Thermal cameras and acoustic gear pinpoint hidden leaks.",
      mobileDescription: "Hidden leaks found fast.",
      longDescription: "A small leak inside a wall can run for months. We find it first time.",
    },
    {
      ...fromRepository(repository.services, "maintenance"),
      slug: "maintenance",
      title: "Maintenance",
      cardTitle: "Maintenance",
      subtitle: "Regular checks for homes, rentals and businesses",
      description: "Planned maintenance that stops small problems becoming big ones.",
      mobileDescription: "Planned maintenance for homes and rentals.",
      longDescription: "Dripping taps, running toilets and tired valves, sorted on a schedule that suits you.",
    },
  ],
  areas: [
    { ...fromRepository(repository.areas, "manukau"), description: "The heart of South Auckland." },
    {
      ...fromRepository(repository.areas, "mangere-east"),
      slug: "mangere-east",
      description: "Homes and businesses near the airport.",
      testimonial: { name: "Tala V.", location: "Mangere East", text: "Fixed our leaking toilet quickly." },
    },
  ],
  suburbPages: [
    {
      ...fromRepository(repository.suburbPages, "manukau"),
      slug: "manukau",
      headline: "Emergency Plumber Manukau",
      badge: "Serving Manukau City Centre",
      heroText: "Licensed plumbers for Manukau homes and businesses.",
      stats: { responseTime: "15 min", happyCustomers: "1200+", availability: "24/7", rating: "4.9" },
      headings: {
        trustEyebrow: "Plumbing in Manukau",
        trust: "Why Manukau Trusts Us",
        reviewsEyebrow: "Local Reviews",
        reviews: "What Manukau Customers Say",
        about: "About Manukau",
        reasons: "Reasons to Love Manukau",
      },
      trustCards: [
        { title: "Fast Emergency Response", text: "A real person answers 24/7.", icon: "Siren" },
        { title: "Commercial Ready", text: "Retail and offices looked after.", icon: "Building2" },
        { title: "Licensed & Insured", text: "Certifying plumbers, fully insured.", icon: "ShieldCheck" },
        { title: "Local Family Business", text: "Trading for over 15 years.", icon: "Users" },
        { title: "Transparent Pricing", text: "Upfront prices.", icon: "Receipt" },
        { title: "Quality Guarantee", text: "Workmanship guaranteed.", icon: "BadgeCheck" },
      ],
      reviews: [{ name: "Ben C.", text: "Fixed before opening time.", service: "Emergency Plumbing" }],
      about: ["Manukau is the heart of South Auckland."],
      population: "about 80,000",
      reasons: ["Westfield Manukau", "Rainbow's End"],
      closing: { title: "Need a plumber in Manukau?", text: "Call now for an emergency." },
    },
  ],
  pages: structuredClone(repository.pages),
  projects: [
    {
      id: 1,
      slug: "thermal-pinhole-leak",
      formerSlugs: [],
      published: true,
      featured: true,
      title: "Pinhole leak found with a thermal camera",
      description: "A hidden leak behind a bathroom wall, found and fixed in a day.",
      image: "/media/projects/thermal-pinhole-leak/wall-scan.jpg",
      imageAlt: "Thermal camera image of a wall with a cold streak where the leak was",
      client: "Homeowner",
      projectType: "Thermal Leak Detection",
      isVideo: false,
      duration: "1 day",
      location: "Manukau",
      completedDate: "March 2025",
      gallery: [
        { image: "/media/projects/thermal-pinhole-leak/wall-scan.jpg", caption: "The scan" },
        { image: "/media/projects/thermal-pinhole-leak/repair.jpg", caption: "The repaired pipe" },
      ],
      details: {
        challenge: "Damp carpet and no visible leak.",
        solution: "A thermal scan found the pinhole; one section of pipe was replaced.",
        features: ["No walls opened up", "Fixed the same day"],
      },
      testimonial: { text: "Found it in minutes.", author: "Tama W.", rating: 5 },
    },
    {
      id: 2,
      slug: "hot-water-cylinder-papakura",
      formerSlugs: ["cylinder-papakura"],
      published: true,
      featured: false,
      title: "Hot water cylinder replaced in Papakura",
      description: "A failed cylinder swapped for a new mains-pressure one.",
      image: "/media/owner/0123456789abcdef0123.jpg",
      imageAlt: "The new cylinder in its cupboard",
      client: "Rental property manager",
      projectType: "Hot Water Installation",
      isVideo: false,
      duration: "2 days",
      location: "Papakura",
      completedDate: "January 2026",
      gallery: [{ image: "/media/owner/0123456789abcdef0123.jpg", caption: "The new cylinder" }],
      details: {
        challenge: "No hot water for a family of five.",
        solution: "A new cylinder, valves and seismic strapping.",
        features: ["Mains pressure"],
      },
    },
    {
      id: 3,
      slug: "burst-pipe-driveway",
      formerSlugs: [],
      published: false,
      featured: false,
      title: "Burst pipe under a driveway",
      description: "A burst water main dug out and replaced.",
      image: "/media/projects/burst-pipe-driveway/trench.jpg",
      imageAlt: "A trench across a concrete driveway",
      client: "Homeowner",
      projectType: "Underground Repair",
      isVideo: false,
      duration: "3 days",
      location: "Takanini",
      completedDate: "November 2025",
      gallery: [{ image: "/media/projects/burst-pipe-driveway/trench.jpg", caption: "The trench" }],
      details: {
        challenge: "Water bubbling up through the driveway.",
        solution: "The old pipe was replaced with polyethylene.",
        features: ["Driveway patched to match"],
      },
    },
  ],
});

/**
 * The inbox's 409 to a save of `yours`, edited from `base`, after `theirs` was saved as `revision`: the server's own
 * merge (server/site/merge.ts), answered as server/site/content-routes.ts answers it. The two must conflict.
 */
export function conflictAnswer(base: SiteContent, theirs: SiteContent, yours: SiteContent, revision: number) {
  const result = mergeContent(base, theirs, yours);
  if (result.ok || result.conflicts.some((c) => c.message !== undefined))
    throw new Error("These two saves do not conflict item by item.");
  return {
    status: 409,
    body: {
      error: "Someone else changed the same items.",
      conflicts: result.conflicts,
      problems: [],
      merged: result.merged,
      revision,
      content: theirs,
    },
  };
}

export interface ApiCall {
  method: string;
  /** The path under /admin/api/, with its query. */
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | undefined;

/** What the fake API answers a call with, at once or later (an upload under way); undefined answers 404. */
type Answer = (call: ApiCall) => Reply | Promise<Reply>;

/**
 * The dashboard's API, faked on `fetch`: each call is recorded and answered by `answer`. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function fakeApi(answer: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? "GET",
      path: String(input).replace(/^.*\/admin\/api\//, ""),
      // JSON as sent; anything else (a photo's FormData) as it is.
      body: typeof init?.body === "string" ? JSON.parse(init.body) : (init?.body ?? undefined),
    };
    calls.push(call);
    const { status, body } = (await answer(call)) ?? { status: 404, body: { error: "No such route in this test." } };
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}
