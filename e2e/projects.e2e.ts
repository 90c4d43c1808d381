import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { fetchHtml, openPage, readingTab, type OpenedPage } from "../test/support/e2e/browser";

const slugs = [
  "thermal-imaging-pinhole-leak-detection",
  "external-moisture-thermal-detection",
  "emergency-drain-repair",
  "concrete-slab-leak-detection-repair",
  "subfloor-water-damage-assessment",
  "underground-grass-area-leak-repair",
  "hot-water-cylinder-installation",
  "plumbing-maintenance-services",
  "school-watermain-installation",
];

let opened: OpenedPage | undefined;
// The tests that only read a page load it into this tab; those that hover, click or type open their own.
const tab = readingTab();
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const dialog = (page: Page) => page.getByRole("dialog");
const counter = (page: Page) =>
  dialog(page)
    .getByText(/^\d+ \/ \d+$/)
    .innerText();

describe("/projects", () => {
  test("3 featured and 6 more cards with type badges, links and Before & After notes", async () => {
    const page = await tab.visit("/projects");
    const featured = page.getByRole("region", { name: "Featured Project Portfolio" }).getByTestId("project-card");
    const more = page.getByRole("region", { name: "Complete Plumbing Solutions" }).getByTestId("project-card");
    expect(await featured.count()).toBe(3);
    expect(await more.count()).toBe(6);
    const links = await page
      .getByRole("link", { name: /View Details/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(links).toEqual(slugs.map((s) => `/project/${s}`));
    const withNote = await page
      .getByTestId("project-card")
      .evaluateAll((cards) =>
        cards
          .filter((c) => c.textContent?.includes("Before & After"))
          .map((c) => c.querySelector("a[href^='/project/']")?.getAttribute("href")),
      );
    expect(withNote).toEqual([
      "/project/emergency-drain-repair",
      "/project/concrete-slab-leak-detection-repair",
      "/project/hot-water-cylinder-installation",
    ]);
    expect(await page.getByRole("link", { name: "Get Your Free Quote" }).getAttribute("href")).toBe("/quote");
  });

  test("the video card plays on hover and keyboard focus and pauses on leave and blur", async () => {
    opened = await openPage("/projects");
    const { page } = opened;
    const card = page.getByTestId("project-card").first();
    const paused = () => card.locator("video").evaluate((v) => (v as HTMLVideoElement).paused);
    expect(await paused()).toBe(true);
    await card.hover();
    await expect.poll(paused).toBe(false);
    await page.mouse.move(0, 0);
    await expect.poll(paused).toBe(true);
    await card.getByRole("link", { name: /View Details/ }).focus();
    await expect.poll(paused).toBe(false);
    await page.getByRole("link", { name: "Get Your Free Quote" }).focus();
    await expect.poll(paused).toBe(true);
  });

  test("under reduced motion the video never plays by itself", async () => {
    opened = await openPage("/projects", { reducedMotion: true });
    const card = opened.page.getByTestId("project-card").first();
    await card.hover();
    await opened.page.waitForTimeout(400);
    expect(await card.locator("video").evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
  });
});

describe.each(slugs.map((slug, i) => [slug, i]))("/project/%s", (slug, index) => {
  test("has its badges, overview, details, testimonial and captioned gallery", async () => {
    const page = await tab.visit(`/project/${slug}`);
    expect(await page.getByText("Featured", { exact: true }).count()).toBe(Number(index) < 3 ? 1 : 0);
    expect(await page.getByText("Click to expand").count()).toBe(Number(index) === 0 ? 1 : 0);
    expect(await page.getByRole("link", { name: "Back to Projects" }).getAttribute("href")).toBe("/projects");
    for (const heading of [
      "Project Overview",
      "The Challenge",
      "Our Solution",
      "Key Features",
      "Project Documentation",
    ]) {
      expect(await page.getByRole("heading", { name: heading, exact: true }).count()).toBe(1);
    }
    for (const term of ["Duration", "Location", "Completed"])
      expect(await page.getByText(term, { exact: true }).count()).toBe(1);
    const captions = await page.locator("figure figcaption").allInnerTexts();
    expect(captions.length).toBeGreaterThan(1);
    expect(captions.every((c) => c.trim().length > 3)).toBe(true);
    expect(await page.getByRole("link", { name: "Get Your Free Quote" }).getAttribute("href")).toBe("/quote");
  });
});

describe("gallery captions and badges", () => {
  test("captions come from file names, with thermal and video badges", async () => {
    const hotWater = await tab.visit("/project/hot-water-cylinder-installation");
    expect(await hotWater.locator("li figure figcaption").allInnerTexts()).toEqual([
      "Old Hot Water Cylinder Removed",
      "New 180L Hot Water Cylinder",
      "Tempering Valve Fitted",
    ]);
    // The thermal project last: the next describe's animation test reads the same page.
    const page = await tab.visit("/project/thermal-imaging-pinhole-leak-detection");
    const captions = await page.locator("li figure figcaption").allInnerTexts();
    expect(captions).toEqual([
      "Bathroom Wall",
      "Pinhole Leak Copper Pipe",
      "One tile removed to reach the pipe",
      "Thermal Scan",
    ]);
    expect(await page.locator("li figure").nth(0).getByText("Thermal Imaging").count()).toBe(1);
    expect(await page.locator("li figure").nth(3).getByText("Video", { exact: true }).count()).toBe(1);
  });
});

describe("project hero and gallery motion", () => {
  test("the Click to expand badge on a video shows the video full screen", async () => {
    opened = await openPage("/project/thermal-imaging-pinhole-leak-detection");
    const { page } = opened;
    await page.getByRole("button", { name: "Click to expand", exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe("VIDEO");
    await page.evaluate(() => document.exitFullscreen());
  });

  test("gallery items animate in, each 0.1 s after the one before", async () => {
    const page = await tab.visit("/project/thermal-imaging-pinhole-leak-detection");
    const delays = await page
      .locator("main li:has(> figure)")
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).animationDelay));
    expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s"]);
  });
});

describe("lightbox", () => {
  test("opens on click, shows caption suffix and counter, wraps with the arrow keys, closes on Escape and returns focus", async () => {
    opened = await openPage("/project/thermal-imaging-pinhole-leak-detection");
    const { page } = opened;
    const items = page.getByRole("link", { name: /in the gallery viewer/ });
    await items.first().click();
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await counter(page)).toBe("1 / 4");
    expect(await dialog(page).locator("figcaption").innerText()).toBe("Bathroom Wall (Thermal Imaging)");
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
    await page.keyboard.press("ArrowLeft");
    expect(await counter(page)).toBe("4 / 4");
    expect(await dialog(page).locator("figcaption").innerText()).toBe("Thermal Scan (Video)");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toBe("2 / 4");
    await dialog(page).getByRole("button", { name: "Next item" }).click();
    expect(await counter(page)).toBe("3 / 4");
    await dialog(page).getByRole("button", { name: "Previous item" }).click();
    expect(await counter(page)).toBe("2 / 4");
    await page.keyboard.press("Escape");
    expect(await dialog(page).isVisible()).toBe(false);
    expect(await items.first().evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });

  test("opens with Enter, keeps focus inside, and closes on a backdrop click", async () => {
    opened = await openPage("/project/emergency-drain-repair");
    const { page } = opened;
    const second = page.getByRole("link", { name: /in the gallery viewer/ }).nth(1);
    await second.focus();
    await page.keyboard.press("Enter");
    expect(await counter(page)).toBe("2 / 3");
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.mouse.click(20, 450);
    expect(await dialog(page).isVisible()).toBe(false);
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test("fetches the neighbouring images ahead and plays a video item inside the viewer", async () => {
    opened = await openPage("/project/thermal-imaging-pinhole-leak-detection");
    const { page } = opened;
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page
      .getByRole("link", { name: /in the gallery viewer/ })
      .nth(1)
      .click();
    await expect
      .poll(() => requested)
      .toEqual(
        expect.arrayContaining([
          "/media/projects/thermal-imaging-pinhole-leak-detection/bathroom-wall-TM-960.avif",
          "/media/projects/thermal-imaging-pinhole-leak-detection/wall-opened-repair-960.avif",
        ]),
      );
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await dialog(page).locator("figcaption").innerText()).toBe("Thermal Scan (Video)");
    await expect
      .poll(() =>
        dialog(page)
          .locator("video")
          .evaluate((v) => (v as HTMLVideoElement).paused),
      )
      .toBe(false);
  });

  test("swipes to the next item on a touch screen", async () => {
    opened = await openPage("/project/emergency-drain-repair", { viewport: "mobile" });
    const { page } = opened;
    await page
      .getByRole("link", { name: /in the gallery viewer/ })
      .first()
      .click();
    await page.locator("dialog").evaluate((el) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 400 });
      el.dispatchEvent(
        new TouchEvent("touchstart", { touches: [touch(300)], changedTouches: [touch(300)], bubbles: true }),
      );
      el.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(120)], bubbles: true }));
    });
    expect(await counter(page)).toBe("2 / 3");
  });
});

describe("unknown project", () => {
  test("is answered with 404 and shows Project Not Found with Back to Projects", async () => {
    expect((await fetchHtml("/project/nope")).status).toBe(404);
    opened = await openPage("/project/nope", { allow404: true });
    expect(await opened.page.getByRole("heading", { level: 1 }).innerText()).toBe("Project Not Found");
    expect(await opened.page.getByText("The project you're looking for doesn't exist").isVisible()).toBe(true);
    expect(await opened.page.getByRole("link", { name: "Back to Projects" }).getAttribute("href")).toBe("/projects");
  });
});
