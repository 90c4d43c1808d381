import { afterEach, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { VISIT_FIELDS } from "../shared/visit-fields";
import { openQuoteStore } from "../server/quotes/db";
import { fetchHtml, openPage, type OpenedPage } from "../test/support/e2e/browser";

// Issue 33: where each lead came from, kept by the page script for the visit in session storage, with no cookies
// (app/lib/visit-origin.ts), sent with the quote, checked and classified by the inbox (server/quotes/lead-origin.ts).

let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const stored = (name: string) => {
  const store = openQuoteStore(inject("dataDir"));
  try {
    return store.list().find((r) => r.name === name);
  } finally {
    store.close();
  }
};

/** A visit that lands from a Google ad, with its tags and its click id, as a visitor arriving from the search page. */
const AD_LANDING = "/areas/manukau?utm_source=google&utm_medium=cpc&gclid=x";
const land = (page: Page) => page.goto(AD_LANDING, { referer: "https://www.google.com/", waitUntil: "load" });
const enhanced = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));

/** Follows a link on the page, as the visitor does, and waits for the next page's script. */
async function follow(page: Page, path: string) {
  await page.locator(`a[href="${path}"]:visible`).first().click();
  await page.waitForURL((url) => url.pathname === path);
  await enhanced(page);
}

/** What both leads from the ad's visit must carry, whichever way they were sent. */
const fromTheAd = {
  source: "google-ads",
  landing_page: "/areas/manukau",
  referrer_host: "www.google.com",
  click_ids: "gclid",
};
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("where a lead came from", () => {
  test("a visit from a Google ad browses three pages and sends a quote through the island: the lead carries the ad", async () => {
    opened = await openPage("");
    const { page } = opened;
    await land(page);
    await enhanced(page);
    await follow(page, "/services");
    await follow(page, "/about");
    await follow(page, "/quote");
    // Kept in session storage only: no cookie, and no click id's value.
    expect(await opened.context.cookies()).toEqual([]);
    const kept = await page.evaluate(() => sessionStorage.getItem("visit-origin") ?? "");
    expect(JSON.parse(kept)).toMatchObject({
      landing_page: "/areas/manukau",
      utm_source: "google",
      click_ids: "gclid",
    });
    expect(kept).not.toContain("gclid=");

    await page.getByLabel("Full Name").fill("Ana Island Ad");
    await page.waitForSelector('[data-island="quote-form"][data-hydrated]');
    await page.getByLabel("Email Address").fill("ana@example.co.nz");
    await page.getByLabel("Phone Number").fill("021 555 0111");
    await page.getByLabel("Service Needed").selectOption("Leak Detection");
    await page.getByLabel("Project Details").fill("Damp patch under the vanity");
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await page.getByRole("heading", { name: "Quote Submitted!" }).waitFor();
    const row = stored("Ana Island Ad");
    expect(row).toMatchObject({ ...fromTheAd, device: "desktop", page: "/quote" });
    expect(JSON.parse(row!.utm)).toEqual({ utm_source: "google", utm_medium: "cpc" });
    expect(row!.visit_id).toMatch(uuid);
  });

  test("the same visit on a phone, posted natively before the island wakes: the lead carries the same source", async () => {
    opened = await openPage("", { viewport: "mobile" });
    const { page } = opened;
    // The islands' scripts never arrive: the form can only be posted by the browser itself.
    await page.route("**/assets/islands/*.js", () => {});
    await land(page);
    await enhanced(page);
    for (const path of ["/about", "/services", "/"]) {
      await page.goto(path, { waitUntil: "load" });
      await enhanced(page);
    }
    const form = page.getByRole("form", { name: "Request a free quote" });
    expect(await form.locator('input[name="landing_page"]').inputValue()).toBe("/areas/manukau");
    await form.getByLabel("Name").fill("Tipene Native Ad");
    await form.getByLabel("Phone").fill("09 555 0112");
    await form.getByLabel("Service Type").selectOption("hot-water");
    expect(await page.locator("[data-island]").getAttribute("data-hydrated")).toBeNull();
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await page.waitForURL((url) => url.pathname === "/thank-you");
    const row = stored("Tipene Native Ad");
    expect(row).toMatchObject({ ...fromTheAd, device: "mobile", page: "/" });
    expect(JSON.parse(row!.utm)).toEqual({ utm_source: "google", utm_medium: "cpc" });
    expect(row!.visit_id).toMatch(uuid);
    expect(row!.visit_id).not.toBe(stored("Ana Island Ad")?.visit_id);
  });

  test("with JavaScript off the hidden fields stay empty, and the lead says its source is unknown", async () => {
    for (const path of ["/", "/quote"]) {
      const { html } = await fetchHtml(path);
      for (const name of VISIT_FIELDS) expect(html).toContain(`<input type="hidden" name="${name}"/>`);
    }
    opened = await openPage(AD_LANDING, { javaScript: false });
    const { page } = opened;
    await page.goto("/quote", { waitUntil: "load" });
    await page.getByLabel("Full Name").fill("Wiremu No Script");
    await page.getByLabel("Email Address").fill("wiremu@example.co.nz");
    await page.getByLabel("Phone Number").fill("021 555 0113");
    await page.getByLabel("Service Needed").selectOption("Maintenance");
    await page.getByLabel("Project Details").fill("Annual check");
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await page.waitForURL((url) => url.pathname === "/quote/submitted");
    expect(stored("Wiremu No Script")).toMatchObject({
      source: "unknown",
      landing_page: "",
      referrer_host: "",
      utm: "{}",
      click_ids: "",
      device: "",
      visit_id: "",
    });
  });
});
