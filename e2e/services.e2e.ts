import { afterEach, describe, expect, test } from "vitest";
import { fetchHtml, goto, openPage, readingTab, type OpenedPage } from "../test/support/e2e/browser";
import { jsonLdBlocks } from "../test/support/built-site";

const table: Record<string, [string, string, string]> = {
  "leak-detection": ["Leak Detection", "15+ Years", "12 Months"],
  "emergency-callouts": ["Emergency Callouts", "20+ Years", "6 Months"],
  "hot-water-cylinder-repair": ["Hot Water Cylinder Repair", "18+ Years", "24 Months"],
  "renovations-new-builds": ["Renovations & New Builds", "25+ Years", "36 Months"],
  "drain-unblocking": ["Drain Unblocking", "12+ Years", "6 Months"],
  maintenance: ["Maintenance", "20+ Years", "12 Months"],
  "plumbing-inspection": ["Plumbing Inspection", "15+ Years", "12 Months"],
};

let opened: OpenedPage | undefined;
// The tests that only read a page load it into a tab of its width; those that click or scroll open their own.
const tabs = { desktop: readingTab(), mobile: readingTab({ viewport: "mobile" }) };
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

describe("/services", () => {
  test("seven cards in two columns, Leak Detection highlighted, each toggling independently", async () => {
    opened = await openPage("/services");
    const { page } = opened;
    const cards = page.getByTestId("service-card");
    expect(await cards.count()).toBe(7);
    const columns = await page
      .locator("ul:has(> [data-testid=service-card])")
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(2);
    expect(await cards.first().getByText("Featured Technology").isVisible()).toBe(true);
    // Each card's Learn More is a native <details> (docs/decisions/009-native-controls.md).
    const toggle = (i: number) => cards.nth(i).locator("summary");
    const open = (i: number) =>
      cards
        .nth(i)
        .locator("details")
        .evaluate((d) => (d as HTMLDetailsElement).open);
    expect(await toggle(0).innerText()).toContain("Learn More");
    await toggle(0).click();
    await toggle(1).click();
    expect([await open(0), await open(1)]).toEqual([true, true]);
    expect(await toggle(0).innerText()).toContain("Show Less");
    expect(await cards.nth(0).getByText("Key Benefits").isVisible()).toBe(true);
    expect(
      await cards
        .nth(0)
        .getByRole("link", { name: /Request This Service/ })
        .getAttribute("href"),
    ).toBe("/quote");
    await toggle(0).click();
    expect(await cards.nth(0).getByText("Key Benefits").isVisible()).toBe(false);
    expect(await cards.nth(1).getByText("Key Benefits").isVisible()).toBe(true);
    const details = await page
      .getByRole("link", { name: /View Details/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(details).toEqual(Object.keys(table).map((s) => `/services/${s}`));
    for (const step of [
      "Initial Assessment",
      "Expert Consultation",
      "Quality Workmanship",
      "Satisfaction Guarantee",
      "Licensed & Certified",
      "Fast Response",
      "Quality Guarantee",
    ]) {
      expect(await page.getByRole("heading", { name: step, exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole("link", { name: "Get In Touch Today" }).getAttribute("href")).toBe("/quote");
  });
});

describe.each(Object.entries(table))("/services/%s", (slug, [title, experience, warranty]) => {
  test("has every section, the spec's experience and warranty, and its structured data", async () => {
    const page = await tabs[slug === "maintenance" ? "mobile" : "desktop"].visit(`/services/${slug}`);
    const crumbs = await page.getByRole("navigation", { name: "Breadcrumb" }).innerText();
    expect(crumbs.replace(/\s+/g, " ")).toContain(`Home Services ${title}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
    // Subtitle, long description and the slug's own bullet list, under the title.
    const hero = page.locator("section:has(h1)");
    expect((await hero.locator("h1 ~ p").allInnerTexts()).filter((t) => t.trim().length > 20)).toHaveLength(2);
    expect(await hero.locator("h1 ~ ul li").count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole("link", { name: "Get Free Quote" }).first().getAttribute("href")).toBe("/quote");
    expect(await page.getByRole("link", { name: "Call Now" }).getAttribute("href")).toBe("tel:+6491234567");
    expect(await page.getByText("5.0 Rating").isVisible()).toBe(true);
    for (const heading of [
      "What's Included",
      "Key Benefits",
      "Why Choose Us",
      "Expert Technicians",
      "Quality Guarantee",
      "Fast Response",
    ]) {
      expect(await page.getByRole("heading", { name: heading, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByText(experience, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(warranty, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator("figure blockquote").count()).toBeGreaterThan(0);

    const blocks = jsonLdBlocks(await page.content(), slug);
    const service = blocks.find((b) => b["@type"] === "Service") as { offers: { priceCurrency: string }; name: string };
    expect(service.name).toBe(title);
    expect(service.offers.priceCurrency).toBe("NZD");
    expect(
      (blocks.find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: unknown[] }).itemListElement,
    ).toHaveLength(3);
    const faq = blocks.find((b) => b["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
    if (slug === "leak-detection" || slug === "emergency-callouts") {
      expect(faq?.mainEntity.length).toBeGreaterThan(0);
      for (const q of faq!.mainEntity) expect(await page.getByText(q.name, { exact: true }).count()).toBe(1);
    } else {
      expect(faq).toBeUndefined();
    }

    if (slug === "leak-detection") {
      expect(await page.getByText("LEAK DETECTED").count()).toBe(3);
    } else {
      expect(await page.getByText(/^Step [123]$/).count()).toBe(3);
      const cta = page.getByRole("region", { name: /\?$/ }).last();
      if (slug === "emergency-callouts") {
        expect(await cta.getByRole("link", { name: /Call Emergency Line/ }).getAttribute("href")).toBe(
          "tel:+6491234567",
        );
      } else {
        expect(await cta.getByRole("link", { name: "Get Free Quote" }).getAttribute("href")).toBe("/quote");
      }
    }
  });
});

describe("claims the spec states once (section 9)", () => {
  test("drain unblocking promises the drain guarantee in its words", async () => {
    const page = await tabs.desktop.visit("/services/drain-unblocking");
    expect(
      await page.getByText("Drain blockage location 100% guaranteed, or it's free", { exact: true }).isVisible(),
    ).toBe(true);
  });
});

describe("thermal comparisons", () => {
  test("each switches between the normal and the thermal image, both loaded before the first switch", async () => {
    opened = await openPage("/services/leak-detection");
    const { page } = opened;
    const figures = page.locator("figure:has-text('LEAK DETECTED')");
    expect(await figures.count()).toBe(3);
    for (const figure of await figures.all()) {
      await figure.scrollIntoViewIfNeeded();
      const images = figure.locator("img");
      await expect
        .poll(() =>
          images.evaluateAll((imgs) =>
            imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toBe(true);
      const opacity = () => images.evaluateAll((imgs) => imgs.map((i) => getComputedStyle(i).opacity));
      await expect.poll(opacity).toEqual(["1", "0"]);
      await figure.locator("summary", { hasText: "Thermal View" }).click();
      await expect.poll(opacity).toEqual(["0", "1"]);
      await figure.locator("summary", { hasText: "Normal View" }).click();
      await expect.poll(opacity).toEqual(["1", "0"]);
    }
  });
});

describe("unknown service", () => {
  test("is answered with 404 and its section's Service Not Found page, which is no page of its own", async () => {
    expect((await fetchHtml("/services/not-a-service")).status).toBe(404);
    expect((await fetchHtml("/404/service")).html).not.toContain("Service Not Found");
    opened = await openPage("/services/not-a-service", { allow404: true });
    const { page } = opened;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Service Not Found");
    expect(await page.getByText("Sorry, we couldn't find the service you're looking for").isVisible()).toBe(true);
    await page.getByRole("link", { name: "View All Services" }).click();
    await page.waitForURL("**/services");
    await goto(page, "/services/still-not-one");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Service Not Found");
  });
});
