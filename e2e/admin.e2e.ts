import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { baseURL, browser, goto, openPage, viewports, type OpenedPage } from "../test/support/e2e/browser";
import { axeViolations } from "../test/support/e2e/axe";
import { addOwner, addVirtualAuthenticator, OWNER } from "../test/support/e2e/dashboard";
import { phoneJpeg } from "../test/support/server/images";
import { siteDir } from "../test/support/site-server";

const owner = OWNER;

/** Recovery codes the owner saved at enrolment; each later sign-in spends one. */
const recoveryCodes: string[] = [];

/** The second step after a right password: a recovery code saved at enrolment. */
async function secondStep(page: Page) {
  await page.getByRole("heading", { name: "Confirm it is you" }).waitFor();
  await page.getByLabel("Or a recovery code").fill(recoveryCodes.shift()!);
  await page.getByRole("button", { name: "Continue" }).last().click();
}

/** Sends a quote through the public /quote form, as a visitor at human speed (faster is held back as spam). */
async function submitQuote(name: string, photos: { name: string; mimeType: string; buffer: Buffer }[] = []) {
  const opened = await openPage("/quote", { viewport: "mobile" });
  const started = Date.now();
  const { page } = opened;
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill("hemi@example.co.nz");
  await page.getByLabel("Phone Number").fill("021 555 0177");
  await page.getByLabel("Service Needed").selectOption("Emergency Callouts");
  await page.getByLabel("Project Details").fill("Burst pipe under the house, water everywhere");
  if (photos.length > 0) await page.getByLabel("Add photos").setInputFiles(photos);
  // The inbox quarantines a form sent within 1 s of starting to fill it in (QUOTE_MIN_FILL_MS, server/quotes/spam.ts).
  await page.waitForTimeout(Math.max(0, 1300 - (Date.now() - started)));
  await page.getByRole("button", { name: "Submit Quote Request" }).click();
  await page.getByRole("heading", { name: "Quote Submitted!" }).waitFor();
  expect(opened.errors).toEqual([]);
  await opened.close();
}

describe("the owner's dashboard in Chromium at 375 px", () => {
  let opened: OpenedPage;
  let page: Page;
  const hosts = new Set<string>();
  /** Every request the dashboard's page made: none may carry the search words (ASVS 8.3.1). */
  const requests: { url: string; body: string | null }[] = [];
  const customer = `Hēmi Dashboard ${Date.now()}`;
  const words = "dashboard";
  const carriesWords = (url: string) => decodeURIComponent(url.replaceAll("+", " ")).toLowerCase().includes(words);
  let leadPath = "";

  beforeAll(async () => {
    await addOwner(inject("dataDir"));
    const photo = await phoneJpeg({ width: 800, height: 600 });
    await submitQuote(customer, [
      { name: "burst-pipe.jpg", mimeType: "image/jpeg", buffer: photo },
      { name: "water-meter.jpg", mimeType: "image/jpeg", buffer: photo },
    ]);
    opened = await openPage("", { viewport: "mobile" });
    page = opened.page;
    page.on("request", (request) => {
      hosts.add(new URL(request.url()).host);
      requests.push({ url: request.url(), body: request.postData() });
    });
    page.on("dialog", (dialog) => {
      opened.errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }, 60_000);
  afterAll(async () => {
    expect(opened.errors).toEqual([]);
    expect([...hosts]).toEqual([new URL(baseURL()).host]);
    expect(requests.map((r) => r.url).filter(carriesWords)).toEqual([]);
    await opened.close();
  });

  test("signing in leads back to the page asked for; the sign-in page is accessible", async () => {
    await goto(page, "/admin", { hydrated: false });
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await page.getByText("Sign in to see your leads.").waitFor();
    expect(await axeViolations(page.context(), "/admin/login")).toEqual([]);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "do not match" }).waitFor();
    expect(opened.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    opened.errors.length = 0;
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The first sign-in enrols a second factor: here an authenticator app, its code made from the key shown.
    await page.getByRole("heading", { name: "Add a second step to signing in" }).waitFor();
    expect(await axeViolations(page.context(), page.url().replace(baseURL(), ""))).toEqual([]);
    const secret = (await page.locator("[data-totp-secret]").textContent())!.trim();
    await page
      .getByLabel("Code from your authenticator app")
      .fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    recoveryCodes.push(...(await page.locator("[data-recovery-codes] li").allTextContents()));
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole("link", { name: "I have saved them: go to my leads" }).click();
    await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
  });

  test("the quote sent through the public form is found by search, with its emergency shown", async () => {
    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === "/admin/api/leads/search");
    await page.getByLabel("Search by name, phone, email or suburb").fill(words);
    await page.getByRole("button", { name: "Search" }).click();
    // The words go to the API in a POST body and stay in the history entry's state, never in an address.
    expect((await searched).postDataJSON()).toEqual({ q: words });
    await page.getByText(/^\d+ leads? match$/).waitFor();
    const card = page.getByRole("listitem").filter({ hasText: customer });
    await card.waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/admin");
    expect(await page.evaluate(() => JSON.stringify(window.history.state))).toContain(words);
    expect(await card.getByText("Emergency", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText("New", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: /Call Hēmi/ }).getAttribute("href")).toBe("tel:+64215550177");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A reload keeps the search: the browser keeps the entry's state, and the list is searched again.
    await page.reload();
    await page.getByRole("listitem").filter({ hasText: customer }).waitFor();
    expect(await page.getByLabel("Search by name, phone, email or suburb").inputValue()).toBe(words);
    expect(await axeViolations(page.context(), "/admin")).toEqual([]);
    await card.getByRole("link", { name: customer, exact: true }).click();
    await page.getByRole("heading", { name: customer, level: 1 }).waitFor();
    leadPath = new URL(page.url()).pathname;
    // Back returns to the searched list, Forward to the lead.
    await page.goBack();
    await page.getByRole("listitem").filter({ hasText: customer }).waitFor();
    expect(await page.getByLabel("Search by name, phone, email or suburb").inputValue()).toBe(words);
    await page.goForward();
    await page.getByRole("heading", { name: customer, level: 1 }).waitFor();
  });

  test("on the lead: call and reply links, mark it won, add a note; each is in the history with who", async () => {
    expect(await page.getByRole("link", { name: "Call 021 555 0177" }).getAttribute("href")).toBe("tel:+64215550177");
    expect(await page.getByRole("link", { name: "Reply by email" }).getAttribute("href")).toMatch(
      /^mailto:hemi@example\.co\.nz\?subject=/,
    );
    expect(await page.getByText("/quote form").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Won", exact: true }).click();
    await page.getByText("Status: New → Won").waitFor();
    expect(await page.getByRole("button", { name: "Won", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByLabel("Add a note").fill("Fixed the burst pipe, invoiced $380.");
    await page.getByRole("button", { name: "Save note" }).click();
    await page.getByText("Fixed the burst pipe, invoiced $380.").waitFor();
    expect(await page.getByLabel("Add a note").inputValue()).toBe("");
    expect(await page.getByText(owner.email).count()).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page.context(), new URL(page.url()).pathname)).toEqual([]);
  });

  test("every icon on the lead is a symbol of the sprite the dashboard serves, none drawn by a library", async () => {
    const icons = await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll("svg use")].map(async (use) => {
          const href = use.getAttribute("href") ?? "";
          const [file = "", id = ""] = href.split("#");
          const response = await fetch(file);
          return { href, drawn: response.ok && (await response.text()).includes(`<symbol id="${id}"`) };
        }),
      ),
    );
    expect(icons.map((i) => i.href.split("#")[1]).sort()).toEqual(
      expect.arrayContaining(["ArrowLeft", "LogOut", "Mail", "Phone", "Siren", "Trash2"]),
    );
    expect(icons.filter((i) => !i.drawn || !i.href.startsWith("/admin/assets/icons-"))).toEqual([]);
    expect(await page.locator("svg:not(:has(use)) path").count()).toBe(0);
  });

  test("the customer's two photos show on the lead and open larger; without a session they answer 401", async () => {
    const thumbs = page.getByRole("button", { name: /^Photo \d of 2/ }).locator("img");
    await expect.poll(() => thumbs.count()).toBe(2);
    await expect
      .poll(() => thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)))
      .toEqual([800, 800]);
    await page.getByRole("button", { name: /^Photo 1 of 2/ }).click();
    const viewer = page.getByRole("dialog", { name: `Photos from ${customer}` });
    await viewer.waitFor();
    expect(await viewer.getByText("Photo 1 of 2").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "hidden" });
    const src = (await thumbs.first().getAttribute("src"))!;
    expect((await fetch(new URL(src, baseURL()))).status).toBe(401);
  });

  test("export CSV of the current filter: the won lead, with its status", async () => {
    await page.getByRole("link", { name: "All leads" }).click();
    await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
    await page.locator("summary").filter({ hasText: "Filters" }).click();
    await page.getByLabel("Status").selectOption("won");
    await page.getByLabel("Search by name, phone, email or suburb").fill(words);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.search === "?status=won");
    await page.getByText("1 lead match").waitFor();
    const [download, exported] = await Promise.all([
      page.waitForEvent("download"),
      page.waitForRequest((r) => new URL(r.url()).pathname === "/admin/api/leads/export"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(new URL(exported.url()).search).toBe("");
    expect(new URLSearchParams(exported.postData() ?? "").get("q")).toBe(words);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs as a server the tests connect to, so the file is copied out rather than read in place.
    const file = path.join(mkdtempSync(path.join(tmpdir(), "export-")), download.suggestedFilename());
    await download.saveAs(file);
    const csv = readFileSync(file, "utf8");
    expect(csv.startsWith("\uFEFFid,received (Auckland)")).toBe(true);
    const rows = csv.trim().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(",Won,");
    expect(rows[1]).toContain(customer);
    expect(rows[1]).toContain(",yes,");
  });

  test("spam: a quote with markup in its name is held back, shown inert, and released into the leads", async () => {
    const response = await fetch(`${baseURL()}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        form: "home",
        name: "<img src=x onerror=alert(1)>",
        phone: "09 555 0188",
        service: "leak-detection",
      }),
    });
    expect(response.status).toBe(201);
    await page.getByRole("link", { name: "Spam", exact: true }).click();
    await page.getByRole("heading", { name: "Spam quarantine", level: 1 }).waitFor();
    const card = page.getByRole("listitem").filter({ hasText: "<img src=x onerror=alert(1)>" });
    await card.getByText("Contains HTML or BBCode tags").waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await axeViolations(page.context(), "/admin/spam")).toEqual([]);
    await card.getByRole("button", { name: /^Release/ }).click();
    await page.getByText("Released", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Leads", exact: true }).click();
    await page.getByRole("link", { name: "<img src=x onerror=alert(1)>", exact: true }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });

  test("the overview charts leads per week and won rates by service", async () => {
    await page.getByRole("link", { name: "Overview" }).click();
    await page.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
    expect(await page.getByText(/won of \d+ leads? \(\d+%\)/).count()).toBeGreaterThan(0);
    expect(await page.locator("svg").count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page.context(), "/admin/overview")).toEqual([]);
  });

  test("keyboard: every control on a lead is a visibly focused Tab stop, and delete asks first", async () => {
    await goto(page, leadPath, { hydrated: false });
    await page.getByRole("heading", { name: customer, level: 1 }).waitFor();
    const seen: string[] = [];
    for (let i = 0; i < 40 && !seen.at(-1)?.startsWith("BUTTON:Delete"); i++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          id: `${el.tagName}:${el.textContent?.trim().slice(0, 30)}`,
          ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        };
      });
      expect(stop.ring, `no visible focus on ${stop.id}`).toBe(true);
      seen.push(stop.id);
    }
    for (const control of ["A:Skip to main content", "A:Leads", "BUTTON:Won", "TEXTAREA:", "BUTTON:Save note"])
      expect(seen).toContain(control);
    expect(seen.at(-1)).toBe("BUTTON:Delete this lead…");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("group");
    expect(await page.getByRole("button", { name: "Yes, delete permanently" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Cancel" }).press("Enter");
    await page.getByRole("button", { name: "Delete this lead…" }).waitFor();
  });

  test("signing out ends the session: the dashboard asks for a sign-in again", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You have signed out.").waitFor();
    await goto(page, "/admin", { hydrated: false });
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    const api = await page.request.get("/admin/api/leads");
    expect(api.status()).toBe(401);
  });
});

describe("the dashboard is kept out of the public site", () => {
  test("not in the static build, the sitemap or the public JavaScript; disallowed in robots.txt; noindex", async () => {
    const files = readdirSync(siteDir(), { recursive: true, encoding: "utf8" });
    expect(files.filter((f) => /(^|\/)admin(\/|\.|$)/.test(f))).toEqual([]);
    expect(existsSync(path.join(path.dirname(siteDir()), "admin", "index.html"))).toBe(true);
    const scripts = files.filter((f) => f.endsWith(".js"));
    for (const file of scripts)
      expect(readFileSync(path.join(siteDir(), file), "utf8"), file).not.toMatch(/admin\/api|leads_session/);
    expect(readFileSync(path.join(siteDir(), "sitemap.xml"), "utf8")).not.toContain("/admin");
    expect(readFileSync(path.join(siteDir(), "robots.txt"), "utf8")).toMatch(/^Disallow: \/admin$/m);
    const res = await fetch(`${baseURL()}/admin`, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  test("at 1280 px the list reads as well", async () => {
    const opened = await openPage("", { viewport: "desktop" });
    await goto(opened.page, "/admin/login", { hydrated: false });
    expect(await opened.page.viewportSize()).toEqual(viewports.desktop);
    await opened.page.getByLabel("Email").fill(owner.email);
    await opened.page.getByLabel("Password").fill(owner.password);
    await opened.page.getByRole("button", { name: "Sign in" }).click();
    await opened.page.getByRole("heading", { name: "Confirm it is you" }).waitFor();
    expect(await axeViolations(opened.context, "/admin/login/verify?next=%2Fadmin")).toEqual([]);
    await secondStep(opened.page);
    await opened.page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
    expect(await axeViolations(opened.context, "/admin")).toEqual([]);
    expect(opened.errors).toEqual([]);
    await opened.close();
  });
});

describe("passkeys, with a virtual authenticator in Chromium", () => {
  const email = "passkey.owner@example.co.nz";

  test("enrolled after the first password sign-in, then signing in with the passkey alone", async () => {
    await addOwner(inject("dataDir"), { ...owner, email });
    // A passkey belongs to a host name, not an IP address: the same server, reached as localhost.
    const local = baseURL().replace("127.0.0.1", "localhost");
    const context = await (await browser()).newContext({ baseURL: local, viewport: viewports.mobile });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: "Create a passkey on this device" }).click();
    await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe("localhost");
    expect(credentials[0]!.isResidentCredential).toBe(true);
    await page.getByRole("link", { name: "I have saved them: go to my leads" }).click();
    await page.getByRole("heading", { name: "Leads", level: 1, exact: true }).waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You have signed out.").waitFor();
    // No email, no password: the passkey names the account and proves it, and the dashboard opens.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { name: "Leads", level: 1, exact: true }).waitFor();
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]!.signCount).toBeGreaterThan(
      0,
    );
    expect(await (await page.request.get("/admin/api/me")).json()).toMatchObject({ email });

    // A passkey the server does not know (another site's, or one removed) is refused with the page's words.
    await page.getByRole("button", { name: "Sign out" }).click();
    await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.locator("[data-passkey-error]").waitFor({ state: "visible" });
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
