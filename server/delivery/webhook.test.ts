import { createHmac } from "node:crypto";
import { afterEach, describe, expect, test } from "vitest";
import { validateQuote } from "../quotes/quote-schema.ts";
import { openQuoteStore } from "../quotes/db";
import { startOutbox } from "./outbox";
import { startWebhookSink, tempDir } from "../../test/support/server/http";
import { waitFor } from "../../test/support/server/wait";
import type { LeadOrigin } from "../quotes/lead-origin";
import { createWebhookSender, signWebhook, verifyWebhookSignature } from "./webhook";

const secret = "test-secret-0123456789abcdef";
const quote = {
  form: "home",
  name: "Aroha",
  email: "aroha@example.co.nz",
  phone: "09 555 0123",
  service: "hot-water",
  urgency: "urgent",
  location: "Manurewa",
  message: "No hot water",
  page: "/",
};

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function setup(url: string, options: { timeoutMs?: number; maxAttempts?: number; origin?: LeadOrigin } = {}) {
  const store = openQuoteStore(tempDir("webhook-"), { channels: ["webhook"] });
  cleanup.push(() => store.close());
  const logs: Record<string, unknown>[] = [];
  const outbox = startOutbox({
    queue: store.deliveries,
    senders: { webhook: createWebhookSender({ url, secret, timeoutMs: options.timeoutMs ?? 5_000 }) },
    maxAttempts: options.maxAttempts ?? 5,
    retryBaseMs: 5,
    retryMaxMs: 20,
    log: (entry) => logs.push(entry),
  });
  cleanup.push(() => outbox.stop());
  const result = validateQuote(quote);
  if (!result.ok) throw new Error("invalid fixture");
  const id = await store.save(result.data, { userAgent: "test", origin: options.origin });
  const delivery = () => store.deliveries.list().find((d) => d.quote_id === id)!;
  return { store, id, delivery, logs, attempts: () => store.deliveries.attempts(delivery().id) };
}

async function sink(answer?: Parameters<typeof startWebhookSink>[0]) {
  const started = await startWebhookSink(answer);
  cleanup.push(started.close);
  return started;
}

const verified = (request: { headers: Record<string, string | string[] | undefined>; body: string }) =>
  verifyWebhookSignature({
    secret,
    body: request.body,
    timestamp: request.headers["x-leads-timestamp"] as string,
    idempotencyKey: request.headers["idempotency-key"] as string,
    signature: request.headers["x-leads-signature"] as string,
  });

describe("webhook signature", () => {
  const now = 1_800_000_000_000;
  const timestamp = String(now / 1000);
  const body = '{"id":1}';
  const idempotencyKey = "quote-1-webhook";
  const signature = signWebhook(secret, timestamp, idempotencyKey, body);

  test("is v2= and the hex HMAC-SHA256 of timestamp.idempotencyKey.body", () => {
    const signed = `${timestamp}.${idempotencyKey}.${body}`;
    expect(signature).toBe(`v2=${createHmac("sha256", secret).update(signed).digest("hex")}`);
    expect(verifyWebhookSignature({ secret, body, timestamp, idempotencyKey, signature, now })).toBe(true);
  });

  test("fails for another body, secret, timestamp or Idempotency-Key, and outside the replay window", () => {
    const check = (change: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({ secret, body, timestamp, idempotencyKey, signature, now, ...change });
    expect(check({ body: '{"id":2}' })).toBe(false);
    expect(check({ idempotencyKey: "quote-2-webhook" })).toBe(false);
    expect(check({ idempotencyKey: undefined })).toBe(false);
    expect(check({ secret: "another-secret-0123456789" })).toBe(false);
    expect(check({ timestamp: String(now / 1000 + 1) })).toBe(false);
    expect(check({ now: now + 301_000 })).toBe(false);
    expect(check({ now: now - 301_000 })).toBe(false);
    expect(check({ now: now + 299_000 })).toBe(true);
    expect(check({ now: now + 3_599_000, toleranceSeconds: 3600 })).toBe(true);
    expect(check({ signature: "v1=abc" })).toBe(false);
    expect(check({ signature: null })).toBe(false);
    expect(check({ timestamp: undefined })).toBe(false);
    expect(check({ timestamp: "1e9" })).toBe(false);
  });
});

describe("webhook delivery to a real receiver", { timeout: 30_000 }, () => {
  test("POSTs the quote as signed JSON with a stable Idempotency-Key, and where its visit came from", async () => {
    const receiver = await sink();
    const { id, delivery, attempts } = await setup(receiver.url, {
      origin: {
        source: "google-ads",
        landingPage: "/areas/manukau",
        referrerHost: "www.google.com",
        utm: { utm_source: "google", utm_medium: "cpc" },
        clickIds: ["gclid"],
        device: "mobile",
        visitId: "8a7f3c1e-2b4d-4e6f-9a0b-1c2d3e4f5a6b",
      },
    });
    await waitFor("the webhook", () => receiver.received.length === 1);
    const [request] = receiver.received;
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["idempotency-key"]).toBe(delivery().idempotency_key);
    expect(Math.abs(Number(request!.headers["x-leads-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(verified(request!)).toBe(true);
    expect(JSON.parse(request!.body)).toEqual({
      id,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      form: "home",
      emergency: false,
      name: "Aroha",
      phone: "09 555 0123",
      email: "aroha@example.co.nz",
      service: "Hot Water Cylinder",
      urgency: "Urgent (Today/Tomorrow)",
      location: "Manurewa",
      message: "No hot water",
      page: "/",
      // The visit's id links a double tap on this server; a receiver has no use for it.
      origin: {
        source: "google-ads",
        sourceLabel: "Google Ads",
        landingPage: "/areas/manukau",
        referrerHost: "www.google.com",
        utm: { utm_source: "google", utm_medium: "cpc" },
        clickIds: ["gclid"],
        device: "mobile",
      },
      photoCount: 0,
      photos: [],
    });
    await waitFor("the delivery to be recorded", () => delivery().state === "sent");
    expect(attempts()).toMatchObject([{ outcome: "sent" }]);
  });

  test("a quote sent without a script says its source is unknown", async () => {
    const receiver = await sink();
    await setup(receiver.url);
    await waitFor("the webhook", () => receiver.received.length === 1);
    expect((JSON.parse(receiver.received[0]!.body) as { origin: unknown }).origin).toEqual({
      source: "unknown",
      sourceLabel: "Unknown",
      landingPage: "",
      referrerHost: "",
      utm: {},
      clickIds: [],
      device: "",
    });
  });

  test("a 500 is retried with the same key and a fresh signature", async () => {
    const receiver = await sink((n) => (n === 1 ? 500 : 204));
    const { delivery, attempts } = await setup(receiver.url);
    await waitFor("the delivery to be recorded", () => delivery().state === "sent");
    expect(receiver.received).toHaveLength(2);
    const keys = receiver.received.map((r) => r.headers["idempotency-key"]);
    expect(keys).toEqual([delivery().idempotency_key, delivery().idempotency_key]);
    expect(receiver.received.every(verified)).toBe(true);
    expect(attempts().map((a) => [a.outcome, a.error])).toEqual([
      ["error", "HTTP 500"],
      ["sent", ""],
    ]);
  });

  test("a receiver that does not answer in time is retried", async () => {
    const receiver = await sink((n) => (n === 1 ? "hang" : 200));
    const { delivery, attempts } = await setup(receiver.url, { timeoutMs: 1_000 });
    await waitFor("the delivery to be recorded", () => delivery().state === "sent");
    expect(receiver.received).toHaveLength(2);
    expect(attempts()[0]!.error).toMatch(/^no answer within 1000 ms/);
  });

  test("after the last attempt the delivery is failed, kept and logged, and no longer tried", async () => {
    const receiver = await sink(() => 503);
    const { delivery, attempts, logs, id } = await setup(receiver.url, { maxAttempts: 3 });
    await waitFor("the delivery to fail", () => delivery().state === "failed");
    expect(receiver.received).toHaveLength(3);
    expect(delivery()).toMatchObject({ attempts: 3, last_error: "HTTP 503" });
    expect(attempts().map((a) => a.outcome)).toEqual(["error", "error", "error"]);
    expect(logs.filter((l) => l.level === "warn")).toHaveLength(2);
    expect(logs.find((l) => l.level === "error")).toMatchObject({ quote: id, channel: "webhook", attempt: 3 });
  });

  test("redirects are not followed and a refused connection is an error like any other", async () => {
    const receiver = await sink(() => 302);
    const redirected = await setup(receiver.url, { maxAttempts: 1 });
    await waitFor("the redirect to fail", () => redirected.delivery().state === "failed");
    expect(redirected.delivery().last_error).toBe("HTTP 302");

    const closed = await startWebhookSink();
    await closed.close();
    const refused = await setup(closed.url, { maxAttempts: 1 });
    await waitFor("the refused connection to fail", () => refused.delivery().state === "failed");
    expect(refused.delivery().last_error).toMatch(/ECONNREFUSED/);
  });
});
