import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { openPage, type OpenedPage } from "../test/support/e2e/browser";

let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const islandScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith("/assets/islands/")),
  );
const hydrated = (page: Page, name: string) =>
  page.locator(`[data-island="${name}"]`).evaluate((el) => el.hasAttribute("data-hydrated"));

/** Loads a page without waking its islands: the visitor has not scrolled or touched anything yet. */
async function arrive(path: string, warnings: string[]): Promise<Page> {
  opened = await openPage("", { viewport: "mobile" });
  const { page } = opened;
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return page;
}

describe("islands", () => {
  test.each([
    ["/quote", "quote-form"],
    ["/", "home-quote-form"],
    ["/project/thermal-imaging-pinhole-leak-detection", "project-gallery"],
  ])("%s: the %s island hydrates once it nears the viewport, with no error or warning", async (path, name) => {
    const warnings: string[] = [];
    const page = await arrive(path, warnings);
    const island = page.locator(`[data-island="${name}"]`);
    await island.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, name), { timeout: 10_000 }).toBe(true);
    expect(warnings).toEqual([]);
  });

  test("below the fold, an island loads nothing until the visitor comes near it", async () => {
    const page = await arrive("/", []);
    expect(await hydrated(page, "home-quote-form")).toBe(false);
    expect(await islandScripts(page)).toEqual([]);
    await page.locator('[data-island="home-quote-form"]').scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, "home-quote-form"), { timeout: 10_000 }).toBe(true);
    expect((await islandScripts(page)).length).toBeGreaterThan(1);
  });

  test("the first touch inside an island hydrates it at once, even far from the viewport", async () => {
    const page = await arrive("/", []);
    const island = page.locator('[data-island="home-quote-form"]');
    const far = await island.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
    expect(far).toBeGreaterThan(600);
    await island
      .locator('input[name="name"]')
      .evaluate((input) => (input as HTMLInputElement).focus({ preventScroll: true }));
    await expect.poll(() => hydrated(page, "home-quote-form"), { timeout: 10_000 }).toBe(true);
    expect(await island.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight)).toBe(far);
  });

  test("what is typed before a form island hydrates becomes its state", async () => {
    opened = await openPage("", { viewport: "mobile" });
    const { page } = opened;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/islands/*.js", async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto("/quote", { waitUntil: "load" });
    await page.getByLabel("Full Name").fill("Typed Early");
    await page.getByLabel("Service Needed").selectOption("Maintenance");
    release();
    await expect.poll(() => hydrated(page, "quote-form"), { timeout: 10_000 }).toBe(true);
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Typed Early");
    // The island's state holds it: the draft it keeps from its state has it.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem("quote-draft") ?? "{}") as object))
      .toMatchObject({ name: "Typed Early", service: "maintenance" });
  });

  test("before the gallery hydrates (here: no JavaScript), a photo is a link to the full-size image", async () => {
    opened = await openPage("/project/emergency-drain-repair", { viewport: "mobile", javaScript: false });
    const { page } = opened;
    const link = page.getByRole("link", { name: /in the gallery viewer/ }).first();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/media\/.+\.(jpe?g|mp4)$/);
    const [response] = await Promise.all([page.waitForEvent("response"), link.click()]);
    expect(new URL(response.url()).pathname).toBe(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(image|video)\//);
  });
});
