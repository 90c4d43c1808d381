import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { qrDataUri } from "../server/core/qr";
import { openQuoteStore } from "../server/quotes/db";
import { createVitalsStore } from "../server/dashboard/vitals";
import { axeViolations } from "../test/support/e2e/axe";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";
import { startSmtpSink } from "../test/support/server/smtp-sink";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";

// Phone alerts set up from a phone at 375 px (issue 46, part 5), against the real inbox and a real HTTP receiver
// standing in for a self-hosted ntfy server (NTFY_URL): the owner makes a topic on the dashboard, a subscription
// opened from the QR code's URL receives the test alert. And the dashboard at home on a phone (part 6): the menu is
// one row, every page one tap from its button, and the Overview fits the screen.

/**
 * A small ntfy server: publishing is a POST of JSON to the root (https://docs.ntfy.sh/publish/#publish-as-json, as
 * server/delivery/ntfy.ts sends), subscribing a GET of `/<topic>/json`, a stream of one JSON object a line, "open" first
 * (https://docs.ntfy.sh/subscribe/api/).
 */
async function startNtfy() {
  const subscribers = new Map<string, Set<ServerResponse>>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://ntfy.local");
    const topic = url.pathname.match(/^\/([A-Za-z0-9_-]{1,64})\/json$/)?.[1];
    if (req.method === "GET" && topic) {
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      res.write(`${JSON.stringify({ event: "open", topic })}\n`);
      const set = subscribers.get(topic) ?? new Set();
      subscribers.set(topic, set.add(res));
      req.on("close", () => set.delete(res));
      return;
    }
    if (req.method === "POST" && url.pathname === "/") {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        const message = { event: "message", ...(JSON.parse(body) as { topic: string }) };
        for (const subscriber of subscribers.get(message.topic) ?? []) subscriber.write(`${JSON.stringify(message)}\n`);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(message));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A phone's ntfy app subscribed to a topic's URL: every message that arrives on it, as ntfy's JSON stream has it. */
async function subscribe(topicUrl: string) {
  const controller = new AbortController();
  const response = await fetch(`${topicUrl}/json`, { signal: controller.signal });
  const messages: Record<string, unknown>[] = [];
  const reading = (async () => {
    let buffered = "";
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body!) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        const lines = buffered.split("\n");
        buffered = lines.pop()!;
        for (const line of lines) if (line) messages.push(JSON.parse(line) as Record<string, unknown>);
      }
    } catch {
      // Aborted when the test is done.
    }
  })();
  await waitFor("the subscription to open", () => messages.some((m) => m.event === "open"));
  return {
    messages,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

let inbox: RunningServer;
let ntfy: Awaited<ReturnType<typeof startNtfy>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  ntfy = await startNtfy();
  // Mail is set up, so a review request is held back by its missing link alone (server/quotes/review-request.ts).
  sink = await startSmtpSink();
  inbox = await startSiteServer({
    NTFY_URL: `${ntfy.url}/topic-from-the-env-file`,
    SMTP_URL: sink.url,
    LEADS_EMAIL_TO: "office@example.co.nz",
    LEADS_EMAIL_FROM: "Leads <leads@example.co.nz>",
    QUOTE_ACK_EMAIL: "false",
  });
  await addOwner(inbox.dataDir);
  // Today's visits as the pages reported them (the running server shares the database: SQLite in WAL mode): of 20
  // home pages, 18 shown within 2.5 s; taps answered within 200 ms on 8 of 12.
  const store = openQuoteStore(inbox.dataDir);
  try {
    const vitals = createVitalsStore(store.db);
    for (let i = 0; i < 20; i++)
      vitals.record({ template: "home", metrics: { LCP: i < 18 ? 1500 : 4000, FCP: 900, TTFB: 200, CLS: 0.02 } });
    for (let i = 0; i < 12; i++) vitals.record({ template: "home", metrics: { INP: i < 8 ? 120 : 400 } });
  } finally {
    store.close();
  }
}, 60_000);
afterAll(async () => {
  await inbox?.stop();
  await ntfy?.close();
  await sink?.close();
});

/** With E2E_SCREENSHOTS=<folder>: the page at 375 px and 1280 px wide, to look at. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${folder}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.mobile);
}

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

describe("the dashboard on a phone at 375 px", () => {
  test("the menu is one row with every page one tap away; the Overview fits; the QR code's topic receives the test alert", async () => {
    const context = await (
      await browser()
    ).newContext({ baseURL: inbox.url, viewport: viewports.mobile, hasTouch: true, isMobile: true });
    const errors: string[] = [];
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    try {
      await signInAsOwner(page);
      // The menu is one row: every section a cell of it, an icon over its word, one tap each, none hidden.
      const nav = page.getByRole("navigation", { name: "Dashboard" });
      const links = nav.getByRole("link");
      expect(await links.allTextContents()).toEqual([
        "Leads",
        "Spam",
        "Overview",
        "Security",
        "Website",
        "Privacy",
        "Team",
      ]);
      const row = (await nav.boundingBox())!;
      expect(row.height).toBeLessThanOrEqual(60);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.y).toBe(row.y);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        // The word fits its cell: nothing cut off or spilling into the next.
        expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
      }
      await fitsTheScreen(page);
      await screenshots(page, "menu");

      await nav.getByRole("link", { name: "Overview" }).tap();
      await page.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
      expect(await nav.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
      expect((await nav.boundingBox())!.height).toBe(row.height);
      await fitsTheScreen(page);

      // The speed panel speaks in words first; the figures are one tap away.
      const speed = page.getByRole("region", { name: "Speed for real visitors" });
      expect(await speed.getByRole("listitem").allInnerTexts()).toEqual([
        "Good: Pages appear fast for 9 in 10 visitors.",
        "Needs work: Taps get a quick answer for 6 in 10 visitors.",
        "Good: Pages stay still while loading for all 20 visitors measured.",
      ]);
      const figures = speed.getByRole("table", { name: "home · 20 pages measured" }).first();
      expect(await figures.isVisible()).toBe(false);
      await speed.getByText("The figures (p75 per page type)").tap();
      expect(await figures.isVisible()).toBe(true);
      await fitsTheScreen(page);

      // The alerts go through NTFY_URL's server, named by its host.
      const alerts = page.getByRole("region", { name: "Phone alerts" });
      const host = new URL(ntfy.url).host;
      expect(await alerts.getByText(/^Alerts go through/).innerText()).toBe(
        `Alerts go through ${host}, the ntfy server named in the server's settings (NTFY_URL), not the public one.`,
      );
      // NTFY_URL's topic is on: a new one replaces it, asked first.
      await alerts.getByRole("button", { name: "Make a new topic" }).tap();
      await alerts.getByRole("button", { name: "Yes, make a new topic" }).tap();
      await alerts.getByText("New topic made. Subscribe your phone, then send a test alert.").waitFor();
      await fitsTheScreen(page);
      expect(await axeViolations(context, "/admin/overview")).toEqual([]);
      await screenshots(page, "alerts");

      // The QR code is of the topic's web link (drawn by server/core/qr.ts: the same text makes the same code),
      // and the app's link is ntfy's deep link to the same topic, on plain http here.
      const qr = alerts.getByRole("img", { name: /^QR code of your alert topic's link/ });
      const topicUrl = (await qr.getAttribute("data-subscribe-qr"))!;
      expect(await qr.getAttribute("src")).toBe(qrDataUri(topicUrl));
      const topic = (await alerts.locator("[data-subscribe] code").innerText()).trim();
      expect(topic).toMatch(/^leads-[A-Za-z0-9_-]{22}$/);
      expect(topicUrl).toBe(`${ntfy.url}/${topic}`);
      expect(await alerts.getByRole("link", { name: "Open in the ntfy app" }).getAttribute("href")).toBe(
        `ntfy://${host}/${topic}?secure=false`,
      );

      // The phone subscribes from the QR code's URL; the test alert arrives on it.
      const phone = await subscribe(topicUrl);
      try {
        await alerts.getByRole("button", { name: "Send a test alert" }).tap();
        await alerts.getByText("Sent: check your phone.").waitFor();
        const alert = await waitFor("the test alert on the phone", () =>
          phone.messages.find((m) => m.event === "message"),
        );
        expect(alert).toMatchObject({ topic, title: expect.stringMatching(/^Test alert from /) });
      } finally {
        await phone.close();
      }

      await screenshots(page, "overview");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a review request with no review link set links to the link's field, focused, in Website → Settings", async () => {
    const quote = await fetch(`${inbox.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        form: "home",
        name: "Aroha NoLink",
        phone: "021 555 0177",
        email: "aroha.nolink@example.co.nz",
        service: "hot-water",
      }),
    });
    expect(quote.status).toBe(201);
    const { id } = (await quote.json()) as { id: number };
    const context = await (
      await browser()
    ).newContext({ baseURL: inbox.url, viewport: viewports.mobile, hasTouch: true, isMobile: true });
    const errors: string[] = [];
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await signInAsOwner(page);
      await page.goto(`/admin/leads/${id}`);
      await page.getByRole("button", { name: "Won", exact: true }).tap();
      const review = page.getByRole("region", { name: "Review" });
      await review.getByRole("link", { name: "Add your review link in Website → Settings" }).tap();
      await page.waitForURL((url) => url.pathname === "/admin/site/settings" && url.hash === "#reviews-link-heading");
      const field = page.getByLabel("Link for review requests");
      await waitFor("the review link's field to have focus", () =>
        field.evaluate((input) => input === document.activeElement),
      );
      // Scrolled to: the field is on the screen.
      const box = (await field.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewports.mobile.height);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
