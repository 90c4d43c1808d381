import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedClaims } from "../../app/content/seed";
import { axeViolations, htmlErrors, parseHtml } from "../../test/support/server/dom";
import { startInbox } from "../../test/support/server/app";
import type { QuoteStore } from "./db";
import { formPageContentSecurityPolicy } from "./form-pages";

const claims = seedClaims();

/** A number unlike the build's default, so the page is seen to take the business's own. */
const business = { name: "Example Plumbing Co.", phone: "09 876 5432", siteUrl: "https://www.example.com" };
const homeForm = {
  form: "home",
  name: "Aroha",
  phone: "021 555 0199",
  service: "leak-detection",
  urgency: "emergency",
  page: "/",
};
const quoteForm = {
  form: "quote",
  name: "Mere",
  email: "mere@example.co.nz",
  phone: "021 555 0198",
  service: "Emergency Callouts",
  message: "Burst pipe",
  page: "/quote",
};

describe("an emergency request posted without JavaScript", { timeout: 30_000 }, () => {
  let url: string;
  let close: () => void;
  let store: QuoteStore;
  const post = (fields: Record<string, string>) =>
    fetch(`${url}/api/quote`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

  beforeAll(async () => {
    const running = await startInbox({
      config: {
        env: { BUSINESS_NAME: business.name, BUSINESS_PHONE: business.phone, SITE_URL: business.siteUrl },
      },
    });
    store = running.parts.store;
    url = running.url;
    close = () => running.server.close();
  });
  afterAll(() => {
    close();
    store.close();
  });

  test("is stored, then shown the form's confirmation and told to call the 24/7 line now, the number a link", async () => {
    const res = await post(homeForm);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/api/quote/received?form=home");
    expect(store.list()[0]).toMatchObject({ name: "Aroha", urgency: "emergency" });

    const page = await fetch(new URL(res.headers.get("location")!, url));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(formPageContentSecurityPolicy);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    const { document } = parseHtml(html);
    const text = (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, " ").trim();
    expect(text("h1")).toBe("Quote Request Submitted!");
    // The spec's toast text, exactly, then the acknowledgement's call-now sentence.
    expect(text("h1 + p")).toBe("We'll contact you within 30 minutes during business hours.");
    expect(text("h1 + p")).toBe(claims.contactPromise.homeForm);
    expect(text(".call-now")).toBe(
      "If this is an emergency, call our 24/7 line now on 09 876 5432: don't wait for our reply.",
    );
    const call = document.querySelector<HTMLAnchorElement>(".call-now a")!;
    expect([call.getAttribute("href"), call.textContent]).toEqual(["tel:+6498765432", "09 876 5432"]);
    expect(await htmlErrors(html)).toEqual([]);
    expect(await axeViolations(html)).toEqual([]);
  });

  test("from the /quote form (the emergency service), with that form's confirmation", async () => {
    const res = await post(quoteForm);
    expect(res.headers.get("location")).toBe("/api/quote/received?form=quote");
    const { document } = parseHtml(await (await fetch(new URL(res.headers.get("location")!, url))).text());
    expect(document.querySelector("h1")?.textContent).toBe("Quote Submitted!");
    expect(document.querySelector("h1 + p")?.textContent).toBe(
      `Thank you. We'll review your request and contact you ${claims.quoteResponse}.`,
    );
    expect(document.querySelector(".call-now a")?.getAttribute("href")).toBe("tel:+6498765432");
  });

  test("any other request keeps the site's confirmation page; a script still gets JSON; an unknown form 404", async () => {
    const res = await post({ ...homeForm, urgency: "urgent" });
    expect([res.status, res.headers.get("location")]).toEqual([303, "/thank-you"]);
    const json = await fetch(`${url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(homeForm),
    });
    expect(json.status).toBe(201);
    expect((await fetch(`${url}/api/quote/received?form=other`)).status).toBe(404);
    expect((await fetch(`${url}/api/quote/received`)).status).toBe(404);
  });
});
