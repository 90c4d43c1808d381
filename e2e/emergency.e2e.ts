import { afterEach, describe, expect, inject, test } from "vitest";
import { telHref } from "../shared/phone";
import { openQuoteStore } from "../server/quotes/db";
import { goto, openPage, type OpenedPage } from "../test/support/e2e/browser";

/**
 * An emergency request is told to call the 24/7 line now, besides the form's promise (issue 33;
 * docs/decisions/004-lead-delivery.md): in the home form's toast, and on the inbox's answer to a form posted without
 * JavaScript. The number is the site's own, as a tap-to-call link a thumb can hit.
 */
let opened: OpenedPage | undefined;
afterEach(async () => {
  if (opened) expect(opened.errors).toEqual([]);
  await opened?.close();
  opened = undefined;
});

const callNow = /^If this is an emergency, call our 24\/7 line now on (.+): don't wait for our reply\.$/;

describe("an emergency request, at 375 px", () => {
  test("the home form's toast keeps the spec's words and says to call now, the number a 44 px link", async () => {
    opened = await openPage("/", { viewport: "mobile" });
    const { page } = opened;
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Name").fill("Hemi Burst");
    await form.getByLabel("Phone").fill("021 555 0177");
    await form.getByLabel("Service Type").selectOption("leak-detection");
    await form.getByLabel("Urgency").selectOption("emergency");
    await form.getByRole("button", { name: "Get My Free Quote" }).tap();
    const toast = page.locator("[data-slot=toast]", { hasText: "Quote Request Submitted!" });
    await toast.waitFor();
    expect(await toast.getByText("We'll contact you within 30 minutes during business hours.").isVisible()).toBe(true);
    const line = toast.getByText(/^If this is an emergency/);
    const number = callNow.exec((await line.innerText()).replace(/\s+/g, " "))![1]!;
    const link = line.getByRole("link", { name: number });
    expect(await link.getAttribute("href")).toBe(telHref(number));
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The number in the toast is the one the page shows everywhere else.
    expect(await page.locator(`header a[href="${telHref(number)}"]`).count()).toBeGreaterThan(0);
  });

  test("posted without JavaScript, the /quote form's answer page says to call now, and a reload sends nothing", async () => {
    opened = await openPage("", { viewport: "mobile", javaScript: false });
    const { page } = opened;
    await goto(page, "/quote", { hydrated: false });
    await page.getByLabel("Full Name").fill("Mere Burst");
    await page.getByLabel("Email Address").fill("mere.burst@example.co.nz");
    await page.getByLabel("Phone Number").fill("021 555 0178");
    await page.getByLabel("Service Needed").selectOption("Emergency Callouts");
    await page.getByLabel("Project Details").fill("Burst pipe in the ceiling");
    await page.getByRole("button", { name: "Submit Quote Request" }).tap();
    await page.waitForURL((url) => url.pathname === "/api/quote/received");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Quote Submitted!");
    const line = page.getByText(/^If this is an emergency/);
    const number = callNow.exec((await line.innerText()).replace(/\s+/g, " "))![1]!;
    const link = line.getByRole("link", { name: number });
    expect(await link.getAttribute("href")).toBe(telHref(number));
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const response = await page.reload();
    expect(response!.request().method()).toBe("GET");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Quote Submitted!");
    const store = openQuoteStore(inject("dataDir"));
    try {
      expect(store.list().filter((q) => q.name === "Mere Burst")).toHaveLength(1);
    } finally {
      store.close();
    }
  });
});
