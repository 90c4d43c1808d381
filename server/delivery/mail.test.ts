import { afterEach, describe, expect, test } from "vitest";
import { validateQuote } from "../quotes/quote-schema.ts";
import { type EmailConfig, fixedBusiness } from "../config/config";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import type { Channel } from "../../shared/api/leads";
import { createMailSenders, RESPONSE_PROMISE } from "./mail";
import { startOutbox, type Outbox } from "./outbox";
import { tempDir } from "../../test/support/server/http";
import { startSmtpSink } from "../../test/support/server/smtp-sink";
import { waitFor } from "../../test/support/server/wait";

const business = fixedBusiness({
  name: "Example Plumbing Co.",
  phone: "09 123 4567",
  siteUrl: "https://www.example.com",
});

const homeQuote = {
  form: "home",
  name: "Aroha",
  email: "aroha@example.co.nz",
  phone: "09 555 0123",
  service: "leak-detection",
  urgency: "emergency",
  location: "Papatoetoe",
  message: "Water coming through the ceiling.\nMain is off.",
  page: "/areas/papatoetoe",
};

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function setup(options: { channels?: Channel[]; reject?: (n: number) => boolean } = {}) {
  const sink = await startSmtpSink({ reject: options.reject });
  cleanup.push(sink.close);
  const store = openQuoteStore(tempDir("mail-"), { channels: options.channels ?? ["email"] });
  cleanup.push(() => store.close());
  const config: EmailConfig = {
    smtpUrl: sink.url.replace("smtp://", "smtp://leads:s3cret@"),
    requireTLS: false,
    timeoutMs: 5_000,
    to: ["owner@example.com"],
    from: "Example Plumbing <leads@example.com>",
  };
  const mail = createMailSenders(config, business);
  const outbox: Outbox = startOutbox({
    queue: store.deliveries,
    senders: { email: mail.email, ack: mail.ack },
    maxAttempts: 3,
    retryBaseMs: 5,
    retryMaxMs: 20,
    log: () => {},
  });
  cleanup.push(mail.close, () => outbox.stop());
  const save = (input: object, spamReasons?: string[]) => {
    const result = validateQuote(input);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return store.save(result.data, { userAgent: "test", spamReasons });
  };
  return { sink, store, save };
}

const deliveryOf = (store: QuoteStore, id: number, channel: Channel) =>
  store.deliveries.list().find((d) => d.quote_id === id && d.channel === channel)!;

describe("lead email over SMTP", { timeout: 30_000 }, () => {
  test("the owner gets every field, a call link, Reply-To the customer and a Message-ID from the delivery", async () => {
    const { sink, store, save } = await setup();
    const id = await save(homeQuote);
    const [mail] = await waitFor("the lead email", () => sink.messages.length === 1 && sink.messages);
    const { message, text, html } = mail!;
    expect(message.header("subject")).toBe("EMERGENCY: Leak Detection — Aroha, Papatoetoe");
    expect(message.header("reply-to")).toBe("Aroha <aroha@example.co.nz>");
    expect(message.header("from")).toBe("Example Plumbing <leads@example.com>");
    expect(message.header("to")).toBe("owner@example.com");
    const delivery = deliveryOf(store, id, "email");
    expect(message.header("message-id")).toBe(`<quote-${id}.${delivery.idempotency_key}@example.com>`);
    expect(mail!.envelope).toEqual({ from: "leads@example.com", to: ["owner@example.com"], user: "leads" });

    for (const value of ["Aroha", "09 555 0123", "aroha@example.co.nz", "Leak Detection", "Emergency (ASAP)"])
      expect(text).toContain(value);
    expect(text).toContain("Papatoetoe");
    expect(text).toContain("Water coming through the ceiling.\nMain is off.");
    expect(text).toContain("tel:+6495550123");
    expect(text).toContain("Page: https://www.example.com/areas/papatoetoe");
    expect(text).toContain(`Quote #${id}`);
    expect(text).toContain(`Open in your dashboard: https://www.example.com/admin/leads/${id}`);
    expect(html).toContain(`<a href="https://www.example.com/admin/leads/${id}">Open this lead in your dashboard</a>`);
    expect(html).toContain('<a href="tel:+6495550123">');
    expect(html).toContain('<a href="mailto:aroha@example.co.nz">');
    expect(html).toContain('<a href="https://www.example.com/areas/papatoetoe">');
    expect(html).toContain("Water coming through the ceiling.\nMain is off.");

    await waitFor("the delivery to be recorded", () => deliveryOf(store, id, "email").state === "sent");
    expect(store.deliveries.attempts(delivery.id)).toMatchObject([{ outcome: "sent", error: "" }]);
  });

  test("the subject states the urgency for each form", async () => {
    const { sink, save } = await setup();
    await save({ ...homeQuote, urgency: "soon", location: "" });
    await save({ ...homeQuote, service: "emergency", urgency: "" });
    await save({
      form: "quote",
      name: "Mere",
      email: "m@example.com",
      phone: "021 555 0101",
      service: "Maintenance",
      message: "Tap",
    });
    await waitFor("three emails", () => sink.messages.length === 3);
    expect(sink.messages.map((m) => m.message.header("subject")).sort()).toEqual([
      "EMERGENCY: Emergency Callout — Aroha, Papatoetoe",
      "Quote request: Maintenance — Mere",
      "This week: Leak Detection — Aroha",
    ]);
  });

  test("visitor text cannot add headers or recipients, nor markup to the HTML part", async () => {
    const { sink, save } = await setup();
    await save({
      ...homeQuote,
      name: "Aroha\r\nBcc: victim@example.com",
      location: "Otara\nX-Injected: yes",
      message: '<script>alert(1)</script><img src=x onerror="alert(2)"> "quoted" & \'single\'\r\n.\r\nDATA',
    });
    const [mail] = await waitFor("the lead email", () => sink.messages.length === 1 && sink.messages);
    const names = mail!.message.headers.map(([name]) => name);
    expect(names.filter((n) => !["content-transfer-encoding"].includes(n)).sort()).toEqual(
      ["content-type", "date", "from", "message-id", "mime-version", "reply-to", "subject", "to"].sort(),
    );
    expect(mail!.raw).not.toMatch(/^(bcc|x-injected):/im);
    expect(mail!.envelope.to).toEqual(["owner@example.com"]);
    expect(mail!.message.header("subject")).toBe(
      "EMERGENCY: Leak Detection — Aroha Bcc: victim@example.com, Otara X-Injected: yes",
    );
    expect(mail!.message.header("reply-to")).toBe('"Aroha Bcc: victim@example.com" <aroha@example.co.nz>');
    expect(mail!.html).not.toMatch(/<script|<img/i);
    expect(mail!.html).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &quot;quoted&quot; &amp; &#39;single&#39;",
    );
    expect(mail!.text).toContain("\n.\nDATA");
  });

  test("values at the schema's limits arrive whole; the subject stays short", async () => {
    const { sink, save } = await setup();
    const message = `${"Long-description-without-any-spaces-".repeat(100)}`.slice(0, 4990) + " ✓ done";
    await save({ ...homeQuote, name: "N".repeat(200), location: "L".repeat(200), message });
    const [mail] = await waitFor("the lead email", () => sink.messages.length === 1 && sink.messages);
    expect(mail!.message.header("subject")!.length).toBeLessThan(160);
    expect(mail!.message.header("subject")).toContain(`${"N".repeat(59)}…`);
    expect(mail!.text).toContain(message);
    expect(mail!.text).toContain("N".repeat(200));
    expect(mail!.html).toContain(message);
  });

  test("a mail server refusing for now is tried again, with the same Message-ID", async () => {
    const { sink, store, save } = await setup({ reject: (n) => n === 1 });
    const id = await save(homeQuote);
    await waitFor("the retried email", () => sink.messages.length === 1);
    expect(sink.refused).toHaveLength(1);
    expect(sink.messages[0]!.message.header("message-id")).toBe(sink.refused[0]!.message.header("message-id"));
    await waitFor("the delivery to be recorded", () => deliveryOf(store, id, "email").state === "sent");
    const attempts = store.deliveries.attempts(deliveryOf(store, id, "email").id);
    expect(attempts.map((a) => a.outcome)).toEqual(["error", "sent"]);
    expect(attempts[0]!.error).toMatch(/451/);
  });
});

describe("customer acknowledgement", { timeout: 30_000 }, () => {
  test("promises what the form promised, gives the phone, and repeats nothing the visitor typed", async () => {
    const { sink, store, save } = await setup({ channels: ["email", "ack"] });
    const home = await save({ ...homeQuote, name: "Visit http://spam.example now", message: "Buy pills" });
    const page = await save({
      form: "quote",
      name: "Mere",
      email: "mere@example.co.nz",
      phone: "021 555 0101",
      service: "Drain Unblocking",
      message: "Gully trap",
    });
    await waitFor("four emails", () => sink.messages.length === 4);
    const acks = sink.messages.filter((m) => m.envelope.to[0] !== "owner@example.com");
    const ackTo = (address: string) => acks.find((m) => m.envelope.to[0] === address)!;
    const homeAck = ackTo("aroha@example.co.nz");
    expect(homeAck.message.header("subject")).toBe(
      `We've received your quote request (#${home}) — Example Plumbing Co.`,
    );
    expect(homeAck.message.header("reply-to")).toBe("owner@example.com");
    expect(homeAck.text).toContain(`We'll contact you ${RESPONSE_PROMISE.home}.`);
    expect(homeAck.text).toContain("within 30 minutes during business hours");
    // An emergency is told to call now, above everything else; every acknowledgement gives the 24/7 number.
    expect(homeAck.text).toMatch(
      /quote\. We'll contact you[^\n]*\n\nIf this is an emergency, call our 24\/7 line now on 09 123 4567: don't wait/,
    );
    expect(homeAck.text).toContain("For an emergency, call us any time on 09 123 4567.");
    // The summary: their reference and their choices from the form's lists, nothing they typed.
    expect(homeAck.text).toContain(`What you sent us:\n  Your reference: #${home}\n  Service: Leak Detection\n`);
    expect(homeAck.text).toMatch(/ {2}How soon: [^\n]+\n {2}Received: [^\n]+\n/);
    expect(homeAck.raw).not.toMatch(/spam\.example|Buy pills|Aroha|Papatoetoe|ceiling/);
    // Plain text with an HTML part; no image, no tracking: the only link is the phone.
    expect(homeAck.message.header("content-type")).toMatch(/^multipart\/alternative/);
    expect([...homeAck.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "tel:+6491234567",
      "tel:+6491234567",
    ]);
    expect(homeAck.html).not.toMatch(/<img|src=|url\(/i);
    const pageAck = ackTo("mere@example.co.nz");
    expect(pageAck.text).toContain("We'll contact you within 24 hours.");
    expect(pageAck.text).toContain("Drain Unblocking");
    expect(pageAck.text).not.toContain("If this is an emergency");
    const keys = new Set(sink.messages.map((m) => m.message.header("message-id")));
    expect(keys.size).toBe(4);
    expect(deliveryOf(store, home, "ack").channel).toBe("ack");
    expect(deliveryOf(store, page, "ack").channel).toBe("ack");
  });

  test("is never sent for a quarantined quote", async () => {
    const { sink, store, save } = await setup({ channels: ["email", "ack"] });
    const held = await save(homeQuote, ["too-fast"]);
    const later = await save({ ...homeQuote, email: "tama@example.co.nz" });
    await waitFor("the second quote's two emails", () => sink.messages.length === 2);
    expect(sink.messages.map((m) => m.envelope.to[0]).sort()).toEqual(["owner@example.com", "tama@example.co.nz"]);
    expect(store.deliveries.list().filter((d) => d.quote_id === held)).toEqual([]);
    expect(store.deliveries.list().filter((d) => d.quote_id === later)).toHaveLength(2);
  });

  test("is not queued when the customer gave no email address", async () => {
    const { sink, store, save } = await setup({ channels: ["email", "ack"] });
    const id = await save({ ...homeQuote, email: "" });
    await waitFor("the lead email", () => sink.messages.length === 1);
    expect(
      store.deliveries
        .list()
        .filter((d) => d.quote_id === id)
        .map((d) => d.channel),
    ).toEqual(["email"]);
    expect(sink.messages[0]!.message.header("reply-to")).toBeUndefined();
  });
});
