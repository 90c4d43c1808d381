import { afterEach, describe, expect, test } from "vitest";
import { holdExternalLinks, openPage, readingTab, type OpenedPage } from "../test/support/e2e/browser";
import { spec } from "../test/spec-texts";

const serviceLinks = [
  "/services",
  "/services/leak-detection",
  "/services/emergency-callouts",
  "/services/hot-water-cylinder-repair",
  "/services/renovations-new-builds",
  "/services/drain-unblocking",
  "/services/maintenance",
  "/services/plumbing-inspection",
];
const footerAreas = ["manukau", "papakura", "papatoetoe", "pukekohe", "takanini", "otara", "mangere", "howick"];

let opened: OpenedPage | undefined;
// The tests that only read a page load it into a tab of its width; those that hover, click, type or scroll open
// their own.
const tabs = { desktop: readingTab(), mobile: readingTab({ viewport: "mobile" }) };
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

describe("header at 1280 px", () => {
  test("shows the exact navigation items, phone link and Get Quote", async () => {
    const page = await tabs.desktop.visit("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const names = await nav.getByRole("link").allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(["Home", "About", "Services", "Projects", "Reviews", "FAQ"]);
    const header = page.locator("header");
    await expect.poll(() => header.getByRole("link", { name: "Get Quote" }).getAttribute("href")).toBe("/quote");
    // The open site menu's own call link (main-nav.tsx) is hidden at this width; the bar's is shown.
    const call = header.locator('a[href^="tel:"]:visible');
    expect(await call.count()).toBe(1);
    expect(await call.getAttribute("href")).toBe("tel:+6491234567");
  });

  test("marks the active route with aria-current and a visible style", async () => {
    const page = await tabs.desktop.visit("/projects");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" });
    expect(await link.getAttribute("aria-current")).toBe("page");
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
    expect(await about.getAttribute("aria-current")).toBeNull();
    const [activeColour, idleColour] = await Promise.all([
      link.evaluate((el) => getComputedStyle(el).color),
      about.evaluate((el) => getComputedStyle(el).color),
    ]);
    expect(activeColour).not.toBe(idleColour);
  });

  test("Services dropdown opens on hover after a short delay and lists every service page", async () => {
    opened = await openPage("/about");
    const { page } = opened;
    const toggle = page.getByRole("button", { name: "Show service pages" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).hover();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    const hrefs = await list.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual(serviceLinks);
    await page.mouse.move(640, 700);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  });

  test("Services dropdown is keyboard operable: Enter, Space, arrows, Home/End, Escape", async () => {
    opened = await openPage("/about");
    const { page } = opened;
    const toggle = page.getByRole("button", { name: "Show service pages" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Space");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("All Services");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("href")))
      .toBe("/services/leak-detection");
    await page.keyboard.press("End");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
      "/services/plumbing-inspection",
    );
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/services");
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowUp");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("href")))
      .toBe("/services/plumbing-inspection");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/services/plumbing-inspection");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  });

  test("turns opaque after 20 px of scroll", async () => {
    opened = await openPage("/");
    const header = opened.page.locator("header");
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await opened.page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  });

  test("social links open the two networks in a new tab", async () => {
    const links = (await tabs.desktop.visit("/"))
      .locator("header")
      .getByRole("link", { name: /on (Facebook|Instagram)/ });
    expect(await links.count()).toBe(2);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
  });
});

describe.each(["desktop", "mobile"] as const)("shell at %s", (viewport) => {
  test("Home scrolls to #home on the landing page and navigates then scrolls from elsewhere", async () => {
    opened = await openPage("/about", { viewport });
    const { page } = opened;
    const openMenu = async () => {
      if (viewport === "mobile") await page.getByRole("button", { name: "Open navigation menu" }).click();
    };
    await openMenu();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("home");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await openMenu();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("sticky contact button opens a menu with Call Now and Get Quote, closing on either choice and Escape", async () => {
    opened = await openPage("/about", { viewport });
    const { page } = opened;
    const button = page.getByRole("button", { name: spec.stickyOpen, exact: true });
    await button.click();
    const close = page.getByRole("button", { name: spec.stickyClose, exact: true });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    const call = page.getByRole("link", { name: /Call Now/ });
    expect(await call.getAttribute("href")).toBe("tel:+6491234567");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("button", { name: "Open contact menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(
      await page.getByRole("button", { name: "Open contact menu" }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.getByRole("button", { name: "Open contact menu" }).click();
    await holdExternalLinks(page);
    await page.getByRole("link", { name: /Call Now/ }).click();
    expect(await page.getByRole("button", { name: "Open contact menu" }).getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("button", { name: "Open contact menu" }).click();
    await page.getByRole("link", { name: "Get Quote", exact: true }).last().click();
    await page.waitForURL("**/quote");
    expect(await page.getByRole("button", { name: "Open contact menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  test("rating banner, footer links and the current year", async () => {
    const page = await tabs[viewport].visit("/about");
    expect(await page.getByText(spec.ratingBanner, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: "5 stars" }).first().isVisible()).toBe(true);
    const footer = page.locator("footer");
    const quick = await footer
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(quick).toEqual(["/", "/#about", "/#services", "/#testimonials", "/#faq", "/quote"]);
    const areas = await footer
      .getByRole("navigation", { name: "Service Areas" })
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(areas.slice(0, 8)).toEqual(footerAreas.map((a) => `/areas/${a}`));
    for (const href of ["/services", "/privacy", "/terms", "/sitemap"]) {
      expect(await footer.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    // Logo, tagline and rating line.
    expect(await footer.getByRole("link", { name: "Example Plumbing Co.", exact: true }).getAttribute("href")).toBe(
      "/",
    );
    expect(await footer.getByText(/^Licensed, insured 24\/7 plumbers/).isVisible()).toBe(true);
    expect(await footer.getByText("5.0 from 100+ verified reviews").isVisible()).toBe(true);
  });

  test("footer quick link scrolls to the section on the home page", async () => {
    opened = await openPage("/about", { viewport });
    const { page } = opened;
    await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("faq");
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById("faq")!.getBoundingClientRect().top) < 200), {
        timeout: 5000,
      })
      .toBe(true);
  });

  test("scrolls to the top on every path change", async () => {
    opened = await openPage("/", { viewport });
    const { page } = opened;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL("**/privacy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("skip link is the first stop and moves focus to the main content", async () => {
    opened = await openPage("/about", { viewport });
    const { page } = opened;
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
  });
});

describe("mobile menu at 375 px", () => {
  test("toggles, lists the exact items with the seven services, and closes on any link", async () => {
    opened = await openPage("/about", { viewport: "mobile" });
    const { page } = opened;
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open navigation menu" });
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.isVisible()).toBe(true);
    const hrefs = await nav
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => [e.textContent?.trim(), e.getAttribute("href")]));
    expect(hrefs.slice(0, 3).map(([name]) => name)).toEqual(["Home", "About", "Services"]);
    expect(hrefs.map(([, href]) => href).slice(2, 10)).toEqual(serviceLinks);
    expect(hrefs.slice(10, 13).map(([name]) => name)).toEqual(["Projects", "Reviews", "FAQ"]);
    expect(await nav.getByRole("link", { name: "Get Free Quote" }).getAttribute("href")).toBe("/quote");
    expect(await nav.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await nav.getByRole("link", { name: /on (Facebook|Instagram)/ }).count()).toBe(2);
    await page.getByRole("button", { name: "Close navigation menu" }).click();
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    await nav.getByRole("link", { name: "Projects" }).click();
    await page.waitForURL("**/projects");
    expect(await nav.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open navigation menu" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  test("header keeps a visible tap-to-call button", async () => {
    const call = (await tabs.mobile.visit("/")).locator("header").getByRole("link", { name: /^Call / });
    expect(await call.isVisible()).toBe(true);
    expect(await call.getAttribute("href")).toBe("tel:+6491234567");
    const box = await call.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});
