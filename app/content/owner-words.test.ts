import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { readSiteEnv } from "../../config/env";
import { checkContent, type SiteContent } from "./document";
import { seedDedicatedAreas } from "./dedicated-areas";
import { suburbPageSlugs } from "./names";
import { seedHomeTestimonials, seedReviews } from "./reviews";
import { seedContent } from "./seed";

/**
 * Issue 45: the home page's testimonials, the shared area page's testimonials and the seven suburbs' own pages are
 * the owner's words (app/content/document.ts), and a build lays them over the repository's.
 */
const seed = (): SiteContent => seedContent(readSiteEnv({}));
const problems = (doc: unknown) => {
  const checked = checkContent(doc);
  return checked.ok ? [] : checked.problems;
};

describe("the home testimonials, the area testimonials and the suburb pages in the document", () => {
  test("the seed holds the home page's six testimonials in their own words and order, apart from the 12 reviews", () => {
    const doc = seed();
    expect(problems(doc)).toEqual([]);
    expect(doc.reviews.map((r) => r.text)).toEqual(seedReviews.map((r) => r.text));
    expect(doc.homeTestimonials).toEqual(
      seedHomeTestimonials.map((t) => ({ id: expect.any(String), ...t, hidden: false })),
    );
    expect(doc.homeTestimonials.map((t) => t.id)).toEqual([
      "priya-s",
      "mark-t",
      "lisa-m",
      "sione-f",
      "karen-w",
      "hemi-r",
    ]);
    // The same customer, other words: the review is not the testimonial.
    expect(doc.homeTestimonials[0]!.text).not.toBe(doc.reviews.find((r) => r.id === "priya-s")!.text);
  });

  test("the seed holds each suburb page's words, and each shared-page area's testimonial", () => {
    const doc = seed();
    expect(doc.suburbPages.map((p) => p.slug)).toEqual([...suburbPageSlugs]);
    const papakura = doc.suburbPages.find((p) => p.slug === "papakura")!;
    expect(papakura).toMatchObject({
      headline: "Emergency Plumber Papakura",
      badge: "Serving Papakura & Surrounds",
      stats: { responseTime: "25 min", happyCustomers: "800+", availability: "24/7", rating: "4.9" },
      population: "about 60,000",
      closing: { title: "Need a plumber in Papakura?" },
    });
    expect(papakura.trustCards).toHaveLength(6);
    expect(papakura.trustCards[3]).toEqual({
      title: "Local Family Business",
      text: "Trading in South Auckland for over 15 years, run by a local family.",
    });
    expect(Object.keys(papakura.trustCards[0]!)).toEqual(["title", "text"]);
    // The shared page's areas have their customer's words; a suburb with its own page has them on that page.
    expect(doc.areas.find((a) => a.slug === "otara")!.testimonial).toEqual({
      name: "Sione F.",
      location: "Otara",
      text: "Cleared our drain, showed us the roots on camera and fixed it properly.",
    });
    expect(doc.areas.filter((a) => a.testimonial).map((a) => a.slug)).toHaveLength(10);
    expect(doc.areas.find((a) => a.slug === "papakura")!.testimonial).toBeUndefined();
  });

  test("a missing, unknown or repeated suburb page is refused; its six cards, lists and limits are checked", () => {
    const doc = seed();
    doc.suburbPages = doc.suburbPages.filter((p) => p.slug !== "papakura");
    doc.suburbPages[1]!.trustCards.pop();
    doc.suburbPages[2]!.reasons = [];
    doc.suburbPages[3]!.headline = "x".repeat(81);
    expect(problems(doc)).toEqual([
      { path: "suburbPages.1.trustCards", message: "Six cards, one for each icon." },
      { path: "suburbPages.2.reasons", message: "Keep at least one." },
      { path: "suburbPages.3.headline", message: expect.stringMatching(/80/) },
      { path: "suburbPages", message: "Papakura is missing." },
    ]);
    const again = seed();
    again.suburbPages[0]!.slug = "howick";
    again.suburbPages[1]!.slug = "pukekohe";
    expect(problems(again)).toEqual([
      { path: "suburbPages.0.slug", message: "No such suburb page." },
      { path: "suburbPages", message: "Mangere is missing." },
    ]);
  });

  test("home testimonials: ids once each, at least one shown; a shared-page area needs its testimonial", () => {
    const doc = seed();
    doc.homeTestimonials[1]!.id = "priya-s";
    delete doc.areas.find((a) => a.slug === "otara")!.testimonial;
    expect(problems(doc)).toEqual([
      { path: "homeTestimonials.1.id", message: "Used twice." },
      { path: "areas.4.testimonial", message: "What a customer said is missing." },
    ]);
    const hidden = seed();
    for (const t of hidden.homeTestimonials) t.hidden = true;
    expect(problems(hidden)).toEqual([
      { path: "homeTestimonials", message: "Keep at least one testimonial on the home page." },
    ]);
  });
});

describe("a build of the owner's published words", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "owner-words-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The content modules as a dashboard build reads them, with `doc` published (SITE_CONTENT). */
  async function built(doc: SiteContent) {
    const file = path.join(dir, `content-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(doc));
    vi.resetModules();
    vi.stubEnv("SITE_CONTENT", file);
    try {
      return {
        reviews: await import("./reviews"),
        dedicated: await import("./dedicated-areas"),
        areas: await import("./areas"),
      };
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  }

  test("a hidden home testimonial leaves the home page, and its review stays on /reviews", async () => {
    const doc = seed();
    doc.homeTestimonials[0]!.hidden = true;
    doc.homeTestimonials[1]!.text = "Here in half an hour, at 2am.";
    doc.homeTestimonials[1]!.rating = 4;
    const { reviews } = await built(doc);
    expect(reviews.homeTestimonials.map((t) => t.name)).toEqual([
      "Mark T.",
      "Lisa M.",
      "Sione F.",
      "Karen W.",
      "Hemi R.",
    ]);
    expect(reviews.homeTestimonials[0]).toEqual({
      name: "Mark T.",
      rating: 4,
      service: "Emergency Plumbing",
      text: "Here in half an hour, at 2am.",
    });
    expect(reviews.reviews.map((r) => r.name)).toContain("Priya S.");
  });

  test("a suburb page's words are laid over its page, its icons, links and picture kept; an area's testimonial too", async () => {
    const doc = seed();
    const papakura = doc.suburbPages.find((p) => p.slug === "papakura")!;
    papakura.headline = "Papakura's Own Plumbers";
    papakura.trustCards[1] = { title: "Rural Edge Experts", text: "Lifestyle blocks and new subdivisions." };
    papakura.reasons = ["The Hunua Ranges"];
    papakura.headings.about = "Life in Papakura";
    doc.areas.find((a) => a.slug === "otara")!.testimonial = { name: "Ana F.", location: "Otara", text: "Tidy work." };
    const { dedicated, areas } = await built(doc);
    const page = dedicated.findDedicatedArea("papakura")!;
    const repository = seedDedicatedAreas().find((p) => p.slug === "papakura")!;
    expect(page.headline).toBe("Papakura's Own Plumbers");
    expect(page.trustCards[1]).toEqual({
      title: "Rural Edge Experts",
      text: "Lifestyle blocks and new subdivisions.",
      icon: "Trees",
    });
    expect(page.trustCards.map((c) => c.icon)).toEqual(repository.trustCards.map((c) => c.icon));
    expect(page.reasons).toEqual(["The Hunua Ranges"]);
    expect(page.headings).toEqual({ ...repository.headings, about: "Life in Papakura" });
    expect(repository.headings).toEqual({
      trustEyebrow: "Plumbing in Papakura",
      trust: "Why Papakura Trusts Us",
      reviewsEyebrow: "Local Reviews",
      reviews: "What Papakura Customers Say",
      about: "About Papakura",
      reasons: "Reasons to Love Papakura",
    });
    expect(page.nearby).toEqual(repository.nearby);
    expect(dedicated.findDedicatedArea("takanini")).toEqual(seedDedicatedAreas().find((p) => p.slug === "takanini"));
    expect(areas.findArea("otara")!.testimonial).toEqual({
      name: "Ana F.",
      location: "Otara",
      text: "Tidy work.",
      rating: 5,
    });
  });

  test("the trust cards' years follow the document's words, not the repository's claim", async () => {
    const doc = seed();
    doc.claims.yearsTrading = "over 20 years";
    const { dedicated } = await built(doc);
    // The seed's words stand until the owner edits the card: what the page shows is the document's.
    expect(dedicated.findDedicatedArea("mangere")!.trustCards[3]!.text).toBe(
      "Trading in South Auckland for over 15 years, run by a local family.",
    );
    expect(seedDedicatedAreas("over 20 years")[1]!.trustCards[3]!.text).toBe(
      "Trading in South Auckland for over 20 years, run by a local family.",
    );
  });
});
