import { afterEach, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { Leads } from "../dashboard/leads.ts";
import { loadConfig, type NtfyConfig, fixedBusiness } from "../config/config.ts";
import { storeOptions } from "../quotes/store-options.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db.ts";
import type { Channel } from "../../shared/api/leads.ts";
import { createEscalationSenders } from "./escalation.ts";
import { healthRoute } from "../http/health.ts";
import { createMailSenders } from "./mail.ts";
import { createNtfySender, phoneSettings } from "./ntfy.ts";
import { startOutbox, type Outbox } from "./outbox.ts";
import { listen, startWebhookSink, tempDir } from "../../test/support/server/http.ts";
import { startSmtpSink } from "../../test/support/server/smtp-sink.ts";
import { waitFor } from "../../test/support/server/wait.ts";

const business = fixedBusiness({
  name: "Example Plumbing Co.",
  phone: "09 123 4567",
  siteUrl: "https://plumber.example.nz",
});
const channels: Channel[] = ["email", "ntfy", "escalation-ntfy", "escalation-email"];

const home = (name: string, fields: Partial<Quote & { urgency: string; location: string }> = {}) =>
  ({
    form: "home",
    name,
    phone: "021 555 0199",
    email: "customer@example.co.nz",
    service: "leak-detection",
    urgency: "soon",
    location: "Papatoetoe",
    message: "Dripping under the sink",
    website: "",
    ...fields,
  }) as Quote;

/** An Auckland wall-clock time written with its offset: +12:00 is standard time, +13:00 daylight saving. */
const nz = (local: string) => new Date(local);

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/**
 * The inbox's delivery path as server/main.ts builds it, on a clock the test moves: the lead email and push, the
 * escalations, a real SMTP server and a real HTTP receiver standing in for ntfy.
 */
async function inbox() {
  const sink = await startSmtpSink();
  const receiver = await startWebhookSink();
  cleanup.push(sink.close, receiver.close);
  const dataDir = tempDir("escalation-");
  const ntfy: NtfyConfig = {
    url: receiver.url.replace("/hooks/leads", "/plumber-alerts-7f3k"),
    otherLeads: "normal",
    timeoutMs: 5_000,
  };
  let clock = 0;
  const now = () => new Date(clock);
  let store: QuoteStore;
  let outbox: Outbox | undefined;
  const start = () => {
    store = openQuoteStore(dataDir, { channels });
    const phone = phoneSettings(() => store.db, ntfy);
    const mail = createMailSenders(
      { smtpUrl: sink.url, requireTLS: false, timeoutMs: 5_000, to: ["owner@example.com"], from: "leads@example.com" },
      business,
    );
    outbox = startOutbox({
      queue: store.deliveries,
      senders: {
        email: mail.email,
        ntfy: createNtfySender(phone.current, business),
        ...createEscalationSenders({ db: store.db, business, phone: phone.current, email: mail.toBusiness, now }),
      },
      maxAttempts: 5,
      retryBaseMs: 5,
      retryMaxMs: 20,
      log: () => {},
      now,
    });
    return { store, mail };
  };
  const stop = async () => {
    await outbox?.stop();
    store.close();
  };
  let running = start();
  cleanup.push(async () => {
    await stop();
    running.mail.close();
  });
  return {
    sink,
    receiver,
    store: () => store,
    leads: () => new Leads(store),
    /** Sets the clock, lets the outbox look at the queue, and waits for what it started to finish. */
    async at(time: Date) {
      clock = time.getTime();
      store.deliveries.notify();
      await new Promise((resolve) => setImmediate(resolve));
      await waitFor("sends under way", () => store.deliveries.list().every((d) => d.state !== "sending"));
    },
    receive: (quote: Quote, receivedAt: Date, spamReasons?: string[]) =>
      store.insert(quote, { userAgent: "test", receivedAt, spamReasons }),
    /** Stops the outbox and closes the database, then opens both again on the same data folder. */
    async restart() {
      await stop();
      running.mail.close();
      running = start();
    },
    pushes: () => receiver.received.map((r) => JSON.parse(r.body) as { title: string; priority: number }),
    events: (id: number) =>
      store.db.prepare("SELECT kind, actor, at FROM lead_events WHERE quote_id = ? ORDER BY id").all(id),
    deliveries: (id: number) =>
      Object.fromEntries(store.deliveries.list().flatMap((d) => (d.quote_id === id ? [[d.channel, d.state]] : []))),
  };
}

describe("a lead still untouched at its answer-by time alerts the owner once more", { timeout: 60_000 }, () => {
  test("across a weekend, a daylight-saving change and a restart: one push and one email per lead, at their time", async () => {
    const box = await inbox();
    // Friday 25 September 2026, 23:00 NZST: due at 08:30 on Saturday (the office opens at 08:00).
    await box.at(nz("2026-09-25T23:00:00+12:00"));
    const friday = box.receive(home("Aroha Ngata"), nz("2026-09-25T23:00:00+12:00"));
    await box.at(nz("2026-09-25T23:00:01+12:00"));
    await waitFor(
      "the lead email and push",
      () => box.sink.messages.length === 1 && box.receiver.received.length === 1,
    );
    // Scheduled, not late: no backlog for a monitor, and the list says the lead was delivered.
    expect(box.store().deliveries.backlog(nz("2026-09-26T08:29:00+12:00")).pending).toBe(0);
    expect(box.leads().get(friday)).toMatchObject({
      answerBy: nz("2026-09-26T08:30:00+12:00").toISOString(),
      delivery: "sent",
    });

    await box.at(nz("2026-09-26T08:29:59+12:00"));
    expect(box.receiver.received).toHaveLength(1);
    expect(box.deliveries(friday)).toMatchObject({ "escalation-ntfy": "pending", "escalation-email": "pending" });

    await box.at(nz("2026-09-26T08:30:00+12:00"));
    await waitFor(
      "the overdue push and email",
      () => box.receiver.received.length === 2 && box.sink.messages.length === 2,
    );
    const push = box.pushes()[1]!;
    expect(push).toMatchObject({
      title: "Overdue: Aroha Ngata asked at Fri 23:00, answer by 08:30",
      priority: 4,
      click: `https://plumber.example.nz/admin/leads/${friday}`,
    });
    // No more personal data than the first push: never the phone, the email or the message.
    expect(box.receiver.received[1]!.body).not.toMatch(/555|customer@|Dripping/);
    const reminder = box.sink.messages[1]!;
    expect(reminder.message.header("subject")).toBe("Overdue: Aroha Ngata asked at Fri 23:00, answer by 08:30");
    expect(reminder.envelope.to).toEqual(["owner@example.com"]);
    expect(reminder.text).toContain(`Open:  https://plumber.example.nz/admin/leads/${friday}`);
    expect(reminder.html).toContain(`<a href="https://plumber.example.nz/admin/leads/${friday}">`);
    expect(box.events(friday)).toEqual([
      { kind: "escalated", actor: "the inbox", at: nz("2026-09-26T08:30:00+12:00").toISOString() },
    ]);
    expect(box.deliveries(friday)).toMatchObject({ "escalation-ntfy": "sent", "escalation-email": "sent" });

    // Saturday 16:50: 10 minutes left today, 20 more from 08:00 on Sunday, which is daylight saving time by then
    // (the clocks went forward at 02:00): due 08:20 NZDT.
    const saturday = box.receive(home("Mere Tane"), nz("2026-09-26T16:50:00+12:00"));
    await box.at(nz("2026-09-26T16:50:01+12:00"));
    await waitFor("the second lead's email and push", () => box.receiver.received.length === 3);
    expect(box.leads().get(saturday)!.answerBy).toBe(nz("2026-09-27T08:20:00+13:00").toISOString());

    // The server restarts in the night, after the clocks changed: nothing is sent twice, nothing is lost.
    await box.restart();
    await box.at(nz("2026-09-27T03:30:00+13:00"));
    await box.at(nz("2026-09-27T08:19:59+13:00"));
    expect(box.receiver.received).toHaveLength(3);
    await box.at(nz("2026-09-27T08:20:00+13:00"));
    await waitFor(
      "the second overdue push",
      () => box.receiver.received.length === 4 && box.sink.messages.length === 4,
    );
    expect(box.pushes()[3]!.title).toBe("Overdue: Mere Tane asked at Sat 16:50, answer by 08:20");

    // Monday, and another restart: each lead was escalated once.
    await box.restart();
    await box.at(nz("2026-09-28T12:00:00+13:00"));
    expect(box.receiver.received).toHaveLength(4);
    expect(box.sink.messages).toHaveLength(4);
    expect(box.events(friday)).toHaveLength(1);
    expect(box.events(saturday).map((e) => e.kind)).toEqual(["escalated"]);
  });

  test("a lead answered in time (a call, a note, a status) or marked spam is never escalated; a held one gets nothing", async () => {
    const box = await inbox();
    const received = nz("2026-11-25T10:00:00+13:00");
    await box.at(received);
    const called = box.receive(home("Called Customer"), received);
    const noted = box.receive(home("Noted Customer"), received);
    const moved = box.receive(home("Contacted Customer"), received);
    const spam = box.receive(home("Spam Later"), received);
    const held = box.receive(home("Held Spam"), received, ["honeypot"]);
    await box.at(received);
    await waitFor("the four lead emails", () => box.sink.messages.length === 4);
    const leads = box.leads();
    leads.recordCall(called, "owner@example.co.nz");
    leads.addNote(noted, "Left a message", "owner@example.co.nz");
    leads.setStatus(moved, "contacted", "owner@example.co.nz");
    leads.setStatus(spam, "spam", "owner@example.co.nz");
    expect(box.deliveries(held)).toEqual({});

    await box.at(nz("2026-11-25T10:30:00+13:00"));
    await box.at(nz("2026-11-26T12:00:00+13:00"));
    expect(box.sink.messages).toHaveLength(4);
    expect(box.receiver.received).toHaveLength(4);
    for (const id of [called, noted, moved, spam]) {
      expect(box.deliveries(id)).toEqual({
        email: "sent",
        ntfy: "sent",
        "escalation-ntfy": "skipped",
        "escalation-email": "skipped",
      });
      expect(box.events(id).map((e) => e.kind)).not.toContain("escalated");
    }
    // A skipped row tried nothing: no attempt is logged, and the lead reads as delivered.
    const skipped = box
      .store()
      .deliveries.list()
      .find((d) => d.channel === "escalation-email")!;
    expect(skipped.attempts).toBe(0);
    expect(box.store().deliveries.attempts(skipped.id)).toEqual([]);
    expect(leads.get(called)!.delivery).toBe("sent");
    expect(leads.get(called)!.answeredAt).not.toBeNull();
  });

  test("released from quarantine before its time it is escalated then; after its time, not (the releaser is looking at it)", async () => {
    const box = await inbox();
    const received = nz("2026-11-25T10:00:00+13:00");
    await box.at(received);
    const early = box.receive(home("Released Early"), received, ["too-fast"]);
    const late = box.receive(home("Released Late"), received, ["too-fast"]);
    box.store().releaseSpam(early, nz("2026-11-25T10:10:00+13:00"));
    box.store().releaseSpam(late, nz("2026-11-25T11:00:00+13:00"));
    expect(Object.keys(box.deliveries(early)).sort()).toEqual(["email", "escalation-email", "escalation-ntfy", "ntfy"]);
    expect(Object.keys(box.deliveries(late)).sort()).toEqual(["email", "ntfy"]);
    await box.at(nz("2026-11-25T11:00:00+13:00"));
    await waitFor("the escalation of the early release", () =>
      box.pushes().some((p) => p.title.startsWith("Overdue: Released Early")),
    );
    expect(box.pushes().filter((p) => p.title.startsWith("Overdue"))).toHaveLength(1);
  });
});

describe("where escalations go", () => {
  test("an email where SMTP is set up, a push where phone alerts are on; every one behind the lead's other deliveries", () => {
    const smtp = {
      SMTP_URL: "smtp://127.0.0.1:2525",
      LEADS_EMAIL_TO: "o@example.com",
      LEADS_EMAIL_FROM: "l@example.com",
    };
    const both = storeOptions(loadConfig({ ...smtp, NTFY_URL: "https://ntfy.sh/plumber-alerts-7f3k" }));
    expect(both.channels).toEqual(["email", "ntfy", "ack", "escalation-ntfy", "escalation-email"]);
    expect(both.wants("escalation-ntfy", { urgency: "", service: "other" })).toBe(true);
    const mailOnly = storeOptions(loadConfig(smtp));
    expect(mailOnly.wants("escalation-ntfy", { urgency: "", service: "other" })).toBe(false);
    expect(mailOnly.wants("ntfy", { urgency: "emergency", service: "other" })).toBe(false);
    // A topic the owner set on the dashboard turns the phone's channels on without NTFY_URL.
    const config = loadConfig(smtp);
    const dashboard = storeOptions(config, () => ({ url: "https://ntfy.sh/set-on-the-dashboard", ...phoneDefaults }));
    expect(dashboard.wants("escalation-ntfy", { urgency: "", service: "other" })).toBe(true);
    expect(dashboard.wants("ntfy", { urgency: "", service: "other" })).toBe(true);
  });

  test("GET /healthz counts an escalation only from its time, and its age from then", async () => {
    const store = openQuoteStore(tempDir("escalation-health-"), { channels: ["escalation-email"] });
    const { url, server } = await listen(healthRoute(store));
    cleanup.push(
      () => server.close(),
      () => store.close(),
    );
    const health = async () =>
      ((await (await fetch(url)).json()) as { deliveries: { pending: number; oldestPendingSeconds: number } })
        .deliveries;
    // An emergency received now is due in 15 minutes: scheduled, not waiting.
    store.insert(home("Now", { urgency: "emergency" }), { userAgent: "test" });
    expect(await health()).toMatchObject({ pending: 0, oldestPendingSeconds: 0 });
    // One received an hour ago was due 45 minutes ago and nothing sent it: late since then, not since it arrived.
    store.insert(home("Hour Ago", { urgency: "emergency" }), {
      userAgent: "test",
      receivedAt: new Date(Date.now() - 3_600_000),
    });
    const late = await health();
    expect(late.pending).toBe(1);
    expect(late.oldestPendingSeconds).toBeGreaterThanOrEqual(45 * 60);
    expect(late.oldestPendingSeconds).toBeLessThan(50 * 60);
  });
});

const phoneDefaults = { otherLeads: "normal", timeoutMs: 5_000 } as const;
