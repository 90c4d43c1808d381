import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { mediaCatalog } from "../../scripts/build/media/catalog";
import { distinctServices } from "../lib/content-rules";
import { ownerSettingsOf, readSiteEnv } from "../../config/env";
import { checkContent } from "./document";
import { areaNames, footerAreaSlugs, serviceNames } from "./names";
import { readSeedFile, seedContent } from "./seed";
import { sitePages } from "./site-pages";
import { areasOf, faqPageItems, homeFaqItems, homeTestimonials, pagesOf, projectsShown, reviewsShown } from "./view";

// The repository's document (app/content/site.json), as a fresh clone builds it.
const doc = seedContent(ownerSettingsOf(readSiteEnv({})));
const services = doc.services;
const projects = projectsShown(doc);
const reviews = reviewsShown(doc);
const areas = areasOf(doc);
const indexAreas = areas.filter((a) => a.inIndex);
const dedicatedAreas = doc.suburbPages;
const { areaLinks: homeAreaSlugs } = doc.pages.home;
const { priorityZone: priorityZoneResponse } = doc.pages.areas;
const problems = (changed: object) => {
  const checked = checkContent({ ...doc, ...changed });
  return checked.ok ? [] : checked.problems;
};

describe("content", () => {
  test("the repository's document passes the one schema", () => {
    expect(checkContent(doc).ok).toBe(true);
  });

  test("fails the schema when a service is repeated or a nearby area has no page", () => {
    expect(problems({ services: [...doc.services, doc.services[0]] })).toContainEqual({
      path: "services.7.slug",
      message: "Used twice.",
    });
    const [first, ...rest] = doc.areas;
    const atlantis = { ...first!, nearbyAreas: [{ name: "Atlantis", slug: "atlantis" }, ...first!.nearbyAreas] };
    expect(problems({ areas: [atlantis, ...rest] })).toEqual([
      { path: "areas.0.nearbyAreas.0.slug", message: "No such area." },
    ]);
    // The owner's text rule holds for the repository's words too (shared/owner-text.ts): what does not show goes.
    const [faq, ...faqs] = doc.faqs;
    const checked = checkContent({ ...doc, faqs: [{ ...faq!, question: "Why?\0\u200b" }, ...faqs] });
    expect(checked.ok && checked.content.faqs[0]!.question).toBe("Why?");
    expect(readSeedFile()).toEqual(JSON.parse(JSON.stringify({ ...doc, settings: undefined })));
  });

  test("the pages' words state the claims they name, so an edit of a claim reaches every sentence", () => {
    const pages = JSON.stringify(pagesOf(doc));
    expect(pages).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(pagesOf(doc).about.text[0]).toContain("for over 15 years.");
    const edited = checkContent({ ...doc, claims: { ...doc.claims, yearsTrading: "over 20 years" } });
    if (!edited.ok) throw new Error(JSON.stringify(edited.problems));
    expect(pagesOf(edited.content).about.text[0]).toContain("for over 20 years.");
    expect(pagesOf(edited.content).about.mobileText).toContain("over 20 years of trading");
    const about = { ...doc.pages.about, title: "Since {yearsTrading}, {noSuchClaim}" };
    expect(problems({ pages: { ...doc.pages, about } })).toEqual([
      { path: "pages.about.title", message: "{noSuchClaim} is not one of the claims." },
    ]);
  });

  test("has the spec's counts", () => {
    expect(services).toHaveLength(7);
    expect(projects).toHaveLength(9);
    expect(projects.filter((p) => p.featured).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(reviews).toHaveLength(12);
    expect(homeTestimonials(doc)).toHaveLength(6);
    expect(faqPageItems(doc)).toHaveLength(7);
    expect(homeFaqItems(doc)).toHaveLength(7);
    expect(indexAreas).toHaveLength(16);
    expect(homeAreaSlugs).toHaveLength(15);
    expect(footerAreaSlugs).toHaveLength(8);
    expect(dedicatedAreas.map((a) => a.slug).sort()).toEqual([
      "mangere",
      "manukau",
      "manurewa",
      "papakura",
      "papatoetoe",
      "pukekohe",
      "takanini",
    ]);
    expect(services.find((s) => s.slug === "leak-detection")?.thermalComparisons).toHaveLength(3);
    for (const s of services.filter((s) => s.slug !== "leak-detection")) expect(s.steps).toHaveLength(3);
  });

  test("keeps the spec's experience and warranty table exactly", () => {
    expect(Object.fromEntries(services.map((s) => [s.slug, [s.experience, s.warranty]]))).toEqual({
      "leak-detection": ["15+ Years", "12 Months"],
      "emergency-callouts": ["20+ Years", "6 Months"],
      "hot-water-cylinder-repair": ["18+ Years", "24 Months"],
      "renovations-new-builds": ["25+ Years", "36 Months"],
      "drain-unblocking": ["12+ Years", "6 Months"],
      maintenance: ["20+ Years", "12 Months"],
      "plumbing-inspection": ["15+ Years", "12 Months"],
    });
  });

  test("has the spec's review services, priority flags and zone times", () => {
    expect(distinctServices(reviews)).toEqual([
      "Leak Repair",
      "Blocked Sink",
      "Leak Detection",
      "After Hours Plumbing",
      "Hot Water Cylinder",
      "Ceiling Leak Repair",
      "Fridge Water Line Installation",
      "Emergency Plumbing",
      "Tap & Toilet Repairs",
      "General Plumbing",
      "General Repairs",
      "Multiple Callouts",
    ]);
    expect(indexAreas.filter((a) => a.priority).map((a) => a.indexName)).toEqual([
      "Manukau City Centre",
      "Papakura",
      "Papatoetoe",
      "Manurewa",
    ]);
    expect(priorityZoneResponse.map((z) => [z.slug, z.minutes])).toEqual([
      ["papatoetoe", 20],
      ["manukau", 15],
      ["papakura", 25],
      ["manurewa", 25],
    ]);
  });

  test("keeps the spec's per-area response times and project facts (section 9)", () => {
    const minutes = Object.fromEntries(areas.map((a) => [a.slug, a.emergencyStats.responseTime]));
    expect(minutes).toMatchObject({
      manukau: 30,
      papakura: 25,
      pukekohe: 35,
      takanini: 28,
      otara: 32,
      mangere: 25,
      papatoetoe: 22,
      howick: 30,
      botany: 25,
      "east-tamaki": 28,
      "flat-bush": 30,
      "auckland-cbd": 20,
      "north-shore": 35,
      "west-auckland": 40,
      waitakere: 45,
    });
    const text = (slug: string) => JSON.stringify(projects.find((p) => p.slug === slug));
    expect(text("hot-water-cylinder-installation")).toMatch(/180L mains pressure cylinder/);
    expect(text("concrete-slab-leak-detection-repair")).toMatch(
      /2 litres a minute.*50 metre|50 metre.*2 litres a minute/,
    );
    expect(text("concrete-slab-leak-detection-repair")).toContain("$600 leak rebate");
  });

  test("describes Pukekohe and Mangere as the spec does", () => {
    const puke = dedicatedAreas.find((a) => a.slug === "pukekohe")!;
    expect([puke.headline, puke.badge]).toEqual(["Emergency Plumber Pukekohe", "Serving Pukekohe & Rural Areas"]);
    expect(puke.about.join(" ")).toMatch(/Franklin.*30,000/);
    const mangere = dedicatedAreas.find((a) => a.slug === "mangere")!;
    expect([mangere.headline, mangere.badge]).toEqual(["Emergency Plumber Mangere", "Serving Mangere Homes"]);
    expect(mangere.reasons).toHaveLength(7);
    expect(mangere.nearby.map((n) => n.slug)).toEqual(["papatoetoe", "otara", "manukau", "mangere-east"]);
  });

  test("has a name entry for every service and area, and no other", () => {
    expect(serviceNames.map((s) => s.slug)).toEqual(services.map((s) => s.slug));
    expect(areaNames.map((a) => a.slug).sort()).toEqual(areas.map((a) => a.slug).sort());
  });

  test("derives the page list from content: 17 area pages, no duplicates", () => {
    const paths = sitePages(doc).map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith("/areas/"))).toHaveLength(areas.length);
    expect(paths).toContain("/areas/mangere-east");
  });

  test("refers only to catalogued media that exists, each image with alt text", () => {
    const json = JSON.stringify(doc);
    const referenced = [...new Set([...json.matchAll(/"(\/media\/[^"]+)"/g)].map((m) => m[1]!))];
    const catalogued = new Set(mediaCatalog.map((e) => `/media/${e.path}`));
    expect(referenced.filter((r) => !catalogued.has(r))).toEqual([]);
    const publicDir = path.resolve("public");
    if (existsSync(path.join(publicDir, "media"))) {
      expect(referenced.filter((r) => !existsSync(path.join(publicDir, r)))).toEqual([]);
    }
    for (const match of json.matchAll(/"src":"\/media\/[^"]+\.jpe?g","alt":"([^"]*)"/g))
      expect(match[1]!.length).toBeGreaterThan(5);
    for (const p of projects) expect(p.imageAlt.length).toBeGreaterThan(5);
  });
});
