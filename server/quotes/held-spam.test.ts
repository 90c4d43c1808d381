import { afterEach, describe, expect, test } from "vitest";
import type { Quote } from "./quote-schema.ts";
import { fixedBusiness } from "../config/config.ts";
import { openQuoteStore, type QuoteStore } from "./db.ts";
import { createHeldSpam, withHeldSpam } from "./held-spam.ts";
import { createMailSenders } from "../delivery/mail.ts";
import { createNtfySender } from "../delivery/ntfy.ts";
import { startOutbox } from "../delivery/outbox.ts";
import { startWebhookSink, tempDir } from "../../test/support/server/http.ts";
import { startSmtpSink } from "../../test/support/server/smtp-sink.ts";
import { waitFor } from "../../test/support/server/wait.ts";

const business = fixedBusiness({
  name: "Example Plumbing Co.",
  phone: "09 123 4567",
  siteUrl: "https://plumber.example.nz",
});
const quote = { form: "home", name: "Aroha", phone: "021 555 0199", service: "other", website: "" } as Quote;
const HOUR = 3_600_000;
const start = Date.parse("2026-11-20T09:00:00+13:00");

const stores: QuoteStore[] = [];
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  for (const store of stores.splice(0)) store.close();
});

function open(channels: ("email" | "ntfy")[] = []) {
  const store = openQuoteStore(tempDir("held-spam-"), { channels });
  stores.push(store);
  let clock = start;
  const heldSpam = createHeldSpam(store.db, () => new Date(clock));
  return {
    store,
    heldSpam,
    /** Moves the clock to `hours` after the start. */
    at: (hours: number) => (clock = start + hours * HOUR),
    hold: (hours: number) =>
      store.insert(quote, { userAgent: "test", spamReasons: ["too-fast"], receivedAt: new Date(start + hours * HOUR) }),
  };
}

describe("quotes held as spam are seen", () => {
  test("counted over the last 7 days while held: a released or deleted one no longer counts", () => {
    const { store, heldSpam, at, hold } = open();
    hold(-8 * 24);
    hold(-1);
    const released = hold(0);
    store.insert(quote, { userAgent: "test", receivedAt: new Date(start) });
    expect(heldSpam.count()).toBe(2);
    store.releaseSpam(released);
    expect(heldSpam.count()).toBe(1);
    at(7 * 24);
    expect(heldSpam.count()).toBe(0);
  });

  test("an alert mentions them once, not again within 24 hours, again after, and only what was held since", () => {
    const { heldSpam, at, hold } = open();
    expect(heldSpam.mention()).toBeUndefined();
    hold(0);
    hold(0.5);
    at(1);
    expect(heldSpam.mention()?.line).toBe("Also: 2 quotes were held as spam; check the Spam tab");
    hold(2);
    at(3);
    expect(heldSpam.mention()).toBeUndefined();
    at(24.9);
    expect(heldSpam.mention()).toBeUndefined();
    at(25);
    expect(heldSpam.mention()?.line).toBe("Also: 1 quote was held as spam; check the Spam tab");
    // A day later with nothing new held: nothing to say, and the next one held is mentioned at the next alert.
    at(50);
    expect(heldSpam.mention()).toBeUndefined();
    hold(51);
    at(52);
    expect(heldSpam.mention()?.line).toBe("Also: 1 quote was held as spam; check the Spam tab");
  });

  test("an alert that did not go out gives its mention back to the next one", async () => {
    const { heldSpam, at, hold } = open();
    hold(0);
    at(1);
    await expect(withHeldSpam(heldSpam, () => Promise.reject(new Error("ntfy answered 500")))).rejects.toThrow(
      "ntfy answered 500",
    );
    let said: string | undefined;
    await withHeldSpam(heldSpam, async (line) => void (said = line));
    expect(said).toBe("Also: 1 quote was held as spam; check the Spam tab");
    await withHeldSpam(heldSpam, async (line) => void (said = line));
    expect(said).toBeUndefined();
  });
});

describe("the owner's alerts carry the line", { timeout: 30_000 }, () => {
  test("in the lead email or the push, whichever goes first, once for both", async () => {
    const sink = await startSmtpSink();
    const receiver = await startWebhookSink();
    cleanup.push(sink.close, receiver.close);
    const { store, heldSpam, hold, at } = open(["email", "ntfy"]);
    hold(0);
    at(1);
    const mail = createMailSenders(
      { smtpUrl: sink.url, requireTLS: false, timeoutMs: 5_000, to: ["owner@example.com"], from: "leads@example.com" },
      business,
      undefined,
      undefined,
      heldSpam,
    );
    const outbox = startOutbox({
      queue: store.deliveries,
      senders: {
        email: mail.email,
        ntfy: createNtfySender(
          () => ({
            url: receiver.url.replace("/hooks/leads", "/plumber-alerts-7f3k"),
            otherLeads: "normal",
            timeoutMs: 5_000,
          }),
          business,
          heldSpam,
        ),
      },
      maxAttempts: 3,
      retryBaseMs: 5,
      retryMaxMs: 20,
      log: () => {},
    });
    cleanup.push(mail.close, () => outbox.stop());
    await store.save(quote, { userAgent: "test" });
    await store.save({ ...quote, name: "Mere" }, { userAgent: "test" });
    await waitFor("two emails and two pushes", () => sink.messages.length === 2 && receiver.received.length === 2);
    const line = "Also: 1 quote was held as spam; check the Spam tab";
    const carrying = [
      ...sink.messages.filter((m) => m.text.includes(`${line}: https://plumber.example.nz/admin/spam`)),
      ...receiver.received.filter((r) => (JSON.parse(r.body) as { message: string }).message.endsWith(`\n${line}`)),
    ];
    expect(carrying).toHaveLength(1);
    const email = sink.messages.find((m) => m.text.includes(line));
    if (email) expect(email.html).toContain(`<a href="https://plumber.example.nz/admin/spam">${line}</a>`);
  });
});
