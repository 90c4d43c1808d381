import { vi } from "vitest";
import type { SiteContent } from "../../app/content/document";

/**
 * A small owner's document for the dashboard's website editor tests: three reviews (one hidden), three questions, two
 * services and two areas (the server would want all of the repository's; the editor shows what it is given).
 */
export const siteContent = (): SiteContent => ({
  version: 2,
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
    hours: { weekdays: "Mon-Fri 7AM-6PM", weekends: "Sat-Sun 8AM-5PM" },
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
  faqs: [
    { id: "call-out", question: "Do you charge a call-out fee?", answer: "No, never." },
    { id: "hours", question: "When can you come?", answer: "Any time, day or night." },
    { id: "areas", question: "Which areas do you cover?", answer: "All of Auckland." },
  ],
  faqPage: ["call-out", "hours", "areas"],
  homeFaqs: ["call-out"],
  services: [
    {
      slug: "leak-detection",
      title: "Leak Detection",
      cardTitle: "Leak Detection",
      subtitle: "Hidden leaks found without tearing your home apart",
      description: "Thermal cameras and acoustic gear pinpoint hidden leaks.",
      mobileDescription: "Hidden leaks found fast.",
      longDescription: "A small leak inside a wall can run for months. We find it first time.",
    },
    {
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
    { slug: "manukau", description: "The heart of South Auckland." },
    { slug: "mangere-east", description: "Homes and businesses near the airport." },
  ],
});

export interface ApiCall {
  method: string;
  /** The path under /admin/api/, with its query. */
  path: string;
  body: unknown;
}

/** What the fake API answers a call with; undefined answers 404. */
type Answer = (call: ApiCall) => { status: number; body?: unknown } | undefined;

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
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call) ?? { status: 404, body: { error: "No such route in this test." } };
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}
