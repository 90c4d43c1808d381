import { afterEach, describe, expect, test } from "vitest";
import { openPage, readingTab, type OpenedPage } from "../test/support/e2e/browser";
import { builtPages, jsonLdBlocks } from "../test/support/built-site";
import { named, spec } from "../test/spec-texts";

const services = [
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
];

let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

// The filter hides the other services' cards with CSS (docs/decisions/009-native-controls.md): count the shown ones.
describe("/reviews", () => {
  test("badge, external listing, and a filter that narrows the cards and sits in the URL", async () => {
    opened = await openPage("/reviews");
    const { page } = opened;
    expect(await page.getByText(spec.verifiedReviews, { exact: true }).isVisible()).toBe(true);
    const listing = page.getByRole("link", { name: /See Our Reviews Listing/ });
    expect(await listing.getAttribute("target")).toBe("_blank");
    const select = page.getByLabel("Filter by service");
    expect(await select.locator("option").allInnerTexts()).toEqual(["All Services", ...services]);
    expect(await page.locator("[data-testid=review-card]:visible").count()).toBe(12);
    for (const service of services) {
      await select.selectOption(service);
      await expect
        .poll(() => page.locator("[data-testid=review-card]:visible").allInnerTexts())
        .toEqual([expect.stringContaining(service)]);
      expect(new URL(page.url()).searchParams.get("service")).toBe(service);
    }
    await select.selectOption("All Services");
    await expect.poll(() => page.locator("[data-testid=review-card]:visible").count()).toBe(12);
    expect(new URL(page.url()).search).toBe("");
    await select.focus();
    await page.keyboard.type("Mu");
    await expect.poll(() => select.inputValue()).toBe("Multiple Callouts");
  });

  test("a shared URL that matches nothing shows the empty state, and Clear Filters resets", async () => {
    opened = await openPage("/reviews?service=Gas%20Fitting");
    const { page } = opened;
    await expect.poll(() => page.getByText(spec.noReviews, { exact: true }).isVisible()).toBe(true);
    await page.getByRole("button", { name: named.clearFilters, exact: true }).click();
    await expect.poll(() => page.locator("[data-testid=review-card]:visible").count()).toBe(12);
    expect(await page.getByLabel("Filter by service").inputValue()).toBe("All Services");
    expect(new URL(page.url()).search).toBe("");
    expect(await page.getByRole("link", { name: "Get Your Quote" }).getAttribute("href")).toBe("/#contact");
    expect(await page.getByRole("link", { name: /Read All Reviews/ }).getAttribute("target")).toBe("_blank");
  });
});

describe("/faq", () => {
  test("seven questions on the spec's topics, toggled independently, with FAQPage data and a call panel", async () => {
    opened = await openPage("/faq");
    const { page } = opened;
    const items = page.locator("details");
    expect(await items.count()).toBe(7);
    const questions = (await page.locator("summary").allInnerTexts()).join(" ");
    for (const topic of [
      /24\/7 emergency/i,
      /areas/i,
      /thermal imaging/i,
      /licensed and insured/i,
      /how quickly/i,
      /acoustic/i,
      /money back|leak allowance|water bill/i,
    ]) {
      expect(questions).toMatch(topic);
    }
    // Leak rebates: a letter to apply for a leak allowance (spec section 2, /faq).
    const rebate = await items.filter({ hasText: "leak allowance" }).textContent();
    expect(rebate).toMatch(/letter/);
    await items.nth(1).locator("summary").click();
    await items.nth(4).locator("summary").click();
    await items.nth(1).locator("summary").click();
    expect(await items.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open))).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    const faq = jsonLdBlocks(await page.content(), "/faq").find((b) => b["@type"] === "FAQPage") as {
      mainEntity: unknown[];
    };
    expect(faq.mainEntity).toHaveLength(7);
    expect(
      await page
        .getByRole("link", { name: /^Call / })
        .last()
        .getAttribute("href"),
    ).toBe("tel:+6491234567");
    await page.getByRole("link", { name: "Get In Touch" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 5000 }).toBe("contact");
  });
});

describe("/about, /privacy, /terms and /sitemap", () => {
  // These tests only read their pages: one tab loads each in turn.
  const tab = readingTab();

  test("/about: the three badges, then the shared About section", async () => {
    const page = await tab.visit("/about");
    for (const badge of ["24/7 Emergency Service", "Licensed & Insured", "Auckland Wide"])
      expect(await page.getByText(badge, { exact: true }).first().isVisible()).toBe(true);
    expect(
      await page.locator("#about").getByRole("heading", { name: "Your Local, Licensed Plumbing Team" }).count(),
    ).toBe(1);
  });

  test("/privacy says what the forms collect, why, where it goes, and the Privacy Act 2020 rights", async () => {
    const text = await (await tab.visit("/privacy")).locator("main").innerText();
    for (const heading of [
      "What we collect",
      "Why we collect it",
      "Where it goes and how long we keep it",
      "Analytics",
      "Your rights",
    ])
      expect(text).toContain(heading);
    expect(text).toContain("Privacy Act 2020");
    expect(text).toContain("Global Privacy Control");
  });

  test("/terms renders its sections", async () => {
    const page = await tab.visit("/terms");
    expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
  });

  test("/sitemap links every pre-rendered page, grouped under headings", async () => {
    const page = await tab.visit("/sitemap");
    const hrefs = await page.locator("main a").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const { path } of builtPages()) expect(hrefs).toContain(path);
    expect(await page.locator("main h2").allInnerTexts()).toEqual([
      "Main",
      "Services",
      "Projects",
      "Service Areas",
      "Information",
    ]);
  });
});
