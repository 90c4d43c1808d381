import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { openPage, type OpenedPage, type ViewportName } from "../test/support/e2e/browser";

/**
 * Every control answers the first tap at first paint (issue 24, docs/decisions/009-native-controls.md): each page is
 * opened with every script file held back (a route that never answers `.js`), as a phone on a slow link sees it
 * before any bundle arrives. Inline scripts still run: that is the page script's whole point.
 */
let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

async function openHeldBack(path: string, viewport: ViewportName = "mobile", allow404 = false): Promise<Page> {
  opened = await openPage("", { viewport, allow404 });
  const { page } = opened;
  const held: string[] = [];
  await page.route(/\.js(\?|$)/, (route) => {
    held.push(route.request().url());
  });
  await page.goto(path, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  return page;
}

const expanded = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).getAttribute("aria-expanded");

describe("with every script file held back, at 375 px", () => {
  test("the mobile menu opens on one tap with its links, and closes on Escape back to its button", async () => {
    const page = await openHeldBack("/about");
    await page.getByRole("button", { name: "Open navigation menu" }).tap();
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Projects" }).isVisible()).toBe(true);
    expect(await expanded(page, "Close navigation menu")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await nav.isVisible()).toBe(false);
    expect(await expanded(page, "Open navigation menu")).toBe("false");
    expect(
      await page.getByRole("button", { name: "Open navigation menu" }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
  });

  test("the sticky contact menu opens on one tap, reads Close menu, and a tap outside closes it", async () => {
    const page = await openHeldBack("/about");
    await page.getByRole("button", { name: "Open contact menu", exact: true }).tap();
    expect(await page.getByRole("link", { name: /Call Now/ }).isVisible()).toBe(true);
    expect(await expanded(page, "Close menu")).toBe("true");
    await page.getByRole("heading", { level: 1 }).tap();
    expect(await page.getByRole("link", { name: /Call Now/ }).isVisible()).toBe(false);
    expect(await expanded(page, "Open contact menu")).toBe("false");
  });

  test("a /services card's Learn More opens its details on one tap, each card on its own", async () => {
    const page = await openHeldBack("/services");
    const card = page.getByTestId("service-card").first();
    await card.locator("summary").tap();
    expect(await card.getByText("Key Benefits").isVisible()).toBe(true);
    expect(await card.locator("summary").innerText()).toContain("Show Less");
    expect(await page.getByTestId("service-card").nth(1).getByText("Key Benefits").isVisible()).toBe(false);
  });

  test("the thermal toggle shows the thermal view on one tap and the normal view on the next", async () => {
    const page = await openHeldBack("/services/leak-detection");
    const figure = page.locator("figure:has-text('LEAK DETECTED')").first();
    const opacity = () => figure.locator("img").evaluateAll((imgs) => imgs.map((i) => getComputedStyle(i).opacity));
    await figure.locator("summary").scrollIntoViewIfNeeded();
    await figure.locator("summary", { hasText: "Thermal View" }).tap();
    await expect.poll(opacity).toEqual(["0", "1"]);
    await figure.locator("summary", { hasText: "Normal View" }).tap();
    await expect.poll(opacity).toEqual(["1", "0"]);
  });

  test("the reviews filter narrows the cards on the first choice and keeps it in the URL", async () => {
    const page = await openHeldBack("/reviews");
    const select = page.getByLabel("Filter by service");
    const service = (await select.locator("option").allInnerTexts())[1]!;
    await select.selectOption(service);
    const shown = page.locator("[data-testid=review-card]:visible");
    expect(await shown.allInnerTexts()).toEqual([expect.stringContaining(service)]);
    expect(await page.locator("[data-count-for]:visible").allInnerTexts()).toEqual(["Showing 1 of 12 reviews"]);
    expect(new URL(page.url()).searchParams.get("service")).toBe(service);
  });

  test("the testimonial columns pause with the switch", async () => {
    const page = await openHeldBack("/");
    const column = page.getByTestId("testimonial-column").first().locator("> ul");
    await page.getByText("Pause reviews").tap();
    expect(await column.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
  });

  test("the map loads on one tap, and not before", async () => {
    const page = await openHeldBack("/");
    const requested: string[] = [];
    await page.route(/openstreetmap|instagram/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, body: "<p>embed</p>", contentType: "text/html" });
    });
    const area = page.getByRole("region", { name: "Auckland Wide, South Auckland Specialists" });
    await area.scrollIntoViewIfNeeded();
    await area.locator("summary", { hasText: "Show the map of Auckland" }).tap();
    const frame = area.locator("iframe");
    expect(await frame.getAttribute("title")).toBe("Map of our Auckland service area");
    await expect.poll(() => frame.isVisible()).toBe(true);
    await expect.poll(() => requested.length).toBe(1);
  });

  test("a project video plays while its card is hovered and pauses when it is left", async () => {
    const page = await openHeldBack("/projects");
    const card = page.locator("[data-hover-play]").first();
    const paused = () => card.locator("video").evaluate((v) => (v as HTMLVideoElement).paused);
    await card.hover();
    await expect.poll(paused).toBe(false);
    await page.mouse.move(0, 0);
    await expect.poll(paused).toBe(true);
  });

  test("Click to expand takes the project video full screen", async () => {
    const page = await openHeldBack("/project/thermal-imaging-pinhole-leak-detection");
    await page.getByRole("button", { name: "Click to expand", exact: true }).tap();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe("VIDEO");
  });

  test("the header turns opaque past 20 px of scroll", async () => {
    const page = await openHeldBack("/");
    const header = page.locator("header");
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
  });

  test("Home from another page loads / and lands on the #home section", async () => {
    const page = await openHeldBack("/about");
    await page.getByRole("button", { name: "Open navigation menu" }).tap();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).tap();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("home");
  });

  test("an FAQ question opens on one tap", async () => {
    const page = await openHeldBack("/faq");
    const first = page.locator("details").first();
    await first.locator("summary").tap();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  });

  test("an unknown area slug is replaced by /404 in the history, and the path is logged on the not-found page", async () => {
    const page = await openHeldBack("/areas", "mobile", true);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await page.goto("/areas/nowhere-at-all");
    await page.waitForURL("**/404");
    await page.goBack();
    await page.waitForURL("**/areas");
    await page.goto("/no/such/page");
    await expect.poll(() => warnings).toContain("404: no page at /no/such/page");
  });
});

describe("with every script file held back, at 1280 px", () => {
  test("the desktop services list opens on one click and on hover", async () => {
    const page = await openHeldBack("/about", "desktop");
    const toggle = page.getByRole("button", { name: "Show service pages" });
    await toggle.click();
    const list = page.locator("#services-menu");
    expect(await list.getByRole("link", { name: "All Services" }).isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    expect(await list.isVisible()).toBe(false);
    await page.mouse.move(640, 700);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).hover();
    await expect.poll(() => list.isVisible()).toBe(true);
  });

  test("See More Services shows the seventh card on one click", async () => {
    const page = await openHeldBack("/", "desktop");
    const section = page.locator("#services");
    await section.locator("summary", { hasText: "See More Services" }).click();
    expect(await section.locator("[data-testid=service-card]:visible").count()).toBe(7);
    expect(await section.locator("summary").innerText()).toBe("Show Less Services");
  });
});
