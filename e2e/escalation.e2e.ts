import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openQuoteStore } from "../server/quotes/db";
import { startWebhookSink } from "../test/support/server/http";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { browser, holdExternalLinks, viewports } from "../test/support/e2e/browser";
import { axeViolations } from "../test/support/e2e/axe";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";

let inbox: RunningServer;
let receiver: Awaited<ReturnType<typeof startWebhookSink>>;

beforeAll(async () => {
  receiver = await startWebhookSink();
  inbox = await startSiteServer({ NTFY_URL: receiver.url.replace("/hooks/leads", "/plumber-alerts-7f3k9q") });
  await addOwner(inbox.dataDir);
  // Leads as the inbox stored them earlier (the running server shares the database: SQLite in WAL mode): an
  // emergency that came in two hours ago, due 15 minutes later and never answered, and a /quote request just now.
  const store = openQuoteStore(inbox.dataDir);
  try {
    store.insert(
      { form: "home", name: "Aroha Overdue", phone: "021 555 0101", service: "leak-detection", urgency: "emergency" },
      { userAgent: "test", receivedAt: new Date(Date.now() - 2 * 3_600_000) },
    );
    store.insert(
      {
        form: "quote",
        name: "Mere Recent",
        email: "mere@example.co.nz",
        phone: "021 555 0102",
        service: "Maintenance",
        message: "Dripping tap",
      },
      { userAgent: "test" },
    );
    store.insert(
      { form: "home", name: "Fast Autofill", phone: "021 555 0103", service: "other" },
      { userAgent: "test", spamReasons: ["too-fast"] },
    );
  } finally {
    store.close();
  }
});
afterAll(async () => {
  await inbox?.stop();
  await receiver?.close();
});

const calls = () => {
  const db = new DatabaseSync(path.join(inbox.dataDir, "quotes.db"), { readOnly: true });
  try {
    return db.prepare("SELECT quote_id, actor FROM lead_events WHERE kind = 'called'").all();
  } finally {
    db.close();
  }
};

describe("the owner keeps the page's promise", () => {
  test("an overdue lead comes first, a tap on Call answers it, and it is overdue no more", async () => {
    const context = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
    try {
      const page = await context.newPage();
      await signInAsOwner(page);
      const list = page.getByRole("list", { name: "Leads, overdue first, then newest first" });
      const first = list.getByRole("listitem").first();
      expect(await first.innerText()).toContain("Aroha Overdue");
      expect(await first.getByText(/^Overdue 1 h 4\d min$/).count()).toBe(1);
      // Quotes held as spam are seen from the list.
      await page.getByText("1 quote held as spam in the last 7 days:").waitFor();

      // A phone would open its dialler; headless Chromium has none, and the page must not wait for one.
      await holdExternalLinks(page);
      await page.getByRole("link", { name: "Call Aroha Overdue on 021 555 0101" }).click();
      const newest = page.getByRole("list", { name: "Leads, newest first" });
      await newest.waitFor();
      expect(await page.getByText(/^Overdue/).count()).toBe(0);
      expect(await newest.getByRole("listitem").first().innerText()).toContain("Mere Recent");
      expect(calls()).toEqual([{ quote_id: 1, actor: "owner@example.co.nz" }]);

      await page.getByRole("link", { name: "Aroha Overdue", exact: true }).click();
      await page.getByRole("heading", { name: "Aroha Overdue", level: 1 }).waitFor();
      const history = page.getByRole("region", { name: "Notes and history" });
      expect(await history.getByText("Called", { exact: true }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  test("the overview gives the promise kept and held spam, and the owner sends a test alert to the phone", async () => {
    const context = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.desktop });
    try {
      const page = await context.newPage();
      await signInAsOwner(page);
      await page.getByRole("link", { name: "Overview" }).click();
      const promise = page.getByRole("region", { name: "Promise kept" });
      await promise.waitFor();
      // Aroha was answered by the call of the test above, an hour and more after her 15 minutes: not in time.
      expect(await promise.innerText()).toContain("0 of 1 lead");
      const alerts = page.getByRole("region", { name: "Phone alerts" });
      // The panel asks for its state when it appears: wait for the answer, not the first paint.
      await alerts.getByText(receiver.url.replace("/hooks/leads", "/plu****")).waitFor();
      const before = receiver.received.length;
      await alerts.getByRole("button", { name: "Send a test alert" }).click();
      await alerts.getByText("Sent: check your phone.").waitFor();
      expect(receiver.received.length).toBe(before + 1);
      expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({ topic: "plumber-alerts-7f3k9q" });
      expect(await axeViolations(context, "/admin/overview")).toEqual([]);
      expect(await axeViolations(context, "/admin")).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
