import type { APIRequestContext, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openQuoteStore } from "../../server/quotes/db";
import { browser } from "../../test/support/e2e/browser";
import { addOwner, OWNER, signInAsOwner } from "../../test/support/e2e/dashboard";
import { freePort, startCaddy, type RunningCaddy } from "../../test/support/caddy";
import { startSiteServer, type RunningServer } from "../../test/support/site-server";

const RATE_LIMIT = 6;

let inbox: RunningServer;
let caddy: RunningCaddy | undefined;
let origin: string;

const stored = () => {
  const store = openQuoteStore(inbox.dataDir);
  try {
    return store.list().map((q) => q.name);
  } finally {
    store.close();
  }
};

beforeAll(async () => {
  const port = await freePort();
  origin = `https://localhost:${port}`;
  inbox = await startSiteServer({
    TRUST_PROXY: "true",
    SITE_URL: origin,
    QUOTE_RATE_LIMIT: String(RATE_LIMIT),
  });
  await addOwner(inbox.dataDir);
  // deploy/Caddyfile as deployed, with a local certificate (test/support/caddy.ts).
  caddy = await startCaddy(origin, inbox.url);
});

afterAll(async () => {
  await caddy?.stop();
  await inbox?.stop();
});

async function newContext(javaScript = true): Promise<BrowserContext> {
  return (await browser()).newContext({ baseURL: origin, ignoreHTTPSErrors: true, javaScriptEnabled: javaScript });
}

describe("behind Caddy with HTTPS, as deployed (deploy/Caddyfile, docs/decisions/011-operations.md)", () => {
  test("a quote posted with JavaScript lands, and the page carries HSTS and the security headers", async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const response = await page.goto("/quote");
      const headers = response!.headers();
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers.server).toBeUndefined();
      // The form is a React island (docs/decisions/008-islands.md): it posts with JavaScript once it has hydrated.
      await page.locator("[data-island][data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("Full Name").fill("Caddy Script");
      await page.getByLabel("Email Address").fill("script@example.co.nz");
      await page.getByLabel("Phone Number").fill("021 555 0101");
      await page.getByLabel("Service Needed").selectOption("Drain Unblocking");
      await page.getByLabel("Project Details").fill("Sent through the proxy with JavaScript");
      await page.getByRole("button", { name: "Submit Quote Request" }).click();
      await page.getByRole("heading", { name: "Quote Submitted!" }).waitFor();
      expect(stored()).toContain("Caddy Script");
    } finally {
      await context.close();
    }
  });

  test("a quote posted without JavaScript lands on the confirmation page", async () => {
    const context = await newContext(false);
    try {
      const page = await context.newPage();
      await page.goto("/quote");
      await page.getByLabel("Full Name").fill("Caddy Plain");
      await page.getByLabel("Email Address").fill("plain@example.co.nz");
      await page.getByLabel("Phone Number").fill("021 555 0102");
      await page.getByLabel("Service Needed").selectOption("Drain Unblocking");
      await page.getByLabel("Project Details").fill("Sent through the proxy without JavaScript");
      await page.getByRole("button", { name: "Submit Quote Request" }).click();
      await page.waitForURL((url) => url.pathname !== "/quote");
      expect(new URL(page.url()).protocol).toBe("https:");
      expect(stored()).toContain("Caddy Plain");
    } finally {
      await context.close();
    }
  });

  test("the owner signs in with a __Host- Secure cookie, sees the lead and signs out", async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await signInAsOwner(page);
      const cookies = await context.cookies();
      const session = cookies.find((c) => c.name === "__Host-leads_session");
      expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Strict" });
      expect(session!.domain).toBe("localhost");
      await page.getByText("Caddy Plain").first().waitFor();
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/login");
      // The session is gone; the device cookie stays, so this browser is not locked out by strangers' failures.
      const left = (await context.cookies()).map((c) => c.name);
      expect(left).not.toContain("__Host-leads_session");
      expect(left).toContain("__Host-leads_device");
    } finally {
      await context.close();
    }
  });

  describe("an X-Forwarded-For sent by a client changes nothing", () => {
    let api: APIRequestContext;
    beforeAll(async () => {
      api = (await newContext()).request;
    });

    test("the quote rate limit counts the real client, whatever address it claims", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT + 2; i++) {
        const response = await api.post("/api/quote", {
          headers: { "x-forwarded-for": `203.0.113.${i + 1}`, "content-type": "application/json" },
          data: { form: "home", name: `Spoofer ${i}`, phone: "021 555 0103", service: "other" },
        });
        statuses.push(response.status());
      }
      // Each request claims another address; the limit holds for the one client Caddy saw.
      expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(RATE_LIMIT);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    });

    test("the sign-in throttle counts the real client, whatever address it claims", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await api.post("/admin/login", {
          headers: { "x-forwarded-for": `198.51.100.${i + 1}`, origin },
          form: { email: `guess${i}@example.co.nz`, password: "not the password at all" },
          maxRedirects: 0,
        });
        statuses.push(response.status());
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
      expect(OWNER.email).not.toContain("guess");
    });
  });
});
