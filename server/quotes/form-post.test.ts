import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { confirmationPaths } from "../../shared/forms/quote-fields";
import { quoteForms } from "./quote-forms";
import { VISIT_FIELDS } from "../../shared/visit-fields";
import type { QuoteStore } from "./db";
import { formPageContentSecurityPolicy } from "./form-pages";
import { axeViolations, htmlErrors, parseHtml } from "../../test/support/server/dom";
import { startInbox } from "../../test/support/server/app";
import { fixtureSite } from "../../test/support/server/http";

/** The business the pages answering form posts name. */
const env = {
  BUSINESS_NAME: "Example Plumbing Co.",
  BUSINESS_PHONE: "09 123 4567",
  SITE_URL: "https://www.example.com",
};

/** What the /quote form sends when posted without JavaScript (every field, empty or not). */
const quoteForm = {
  form: "quote",
  name: "Mere Tipene",
  email: "mere@example.co.nz",
  phone: "021 555 0199",
  service: "drain-unblocking",
  message: "Gully trap overflowing\r\nsince this morning",
  page: "/quote",
  website: "",
};
const homeForm = {
  form: "home",
  name: "Aroha",
  phone: "09 555 0123",
  email: "",
  location: "",
  service: "leak-detection",
  urgency: "",
  message: "",
  page: "/",
  website: "",
};

describe("forms posted without JavaScript", { timeout: 30_000 }, () => {
  let url: string;
  let server: ServerType;
  let store: QuoteStore;
  let limited: { url: string; server: ServerType };
  let siteDir: string;

  const postForm = (fields: Record<string, string>, base = url) =>
    fetch(`${base}/api/quote`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
  const stored = (name: string) => store.list().find((r) => r.name === name);

  beforeAll(async () => {
    siteDir = fixtureSite();
    const inbox = await startInbox({ config: { siteDir, env } });
    ({ url, server } = inbox);
    store = inbox.parts.store;
    limited = await startInbox({ config: { siteDir, env, rateLimitPerMinute: 1 } });
  });
  afterAll(() => {
    server.close();
    limited.server.close();
  });

  test("a /quote form post is stored and answered 303 to /quote/submitted", async () => {
    const res = await postForm({ ...quoteForm, startedAt: String(Date.now() - 60_000) });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/quote/submitted");
    expect(stored("Mere Tipene")).toMatchObject({
      form: "quote",
      email: "mere@example.co.nz",
      service: "drain-unblocking",
      message: "Gully trap overflowing\r\nsince this morning",
      page: "/quote",
      spam: 0,
    });
  });

  test("a home form post with its empty optional fields goes to /thank-you, not flagged without startedAt", async () => {
    const res = await postForm(homeForm);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(confirmationPaths.home);
    expect(stored("Aroha")).toMatchObject({ form: "home", service: "leak-detection", email: "", spam: 0 });
  });

  test("spam sees the same thank-you page and is kept in quarantine", async () => {
    const res = await postForm({ ...homeForm, name: "Bot", website: "https://spam.example", startedAt: "1" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/thank-you");
    expect(stored("Bot")).toMatchObject({ spam: 1, spam_reasons: '["honeypot"]' });
  });

  describe("with problems", () => {
    const typed = {
      ...quoteForm,
      name: `Aroha "Ngā" <script>alert(1)</script>`,
      email: "not-an-email",
      phone: "12",
      message: "\r\nLine one\r\n</textarea><script>alert(2)</script>\r\n& more",
    };
    let res: Response;
    let html: string;
    let document: Document;
    let window: ReturnType<typeof parseHtml>;

    beforeAll(async () => {
      res = await postForm(typed);
      html = await res.text();
      window = parseHtml(html);
      document = window.document;
    });

    test("with no site build to link, answers 400 with a page that stands alone under the fixed form-page CSP", async () => {
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toBe(formPageContentSecurityPolicy);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toMatch(/unsafe-inline|script-src/);
      // Its one inline stylesheet is the one the policy's hash allows.
      const inline = document.querySelector("style")!.textContent!;
      expect(csp).toContain(`'sha256-${createHash("sha256").update(inline).digest("base64")}'`);
      // The same policy whatever the page says: another answer, another body, the same header.
      const other = await postForm({ ...typed, phone: "1" });
      expect(other.headers.get("content-security-policy")).toBe(csp);
      expect(html).not.toMatch(/<script|<link|\ssrc=|url\(/i);
      expect(document.querySelectorAll("script")).toHaveLength(0);
    });

    test("is titled, in NZ English, and lists each problem by field label, linked to the field", () => {
      expect(document.documentElement.lang).toBe("en-NZ");
      expect(document.title).toBe("Please check your quote – Example Plumbing Co.");
      expect(document.querySelector("h1")!.textContent).toBe("Please check your quote");
      const links = [...document.querySelectorAll("[data-slot=error-summary] a")];
      expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
        ["Email Address: Enter an email address such as name@example.co.nz.", "#field-email"],
        ["Phone Number: Enter a phone number such as 09 123 4567.", "#field-phone"],
      ]);
      const phone = document.getElementById("field-phone")!;
      expect(phone.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(phone.getAttribute("aria-describedby")!)!.textContent).toContain(
        "Enter a phone number",
      );
      expect(document.getElementById("field-name")!.hasAttribute("aria-invalid")).toBe(false);
      // Required as the site's form marks it: a star the screen reader skips, and the control's own `required`.
      expect(document.querySelector("label[for=field-name]")!.textContent).toBe("Full Name *");
      expect(document.querySelector("label[for=field-name] [aria-hidden=true]")!.textContent).toBe(" *");
      expect(document.getElementById("field-name")!.hasAttribute("required")).toBe(true);
    });

    test("keeps every typed value, escaped, in a form that posts again with the same hidden fields", () => {
      const form = document.querySelector("form")!;
      expect(form.getAttribute("action")).toBe("/api/quote");
      expect(form.getAttribute("method")).toBe("post");
      const data = Object.fromEntries(new window.FormData(form) as unknown as Iterable<[string, string]>);
      expect(data).toEqual({
        form: "quote",
        page: "/quote",
        name: typed.name,
        email: typed.email,
        phone: typed.phone,
        service: typed.service,
        // A textarea's value has its line breaks normalised to LF (HTML spec); the browser sends them as CRLF.
        message: typed.message.replace(/\r\n/g, "\n"),
        // Where the visit came from (server/quotes/lead-origin.ts): posted empty, so they come back empty.
        ...Object.fromEntries(VISIT_FIELDS.map((name) => [name, ""])),
      });
    });

    test("links back to the page the form was on, and gives the phone number", () => {
      expect(document.querySelector<HTMLAnchorElement>('a[href="/quote"]')!.textContent).toBe(
        "Back to the page you were on",
      );
      expect(document.querySelector('a[href="tel:+6491234567"]')!.textContent).toBe("09 123 4567");
    });

    test("is valid HTML with no axe violations", async () => {
      expect(await htmlErrors(html)).toEqual([]);
      expect(await axeViolations(html)).toEqual([]);
    });

    test("sending the corrected form stores exactly what was typed", async () => {
      const form = document.querySelector("form")!;
      const data = new URLSearchParams(new window.FormData(form) as unknown as Record<string, string>);
      data.set("phone", "021 555 0100");
      data.set("email", "aroha@example.co.nz");
      const again = await postForm(Object.fromEntries(data));
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe("/quote/submitted");
      expect(stored(typed.name)).toMatchObject({
        // The shared schema trims, as it does for JSON.
        message: typed.message.replace(/\r\n/g, "\n").trim(),
        service: "drain-unblocking",
      });
    });
  });

  test("links the site build's own stylesheet, which the policy allows, and writes no style of its own", async () => {
    const home = path.join(siteDir, "index.html");
    const before = readFileSync(home, "utf8");
    const link = '<link rel="stylesheet" href="/assets/app-Hash123.css"/>';
    writeFileSync(home, before.replace("</head>", `${link}</head>`));
    try {
      const res = await postForm({ ...quoteForm, phone: "1" });
      expect(res.status).toBe(400);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toBe(formPageContentSecurityPolicy);
      expect(csp).toMatch(/style-src 'self'/);
      expect(csp).toMatch(/font-src 'self'/);
      const html = await res.text();
      const { document } = parseHtml(html);
      const links = [...document.querySelectorAll("link")].map((l) => [l.rel, l.getAttribute("href")]);
      expect(links).toEqual([["stylesheet", "/assets/app-Hash123.css"]]);
      expect(document.querySelector("style")).toBeNull();
      expect(html).not.toMatch(/<script|\sstyle=/i);
      // The site's own form parts: its field look and its button.
      expect(document.getElementById("field-phone")!.className).toBe("field-input");
      expect(document.querySelector("button[type=submit]")!.classList).toContain("btn");
    } finally {
      writeFileSync(home, before);
    }
  });

  test("the /quote form's missing fields are named with the form's own labels, from the field table", async () => {
    const res = await postForm({ ...quoteForm, name: " ", message: "" });
    const { document } = parseHtml(await res.text());
    expect([...document.querySelectorAll("[data-slot=error-summary] li")].map((li) => li.textContent)).toEqual([
      "Full Name is required.",
      "Project Details is required.",
    ]);
    const labels = [...document.querySelectorAll("form label")].map((l) => l.textContent);
    expect(labels).toEqual(quoteForms.quote.fields.map((f) => `${f.label} *`));
  });

  test("the home form's page keeps its own labels, choices and values", async () => {
    const res = await postForm({
      ...homeForm,
      name: "",
      urgency: "urgent",
      location: "Manurewa",
      page: "/areas/manurewa",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    const { document } = parseHtml(html);
    expect([...document.querySelectorAll("[data-slot=error-summary] li")].map((li) => li.textContent)).toEqual([
      "Name is required.",
    ]);
    expect(document.querySelector<HTMLSelectElement>("#field-service")!.value).toBe("leak-detection");
    expect(document.querySelector<HTMLSelectElement>("#field-urgency")!.value).toBe("urgent");
    expect(document.querySelector<HTMLInputElement>("#field-location")!.value).toBe("Manurewa");
    expect(document.querySelector('input[name="form"]')!.getAttribute("value")).toBe("home");
    expect(document.querySelector('a[href="/areas/manurewa"]')).not.toBeNull();
    expect(await htmlErrors(html)).toEqual([]);
    expect(await axeViolations(html)).toEqual([]);
  });

  test("the back link is offered only for a path on this site", async () => {
    for (const page of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await postForm({ ...quoteForm, phone: "1", page });
      const { document } = parseHtml(await res.text());
      expect(document.body.textContent).not.toContain("Back to the page you were on");
      expect(document.querySelector<HTMLInputElement>('input[name="page"]')!.value).toBe(page);
    }
  });

  test("an unknown form gets a page pointing to the quote form", async () => {
    const res = await postForm({ form: "other", name: "X" });
    expect(res.status).toBe(400);
    const html = await res.text();
    const { document } = parseHtml(html);
    expect(document.querySelector("h1")!.textContent).toBe("Please check your quote");
    expect(document.querySelector('a[href="/quote"]')).not.toBeNull();
    expect(document.querySelector("form")).toBeNull();
    expect(await htmlErrors(html)).toEqual([]);
  });

  test("415, 413 and 429 for form posts are short readable pages, with the same statuses", async () => {
    const page = async (res: Response, status: number, heading: string) => {
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      expect(parseHtml(html).document.querySelector("h1")!.textContent).toBe(heading);
      expect(await htmlErrors(html)).toEqual([]);
      expect(await axeViolations(html)).toEqual([]);
    };
    const multipart = new FormData();
    for (const [k, v] of Object.entries(quoteForm)) multipart.set(k, v);
    const post = (body: BodyInit, headers?: Record<string, string>) =>
      fetch(`${url}/api/quote`, { method: "POST", body, headers, redirect: "manual" });
    // multipart/form-data is the forms' own encoding since they take photos (server/core/photos.test.ts).
    expect((await post(multipart)).status).toBe(303);
    await page(await post("name=x", { "content-type": "text/plain" }), 415, "We could not read your request");
    await page(await postForm({ ...quoteForm, message: "x".repeat(17_000) }), 413, "Your request is too long");
    expect((await postForm(quoteForm, limited.url)).status).toBe(303);
    const tooMany = await postForm(quoteForm, limited.url);
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
    await page(tooMany, 429, "Too many requests");
  });

  test("JSON requests keep their JSON answers", async () => {
    const json = (body: string, type = "application/json") =>
      fetch(`${url}/api/quote`, { method: "POST", headers: { "content-type": type }, body });
    const created = await json(JSON.stringify({ ...quoteForm, name: "Json Person" }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: stored("Json Person")!.id });
    const invalid = await json(JSON.stringify({ ...quoteForm, phone: "1" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ errors: { phone: "Enter a phone number such as 09 123 4567." } });
    const xml = await json("<quote/>", "application/xml");
    expect(xml.status).toBe(415);
    expect(await xml.json()).toEqual({ error: "Send the quote as application/json." });
  });
});
