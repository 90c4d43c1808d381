import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { named, spec } from "../test/spec-texts";
import { goto, openPage, type OpenedPage, type ViewportName } from "../test/support/e2e/browser";

/**
 * The spec's texts, exactly as it words them (test/spec-texts.ts), on the page that shows them. Texts that appear
 * only after an action (toasts, the alert, "Submitting...", "Close menu", the empty reviews state, the confirmation
 * screen) are checked by the test of that action, reading the same module; the last test below makes sure every
 * quoted string is checked somewhere.
 */
const norm = (s: string) => s.replace(/\s+/g, " ").trim();
const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));
const exactText = (page: Page, text: string) => page.getByText(text, { exact: true });

let opened: OpenedPage;
const at = async (viewport: ViewportName, path: string) => {
  if (opened?.page.viewportSize()?.width !== (viewport === "mobile" ? 375 : 1280)) {
    await opened?.close();
    opened = await openPage("", { viewport });
  }
  await goto(opened.page, path);
  return opened.page;
};
beforeAll(async () => {
  opened = await openPage("");
});
afterAll(async () => {
  expect(opened.errors).toEqual([]);
  await opened.close();
});

describe.each(["desktop", "mobile"] as const)("quoted texts at %s", (viewport) => {
  test("home: rating banner, sticky button, hero cards, stat tiles, custom-solution box, badge, urgency options", async () => {
    const page = await at(viewport, "/");
    expect(await exactText(page, spec.ratingBanner).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: spec.stickyOpen, exact: true }).isVisible()).toBe(true);
    expect(await page.locator("#home li h2").allInnerTexts()).toEqual([...named.heroFeatures]);
    expect((await texts(page, "#about ul.grid-cols-2 > li")).map(norm)).toEqual([...named.aboutStats]);
    expect(await page.getByRole("heading", { name: spec.customSolution, exact: true }).isVisible()).toBe(true);
    expect(await page.locator("#testimonials").getByText(spec.ratingBadge, { exact: true }).isVisible()).toBe(true);
    const urgency = await page.getByLabel("Urgency").locator("option").allInnerTexts();
    expect(urgency.slice(1)).toEqual([...spec.urgency]);
    for (const name of [named.getCustomQuote, named.getYourQuote, named.getInTouch]) {
      expect(await page.getByRole("link", { name, exact: true }).count(), name).toBeGreaterThan(0);
    }
  });
});

describe("claims (spec section 1)", () => {
  test("the About section states each claim of the business", async () => {
    const page = await at("desktop", "/about");
    const about = norm(await page.locator("#about").innerText());
    for (const claim of [
      "upfront prices",
      "licensed, insured plumbers",
      "20-50 year warranty",
      "Same-day service",
      "no call-out fees",
      "100% satisfaction guarantee",
      "local family business",
      "over 15 years",
    ]) {
      expect(about.toLowerCase(), claim).toContain(claim.toLowerCase());
    }
  });
});

describe("quoted texts on inner pages", () => {
  test("/services/leak-detection: the 5.0 Rating badge, the thermal views and LEAK DETECTED", async () => {
    const page = await at("desktop", "/services/leak-detection");
    expect(await exactText(page, spec.ratingOnMedia).isVisible()).toBe(true);
    // Each switch is a native <details> summary (docs/decisions/009-native-controls.md).
    expect(await page.locator("summary", { hasText: named.thermalView }).count()).toBe(3);
    expect(await exactText(page, named.leakDetected).count()).toBe(3);
    for (const heading of named.serviceSections)
      expect(await page.getByRole("heading", { name: heading, exact: true }).count(), heading).toBeGreaterThan(0);
  });

  test("/services: the seven card titles as the spec names them", async () => {
    const page = await at("desktop", "/services");
    expect(await page.locator("[data-testid=service-card] h2").allInnerTexts()).toEqual([...named.serviceCardTitles]);
  });

  test("/reviews: the verified-reviews badge", async () => {
    const page = await at("desktop", "/reviews");
    expect(await page.getByText(spec.verifiedReviews, { exact: true }).isVisible()).toBe(true);
  });

  test("/project with a video: Click to expand, Thermal Imaging and Video badges", async () => {
    const page = await at("desktop", "/project/thermal-imaging-pinhole-leak-detection");
    expect(await page.getByRole("button", { name: spec.clickToExpand, exact: true }).isVisible()).toBe(true);
    const gallery = page.locator("main li figure");
    expect(await gallery.getByText(spec.thermalImaging, { exact: true }).count()).toBe(1);
    expect(await gallery.getByText(spec.video, { exact: true }).count()).toBe(1);
  });

  test("/areas: four Priority flags and 15+ Service Areas", async () => {
    const page = await at("desktop", "/areas");
    expect(await page.getByTestId("area-card").getByText(spec.priority, { exact: true }).count()).toBe(4);
    expect(norm(await page.locator("main").innerText())).toContain(spec.serviceAreas);
  });

  test("Pukekohe and Mangere: headline and badge", async () => {
    for (const [slug, headline, badge] of [
      ["pukekohe", spec.pukekoheHeadline, spec.pukekoheBadge],
      ["mangere", spec.mangereHeadline, spec.mangereBadge],
    ]) {
      const page = await at("mobile", `/areas/${slug}`);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(headline);
      expect(await exactText(page, badge!).isVisible()).toBe(true);
    }
  });

  test("the not-found states", async () => {
    const notFound = await openPage("", { allow404: true });
    const page = notFound.page;
    await goto(page, "/no/such/page");
    expect(await exactText(page, spec.notFoundCode).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(spec.notFound);
    await goto(page, "/services/no-such-service");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(spec.serviceNotFound);
    expect(await exactText(page, spec.serviceNotFoundMessage).isVisible()).toBe(true);
    await goto(page, "/project/no-such-project");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(spec.projectNotFound);
    expect(await exactText(page, spec.projectNotFoundMessage).isVisible()).toBe(true);
    expect(notFound.errors).toEqual([]);
    await notFound.close();
  });
});

describe("every quoted string of the spec is checked", () => {
  test("each key of `spec` is read by an end-to-end test", () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const sources = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".e2e.ts"))
      .map((f) => readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    const unchecked = Object.keys(spec).filter((key) => !new RegExp(`\\bspec\\.${key}\\b`).test(sources));
    expect(unchecked).toEqual([]);
  });
});
