import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { fetchHtml, openPage, readingTab, type OpenedPage } from "../test/support/e2e/browser";
import { jsonLdBlocks } from "../test/support/built-site";

const generic = [
  "auckland-cbd",
  "botany",
  "east-tamaki",
  "flat-bush",
  "howick",
  "north-shore",
  "otara",
  "waitakere",
  "west-auckland",
  "mangere-east",
];
const dedicated = ["papatoetoe", "manukau", "manurewa", "papakura", "takanini", "pukekohe", "mangere"];

let opened: OpenedPage | undefined;
// The tests that only read a page load it into a tab of its width; the one that navigates opens its own.
const tabs = { desktop: readingTab(), mobile: readingTab({ viewport: "mobile" }) };
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const plumber = async (page: Page, where: string) =>
  jsonLdBlocks(await page.content(), where).find((b) => b["@type"] === "Plumber") as Record<
    string,
    Record<string, unknown> & unknown
  >;
const meta = (page: Page, name: string) => page.locator(`meta[name="${name}"]`).getAttribute("content");
const nearbyResolve = async (page: Page) => {
  const hrefs = await page
    .getByRole("navigation", { name: "Nearby Areas We Serve" })
    .getByRole("link")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) expect((await fetchHtml(href)).status).toBe(200);
};

describe("/areas", () => {
  test("16 areas with description, population and Learn More; priority flags and zone times", async () => {
    const page = await tabs.desktop.visit("/areas");
    const cards = page.getByTestId("area-card");
    expect(await cards.count()).toBe(16);
    for (const card of await cards.all()) {
      expect(await card.getByText(/Population [\d,]+\+/).count()).toBe(1);
      const href = await card.getByRole("link", { name: /Learn More/ }).getAttribute("href");
      expect(href).toMatch(/^\/areas\/[a-z-]+$/);
    }
    const flagged = await cards.filter({ hasText: "Priority" }).locator("h3").allInnerTexts();
    expect(flagged.sort()).toEqual(["Manukau City Centre", "Manurewa", "Papakura", "Papatoetoe"]);
    const zone = await page.getByRole("region", { name: /Priority Zone/ }).innerText();
    for (const line of [/Papatoetoe\s+20 min/, /Manukau\s+15 min/, /Papakura\s+25 min/, /Manurewa\s+25 min/])
      expect(zone).toMatch(line);
  });
});

describe.each(generic)("generic area /areas/%s", (slug) => {
  test("names the suburb, lists services and facts, links nearby areas, and carries Plumber data", async () => {
    const page = await tabs.desktop.visit(`/areas/${slug}`);
    const h1 = await page.getByRole("heading", { level: 1 }).innerText();
    const name = h1.replace(/^Plumber in /, "");
    expect(await page.title()).toContain(name);
    expect(await meta(page, "description")).toContain(name);
    for (const heading of [`Services in ${name}`, `Why Choose Us in ${name}`, `About ${name}`]) {
      expect(await page.getByRole("heading", { name: heading }).count()).toBe(1);
    }
    expect(await page.getByText(/Population [\d,]+\+/).count()).toBe(1);
    expect(await page.getByText("Emergency response", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Jobs completed", { exact: true }).isVisible()).toBe(true);
    expect(await page.locator("figure blockquote").count()).toBe(1);
    expect(
      await page
        .getByRole("link", { name: /^Call / })
        .first()
        .getAttribute("href"),
    ).toBe("tel:+6491234567");
    expect(await page.getByRole("link", { name: "Get Free Quote" }).first().getAttribute("href")).toBe("/quote");
    await nearbyResolve(page);
    const data = await plumber(page, slug);
    expect((data.address as Record<string, string>).addressLocality).toBe(name);
    expect((data.areaServed as Record<string, string>).name).toBe(name);
  });
});

describe.each(dedicated)("dedicated area /areas/%s", (slug) => {
  test("has the hero, stats, six trust cards, local reviews, about, nearby chips, closing call, geo tags and full Plumber data", async () => {
    const page = await tabs[slug === "mangere" ? "mobile" : "desktop"].visit(`/areas/${slug}`);
    const h1 = await page.getByRole("heading", { level: 1 }).innerText();
    const name = h1.replace(/^Emergency Plumber /, "");
    expect(
      await page
        .getByRole("link", { name: /^Call / })
        .first()
        .getAttribute("href"),
    ).toBe("tel:+6491234567");
    expect(await page.getByRole("link", { name: "Get Free Quote" }).first().getAttribute("href")).toBe("/quote");
    expect(await page.getByRole("region", { name: "At a glance" }).getByText("24/7").count()).toBe(1);
    expect(
      await page
        .getByRole("region", { name: `Why ${name} Trusts Us` })
        .locator("li")
        .count(),
    ).toBe(6);
    expect(
      await page
        .getByRole("region", { name: `What ${name} Customers Say` })
        .locator("li")
        .count(),
    ).toBeGreaterThan(1);
    expect(await page.getByRole("heading", { name: `About ${name}` }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: `Need a plumber in ${name}?` }).count()).toBe(1);
    await nearbyResolve(page);
    expect(await meta(page, "geo.region")).toBe("NZ-AUK");
    expect(await meta(page, "geo.placename")).toBe(name);
    expect(await meta(page, "geo.position")).toMatch(/^-3\d\.\d+;17\d\.\d+$/);
    expect(await meta(page, "ICBM")).toMatch(/^-3\d\.\d+, 17\d\.\d+$/);
    const data = await plumber(page, slug);
    expect(data.address).toMatchObject({ addressLocality: name, addressRegion: "Auckland", addressCountry: "NZ" });
    expect(data.geo).toMatchObject({ "@type": "GeoCoordinates" });
    expect(data.openingHoursSpecification).toMatchObject({ opens: "00:00", closes: "23:59" });
    expect((data.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
    expect(data.priceRange).toBe("$$");
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 143 });
    expect(data.sameAs).toHaveLength(2);
  });
});

/** The hero stats strip of a dedicated page: response time, happy customers, availability, rating (spec section 9). */
const glance = (page: Page) => page.getByRole("region", { name: "At a glance" }).locator("dd").allInnerTexts();

describe("Pukekohe and Mangere as the spec describes them", () => {
  test("Pukekohe", async () => {
    const page = await tabs.desktop.visit("/areas/pukekohe");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Emergency Plumber Pukekohe");
    expect(await page.getByText("Serving Pukekohe & Rural Areas").isVisible()).toBe(true);
    const cards = await page.getByRole("region", { name: "Why Pukekohe Trusts Us" }).locator("h3").allInnerTexts();
    expect(cards).toEqual([
      "Fast Emergency Response",
      "Rural & Lifestyle Block Specialists",
      "Licensed & Insured",
      "Local Family Business",
      "Transparent Pricing",
      "Quality Guarantee",
    ]);
    const about = await page.getByRole("region", { name: "About Pukekohe" }).innerText();
    expect(about).toMatch(/30,000/);
    expect(about).toMatch(/Franklin/);
    expect(await glance(page)).toEqual(["30 min", "600+", "24/7", "4.9 ★"]);
  });

  test("Mangere", async () => {
    const page = await tabs.desktop.visit("/areas/mangere");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Emergency Plumber Mangere");
    expect(await page.getByText("Serving Mangere Homes").isVisible()).toBe(true);
    const about = page.getByRole("region", { name: "About Mangere" });
    expect(await about.innerText()).toMatch(/45,000/);
    expect(await about.innerText()).toMatch(/Airport/);
    expect(await glance(page)).toEqual(["20 min", "1000+", "24/7", "4.9 ★"]);
    expect(await about.locator("h3 + ul li").count()).toBe(7);
    const chips = await page
      .getByRole("navigation", { name: "Nearby Areas We Serve" })
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => [e.textContent?.trim(), e.getAttribute("href")]));
    expect(chips).toEqual([
      ["Papatoetoe", "/areas/papatoetoe"],
      ["Otara", "/areas/otara"],
      ["Manukau", "/areas/manukau"],
      ["Mangere East", "/areas/mangere-east"],
    ]);
  });
});

describe("unknown area", () => {
  test("is answered with 404, replaces the history entry with /404, and Back skips the bad URL", async () => {
    expect((await fetchHtml("/areas/anything-else")).status).toBe(404);
    opened = await openPage("/areas", { allow404: true });
    const { page } = opened;
    await page.goto("/areas/anything-else", { waitUntil: "networkidle" });
    await page.waitForURL("**/404");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("Oops! Page not found");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/areas");
    expect(new URL(page.url()).pathname).toBe("/areas");
  });
});
