import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { retryDelay, startOutbox, type Outbox } from "./outbox";
import { startWebhookSink, tempDir } from "../../test/support/server/http";
import { waitFor } from "../../test/support/server/wait";
import { createWebhookSender } from "./webhook";

const quote: Quote = { form: "home", name: "Aroha", phone: "09 555 0123", service: "maintenance", page: "/" };

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function receiver(answer?: Parameters<typeof startWebhookSink>[0]) {
  const sink = await startWebhookSink(answer);
  cleanup.push(sink.close);
  return sink;
}

const open = (dataDir: string) => openQuoteStore(dataDir, { channels: ["webhook"] });

function worker(store: QuoteStore, url: string, retryBaseMs = 5): Outbox {
  const outbox = startOutbox({
    queue: store.deliveries,
    senders: { webhook: createWebhookSender({ url, secret: "test-secret-0123456789", timeoutMs: 5_000 }) },
    maxAttempts: 100,
    retryBaseMs,
    retryMaxMs: retryBaseMs * 4,
    log: () => {},
  });
  cleanup.push(() => outbox.stop());
  return outbox;
}

describe("retry delay", () => {
  test("doubles per attempt up to the cap, with half of it random", () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 100, 1_000, () => 0))).toEqual([50, 100, 200, 400]);
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 100, 1_000, () => 1))).toEqual([100, 200, 400, 800]);
    expect(retryDelay(50, 100, 1_000, () => 0.5)).toBe(750);
  });
});

describe("outbox across restarts", { timeout: 30_000 }, () => {
  test("deliveries pending when the worker stopped are delivered after the store is reopened", async () => {
    const dataDir = tempDir("outbox-");
    const sink = await receiver(() => 500);
    const first = open(dataDir);
    const stopped = worker(first, sink.url, 20);
    const id = await first.save(quote, { userAgent: "test" });
    await waitFor("a failed attempt", () => sink.received.length >= 1);
    await stopped.stop();
    first.close();

    sink.answer(() => 200);
    const second = open(dataDir);
    cleanup.push(() => second.close());
    worker(second, sink.url);
    await waitFor("the delivery", () => second.deliveries.list()[0]!.state === "sent");
    const [delivery] = second.deliveries.list();
    expect(delivery!.quote_id).toBe(id);
    const outcomes = second.deliveries.attempts(delivery!.id).map((a) => a.outcome);
    expect(outcomes.at(-1)).toBe("sent");
    expect(outcomes.slice(0, -1).every((o) => o === "error")).toBe(true);
    expect(new Set(sink.received.map((r) => r.headers["idempotency-key"])).size).toBe(1);
  });

  test("a delivery in flight when the process died is sent at the next start", async () => {
    const dataDir = tempDir("outbox-");
    const crashed = open(dataDir);
    const id = await crashed.save(quote, { userAgent: "test" });
    // What a worker holds between claiming a row and recording the result; the process dies here.
    expect(crashed.deliveries.claimDue(new Date(Date.now() + 1_000), 10)).toHaveLength(1);
    crashed.close();

    const sink = await receiver();
    const restarted = open(dataDir);
    cleanup.push(() => restarted.close());
    worker(restarted, sink.url);
    await waitFor("the delivery", () => restarted.deliveries.list()[0]!.state === "sent");
    const [delivery] = restarted.deliveries.list();
    expect(delivery).toMatchObject({ quote_id: id, attempts: 2 });
    expect(restarted.deliveries.attempts(delivery!.id).map((a) => a.outcome)).toEqual(["interrupted", "sent"]);
    expect(sink.received).toHaveLength(1);
  });

  test("stopping does not wait for ever on a hung receiver; the send is retried at the next start", async () => {
    const dataDir = tempDir("outbox-");
    const sink = await receiver((n) => (n === 1 ? "hang" : 200));
    const first = open(dataDir);
    const outbox = worker(first, sink.url);
    await first.save(quote, { userAgent: "test" });
    await waitFor("the hung request", () => sink.received.length === 1);
    await outbox.stop(50);
    expect(first.deliveries.list()[0]!.state).toBe("sending");
    first.close();

    const second = open(dataDir);
    cleanup.push(() => second.close());
    worker(second, sink.url);
    await waitFor("the delivery", () => second.deliveries.list()[0]!.state === "sent");
    expect(sink.received.map((r) => r.headers["idempotency-key"])).toEqual([
      second.deliveries.list()[0]!.idempotency_key,
      second.deliveries.list()[0]!.idempotency_key,
    ]);
  });

  test("quotes accepted together are each delivered once", async () => {
    const sink = await receiver();
    const store = open(tempDir("outbox-"));
    cleanup.push(() => store.close());
    worker(store, sink.url);
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.save({ ...quote, name: `Customer ${i}` }, { userAgent: "test" })),
    );
    await waitFor("20 deliveries", () => store.deliveries.list().every((d) => d.state === "sent") && sink.received);
    expect(sink.received.map((r) => (JSON.parse(r.body) as { id: number }).id).sort((a, b) => a - b)).toEqual(ids);
  });
});

describe("spam quarantine", { timeout: 30_000 }, () => {
  test("spam is stored but not queued; releasing it queues and delivers it", async () => {
    const sink = await receiver();
    const store = open(tempDir("outbox-"));
    cleanup.push(() => store.close());
    worker(store, sink.url);
    const spam = await store.save(quote, { userAgent: "bot", spamReasons: ["honeypot", "too-fast"] });
    const real = await store.save({ ...quote, name: "Mere" }, { userAgent: "test" });
    await waitFor("the real quote's delivery", () => sink.received.length === 1);
    expect(JSON.parse(sink.received[0]!.body)).toMatchObject({ id: real });
    expect(store.list().find((q) => q.id === spam)).toMatchObject({ spam: 1, spam_reasons: '["honeypot","too-fast"]' });
    expect(store.deliveries.list().map((d) => d.quote_id)).toEqual([real]);

    expect(store.releaseSpam(spam)).toBe(true);
    await waitFor("the released quote's delivery", () => sink.received.length === 2);
    expect(JSON.parse(sink.received[1]!.body)).toMatchObject({ id: spam });
    expect(store.list().find((q) => q.id === spam)).toMatchObject({ spam: 0, spam_reasons: '["honeypot","too-fast"]' });
    expect(store.releaseSpam(spam)).toBe(false);
    expect(store.releaseSpam(real)).toBe(false);
  });
});

describe("migrations", () => {
  test("a database from before lead delivery keeps its quotes, which are not re-sent", () => {
    const dataDir = tempDir("outbox-");
    const old = new DatabaseSync(path.join(dataDir, "quotes.db"));
    old.exec(`CREATE TABLE quotes (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       form TEXT NOT NULL CHECK (form IN ('home', 'quote')),
       name TEXT NOT NULL, email TEXT NOT NULL DEFAULT '', phone TEXT NOT NULL, service TEXT NOT NULL,
       urgency TEXT NOT NULL DEFAULT '', location TEXT NOT NULL DEFAULT '', message TEXT NOT NULL DEFAULT '',
       page TEXT NOT NULL DEFAULT '', received_at TEXT NOT NULL, user_agent TEXT NOT NULL DEFAULT ''
     );
     CREATE INDEX quotes_received_at ON quotes (received_at);
     INSERT INTO quotes (form, name, phone, service, received_at) VALUES ('home', 'Old', '09 123 4567', 'other', '2026-01-01T00:00:00.000Z');
     PRAGMA user_version = 2;`);
    old.close();
    const store = open(dataDir);
    cleanup.push(() => store.close());
    expect(store.list()).toMatchObject([{ name: "Old", spam: 0, spam_reasons: "[]" }]);
    expect(store.deliveries.list()).toEqual([]);
    store.insert(quote, { userAgent: "test" });
    expect(store.deliveries.list()).toMatchObject([{ quote_id: 2, channel: "webhook", state: "pending" }]);
  });
});

describe("failed deliveries can be queued again", { timeout: 30_000 }, () => {
  test("after every attempt failed, retryFailed() sends it once the receiver is back, with the same id", async () => {
    const sink = await receiver(() => 500);
    const store = open(tempDir("outbox-"));
    cleanup.push(() => store.close());
    const outbox = startOutbox({
      queue: store.deliveries,
      senders: {
        webhook: createWebhookSender({ url: sink.url, secret: "test-secret-0123456789", timeoutMs: 5_000 }),
      },
      maxAttempts: 2,
      retryBaseMs: 5,
      retryMaxMs: 20,
      log: () => {},
    });
    cleanup.push(() => outbox.stop());
    await store.save(quote, { userAgent: "test" });
    await waitFor("the delivery to fail", () => store.deliveries.list()[0]!.state === "failed");
    expect(sink.received).toHaveLength(2);

    sink.answer(() => 200);
    expect(store.deliveries.retryFailed()).toBe(1);
    await waitFor("the delivery", () => store.deliveries.list()[0]!.state === "sent");
    expect(sink.received).toHaveLength(3);
    expect(new Set(sink.received.map((r) => r.headers["idempotency-key"])).size).toBe(1);
    expect(store.deliveries.retryFailed()).toBe(0);
  });

  test("`npm run leads -- --retry-failed` re-queues them for the running server", async () => {
    const dataDir = tempDir("outbox-");
    const store = open(dataDir);
    await store.save(quote, { userAgent: "test" });
    const [claim] = store.deliveries.claimDue(new Date(Date.now() + 1_000), 10);
    store.deliveries.settle(claim!, { ok: false, error: "HTTP 500" });
    expect(store.deliveries.list()[0]!.state).toBe("failed");
    store.close();

    const run = promisify(execFile);
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      LEADS_WEBHOOK_URL: "http://127.0.0.1:9/",
      LEADS_WEBHOOK_SECRET: "test-secret-0123456789",
    };
    const { stdout } = await run(process.execPath, ["server/dashboard/leads-cli.ts", "--retry-failed"], { env });
    expect(stdout).toBe("1 failed delivery queued again for the running server.\n");
    const reopened = open(dataDir);
    cleanup.push(() => reopened.close());
    expect(reopened.deliveries.list()[0]).toMatchObject({ state: "pending", attempts: 0 });
  });
});
