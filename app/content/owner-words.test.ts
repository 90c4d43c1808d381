import { describe, expect, test } from "vitest";
import { ownerSettingsOf, readSiteEnv } from "../../config/env";
import { areaPage } from "../loaders/area.server";
import { homePage } from "../loaders/home.server";
import { reviewsPage } from "../loaders/reviews.server";
import { checkContent, type SiteContent } from "./document";
import { suburbPageSlugs } from "./names";
import { seedContent } from "./seed";

/**
 * Issue 45: the home page's testimonials, the shared area page's testimonials and the seven suburbs' own pages are
 * the owner's, in the one document (app/content/document.ts), and the pages show exactly what it says.
 */
const seed = (): SiteContent => seedContent(ownerSettingsOf(readSiteEnv({})));
const problems = (doc: unknown) => {
  const checked = checkContent(doc);
  return checked.ok ? [] : checked.problems;
};

describe("the home testimonials, the area testimonials and the suburb pages in the document", () => {
  test("the seed holds the home page's six testimonials in their own words and order, apart from the 12 reviews", () => {
    const doc = seed();
    expect(problems(doc)).toEqual([]);
    expect(doc.reviews).toHaveLength(12);
    expect(doc.homeTestimonials.every((t) => !t.hidden)).toBe(true);
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
      icon: "Users",
    });
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

describe("the pages show the document's words", () => {
  test("a hidden home testimonial leaves the home page, and its review stays on /reviews", () => {
    const doc = seed();
    doc.homeTestimonials[0]!.hidden = true;
    doc.homeTestimonials[1]!.text = "Here in half an hour, at 2am.";
    doc.homeTestimonials[1]!.rating = 4;
    const home = homePage(doc);
    expect(home.testimonials.map((t) => t.name)).toEqual(["Mark T.", "Lisa M.", "Sione F.", "Karen W.", "Hemi R."]);
    expect(home.testimonials[0]).toEqual({
      name: "Mark T.",
      rating: 4,
      service: "Emergency Plumbing",
      text: "Here in half an hour, at 2am.",
    });
    expect(reviewsPage(doc).reviews.map((r) => r.name)).toContain("Priya S.");
  });

  test("a suburb page shows its words, icons and links from the document; a shared-page area its testimonial", () => {
    const doc = seed();
    const papakura = doc.suburbPages.find((p) => p.slug === "papakura")!;
    papakura.headline = "Papakura's Own Plumbers";
    papakura.trustCards[1] = {
      title: "Rural Edge Experts",
      text: "Lifestyle blocks and new subdivisions.",
      icon: "Trees",
    };
    papakura.reasons = ["The Hunua Ranges"];
    papakura.headings.about = "Life in Papakura";
    doc.areas.find((a) => a.slug === "otara")!.testimonial = { name: "Ana F.", location: "Otara", text: "Tidy work." };
    const page = areaPage(doc, "papakura");
    if (page.kind !== "dedicated") throw new Error("Papakura has a page of its own");
    expect(page.dedicated).toMatchObject({
      headline: "Papakura's Own Plumbers",
      reasons: ["The Hunua Ranges"],
      headings: { about: "Life in Papakura", trust: "Why Papakura Trusts Us" },
      nearby: papakura.nearby,
    });
    expect(page.dedicated.trustCards[1]).toEqual(papakura.trustCards[1]);
    const otara = areaPage(doc, "otara");
    if (otara.kind !== "generic") throw new Error("Otara is on the shared page");
    expect(otara.generic.testimonial).toEqual({ name: "Ana F.", location: "Otara", text: "Tidy work." });
  });
});
