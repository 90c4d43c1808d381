import type { ServerType } from "@hono/node-server";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Leads } from "../dashboard/leads";
import { openQuoteStore, type QuoteStore } from "./db";
import { toTable } from "../dashboard/leads-cli";
import { startInbox } from "../../test/support/server/app";
import { fixtureSite, inlineScript, startWebhookSink, tempDir } from "../../test/support/server/http";
import { waitFor } from "../../test/support/server/wait";
import { verifyWebhookSignature } from "../delivery/webhook";

const homeQuote = { form: "home", name: "Aroha", phone: "09 123 4567", service: "leak-detection", page: "/" };
const pageQuote = {
  form: "quote",
  name: "Aroha",
  email: "a@example.co.nz",
  phone: "021 555 0199",
  service: "Leak Detection",
  message: "Leak",
  page: "/quote",
};

describe("quote inbox over HTTP", () => {
  let url: string;
  let server: ServerType;
  let store: QuoteStore;
  let limited: { url: string; server: ServerType };
  const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }, base = url) =>
    fetch(`${base}/api/quote`, { method: "POST", headers, body });

  beforeAll(async () => {
    const siteDir = fixtureSite();
    const inbox = await startInbox({ config: { siteDir, trustProxy: true } });
    ({ url, server } = inbox);
    store = inbox.parts.store;
    limited = await startInbox({ config: { siteDir, rateLimitPerMinute: 3 } });
  });
  afterAll(() => {
    server.close();
    limited.server.close();
  });

  test("201 with an id, and the quote is stored with form, fields, page and time", async () => {
    const before = store.count();
    const res = await post(JSON.stringify(homeQuote));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = store.list().find((r) => r.id === id)!;
    expect(row).toMatchObject({
      form: "home",
      name: "Aroha",
      phone: "09 123 4567",
      service: "leak-detection",
      page: "/",
    });
    expect(Date.parse(row.received_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await post(JSON.stringify(pageQuote))).status).toBe(201);
    expect(store.count()).toBe(before + 2);
  });

  test("400 with a message per field", async () => {
    const res = await post(
      JSON.stringify({ form: "quote", name: "", email: "nope", phone: "12", service: "Gas", message: "" }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(["email", "message", "name", "phone", "service"]);
  });

  test("400 for malformed JSON, 415 for other types, 413 over 16 KB by header or by stream", async () => {
    expect((await post("{nope")).status).toBe(400);
    expect((await post(JSON.stringify(homeQuote), { "content-type": "text/plain" })).status).toBe(415);
    expect((await post(JSON.stringify({ ...homeQuote, message: "x".repeat(17_000) }))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const res = await fetch(`${url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  test("405 with Allow for other methods", async () => {
    const res = await fetch(`${url}/api/quote`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  test("429 with Retry-After past the rate limit", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(JSON.stringify(homeQuote), undefined, limited.url)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const res = await post(JSON.stringify(homeQuote), undefined, limited.url);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("spam gets the same 201 as a person, and is stored in quarantine with its reasons", async () => {
    const res = await post(JSON.stringify({ ...homeQuote, website: "http://spam.example", startedAt: Date.now() }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(store.list().find((r) => r.id === id)).toMatchObject({ spam: 1, spam_reasons: '["honeypot","too-fast"]' });
    const fast = (await (await post(JSON.stringify({ ...homeQuote, startedAt: String(Date.now()) }))).json()) as {
      id: number;
    };
    expect(store.list().find((r) => r.id === fast.id)).toMatchObject({ spam: 1, spam_reasons: '["too-fast"]' });
  });

  test("a person is not flagged, with or without startedAt", async () => {
    for (const extra of [{}, { startedAt: Date.now() - 30_000 }, { startedAt: "not a number" }]) {
      const { id } = (await (await post(JSON.stringify({ ...homeQuote, ...extra }))).json()) as { id: number };
      expect(store.list().find((r) => r.id === id)).toMatchObject({ spam: 0, spam_reasons: "[]" });
    }
  });

  test("malformed bodies never cause a 5xx or a stored row", async () => {
    const before = store.count();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string({ maxLength: 300 }),
          fc
            .record({
              form: fc.constantFrom("home", "quote", "x"),
              name: fc.anything(),
              phone: fc.anything(),
              service: fc.anything(),
            })
            .map((v) => JSON.stringify(v)),
          fc.constant('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}'),
        ),
        async (body) => {
          const res = await post(body);
          expect(res.status).toBeLessThan(500);
          expect([400, 413]).toContain(res.status);
        },
      ),
      { numRuns: 200 },
    );
    expect(store.count()).toBe(before);
  });

  test("no stack trace or internal detail in error answers", async () => {
    for (const res of [await post("{"), await post("[]"), await fetch(`${url}/api/quote`, { method: "DELETE" })]) {
      expect(await res.text()).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    }
  });

  test("serves pages with revalidation, the inline-script hash in the CSP and the security headers", async () => {
    const res = await fetch(`${url}/about`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const https = await fetch(`${url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
  });

  test("hashed assets are immutable and brotli is served when accepted", async () => {
    const res = await fetch(`${url}/assets/app-abc123.js`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toContain("console.log('app')");
  });

  test("unknown paths, /404 and traversal attempts get 404 with the not-found page; trailing slashes redirect", async () => {
    for (const p of ["/nope", "/404", "/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd"]) {
      const res = await fetch(`${url}${p}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Oops! Page not found");
    }
    const redirect = await fetch(`${url}/about/`, { redirect: "manual" });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("location")).toBe("/about");
  });

  test("ETag revalidation answers 304", async () => {
    const first = await fetch(`${url}/`);
    const again = await fetch(`${url}/`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });
});

describe("durability and shutdown of the real process", () => {
  const start = (dataDir: string, siteDir: string, env: Record<string, string> = {}) =>
    new Promise<{ url: string; child: ReturnType<typeof spawn> }>((resolve, reject) => {
      const child = spawn(process.execPath, ["server/main.ts"], {
        env: { ...process.env, PORT: "0", DATA_DIR: dataDir, SITE_DIR: siteDir, QUOTE_RATE_LIMIT: "0", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      child.stdout!.on("data", (c: Buffer) => {
        out += c.toString();
        const m = /http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, child });
      });
      child.once("exit", (code) => reject(new Error(`exited ${code}: ${out}`)));
    });

  test("every quote answered 201 survives kill -9", async () => {
    const dataDir = tempDir("durable-");
    const siteDir = fixtureSite();
    const first = await start(dataDir, siteDir);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${first.url}/api/quote`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...homeQuote, name: `Customer ${i}` }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    const second = await start(dataDir, siteDir);
    second.child.kill("SIGTERM");
    await new Promise((r) => second.child.once("exit", r));
    const store = openQuoteStore(dataDir);
    expect(store.count()).toBe(50);
    expect(new Set(store.list().map((r) => r.name)).size).toBe(50);
    store.close();
  }, 30_000);

  test("a lead reaches the webhook although the receiver was down and the server was killed", async () => {
    const sink = await startWebhookSink(() => 503);
    const secret = "e2e-secret-0123456789abcdef";
    const env = {
      LEADS_WEBHOOK_URL: sink.url,
      LEADS_WEBHOOK_SECRET: secret,
      LEADS_RETRY_BASE_MS: "20",
      LEADS_RETRY_MAX_MS: "100",
    };
    const dataDir = tempDir("delivery-");
    const siteDir = fixtureSite();
    const first = await start(dataDir, siteDir, env);
    const res = await fetch(`${first.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(homeQuote),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await waitFor("a refused webhook", () => sink.received.length >= 1);
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));

    const refused = sink.received.length;
    sink.answer(() => 200);
    const second = await start(dataDir, siteDir, env);
    const store = openQuoteStore(dataDir);
    try {
      await waitFor("the delivery", () => store.deliveries.list()[0]?.state === "sent", 20_000);
      const last = sink.received.at(-1)!;
      expect(sink.received.length).toBe(refused + 1);
      expect(JSON.parse(last.body)).toMatchObject({ id, name: "Aroha" });
      expect(
        verifyWebhookSignature({
          secret,
          body: last.body,
          timestamp: last.headers["x-leads-timestamp"] as string,
          idempotencyKey: last.headers["idempotency-key"] as string,
          signature: last.headers["x-leads-signature"] as string,
        }),
      ).toBe(true);
      const [delivery] = store.deliveries.list();
      expect(new Set(sink.received.map((r) => r.headers["idempotency-key"]))).toEqual(
        new Set([delivery!.idempotency_key]),
      );
    } finally {
      store.close();
      await sink.close();
    }
    const exited = new Promise<number | null>((r) => second.child.once("exit", r));
    second.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 30_000);

  test("a bad configuration stops the server at start, naming the variable", async () => {
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "0", DATA_DIR: tempDir("config-"), LEADS_WEBHOOK_URL: "https://x.example/h" },
    });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    expect(await new Promise((r) => child.once("exit", r))).toBe(1);
    expect(stderr).toContain("LEADS_WEBHOOK_SECRET: required when LEADS_WEBHOOK_URL is set");
  });

  test("SIGTERM lets an in-flight request finish, then exits 0", async () => {
    const dataDir = tempDir("graceful-");
    const { url, child } = await start(dataDir, fixtureSite());
    const body = JSON.stringify(homeQuote);
    let push!: () => void;
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
        push = () => {
          controller.enqueue(new TextEncoder().encode(body.slice(10)));
          controller.close();
        };
      },
    });
    const pending = fetch(`${url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 100));
    push();
    expect((await pending).status).toBe(201);
    expect(await exited).toBe(0);
  }, 20_000);
});

const storedQuote = {
  id: 2,
  form: "quote" as const,
  name: 'Aroha "A" Smith',
  email: "a@example.co.nz",
  phone: "021",
  service: "Leak Detection",
  urgency: "",
  location: "",
  message: "Line one,\nline two",
  page: "/quote",
  received_at: "2026-11-22T00:00:00.000Z",
  user_agent: "",
  spam: 0 as const,
  spam_reasons: "[]",
  status: "new" as const,
  source: "unknown",
  landing_page: "",
  referrer_host: "",
  utm: "{}",
  click_ids: "",
  device: "",
  visit_id: "",
  phone_key: "",
  email_key: "",
};
const delivery = {
  id: 1,
  quote_id: 2,
  idempotency_key: "k",
  attempts: 1,
  next_attempt_at: "2026-11-22T00:00:05.000Z",
  created_at: "2026-11-22T00:00:00.000Z",
  last_error: "",
  dismissed_at: null,
};

describe("leads export", { timeout: 30_000 }, () => {
  test("the table shows each delivery's state and marks spam with how to release it", () => {
    const table = toTable([
      {
        ...storedQuote,
        deliveries: [
          { ...delivery, channel: "email", state: "sent", attempts: 2 },
          { ...delivery, channel: "webhook", state: "failed", attempts: 25, last_error: "HTTP 500" },
          { ...delivery, channel: "ack", state: "pending", attempts: 3, last_error: "timeout" },
        ],
      },
      { ...storedQuote, id: 3, spam: 1, spam_reasons: '["too-fast"]', deliveries: [] },
      { ...storedQuote, id: 4, spam_reasons: '["markup"]', deliveries: [] },
    ]);
    expect(table).toContain(
      "Delivery: email sent (attempt 2) · webhook FAILED after 25 attempts: HTTP 500 · ack retrying after 3 failed (timeout), next at 2026-11-22T00:00:05.000Z",
    );
    expect(table).toContain("#3  2026-11-22T00:00:00.000Z  (/quote form, /quote)\n  SPAM (too-fast): not delivered.");
    expect(table).toContain("npm run leads -- --release 3");
    expect(table).toContain("Released from spam quarantine (markup)");
    expect(table).toContain("Delivery: none queued");
  });

  test("the CLI prints stored quotes from DATA_DIR", async () => {
    const dataDir = tempDir("leads-");
    const store = openQuoteStore(dataDir);
    store.insert({ ...pageQuote, form: "quote", service: "leak-detection" } as never, { userAgent: "test" });
    store.close();
    const out = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, ["server/dashboard/leads-cli.ts", "--csv"], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      let text = "";
      child.stdout.on("data", (c: Buffer) => (text += c.toString()));
      child.once("exit", () => resolve(text));
    });
    // The dashboard's CSV (server/dashboard/lead-csv.ts), of every stored lead.
    expect(out.split("\r\n")[0]).toMatch(/^\uFEFFid,received \(Auckland\),received \(UTC\),status,name,/);
    expect(out.split("\r\n")[1]).toMatch(/^1,[^,]+,[^,]+,New,Aroha,021 555 0199,a@example.co.nz,Leak Detection,/);
    expect(readFileSync(path.join(dataDir, "quotes.db")).length).toBeGreaterThan(0);
  });

  test("the CLI releases a quarantined quote into the configured channels", async () => {
    const dataDir = tempDir("leads-");
    const store = openQuoteStore(dataDir);
    const id = store.insert({ ...pageQuote, form: "quote" } as never, { userAgent: "bot", spamReasons: ["markup"] });
    store.close();
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ["server/dashboard/leads-cli.ts", "--release", String(id)], {
          env: { ...process.env, DATA_DIR: dataDir, ...env },
        });
        let out = "";
        child.stdout.on("data", (c: Buffer) => (out += c.toString()));
        child.stderr.on("data", (c: Buffer) => (out += c.toString()));
        child.once("exit", (code) => resolve({ code, out }));
      });
    expect(await run({})).toMatchObject({ code: 1, out: expect.stringContaining("No delivery is configured") });
    const webhook = { LEADS_WEBHOOK_URL: "http://127.0.0.1:9/h", LEADS_WEBHOOK_SECRET: "x".repeat(16) };
    expect(await run(webhook)).toEqual({
      code: 0,
      out: `Quote #${id} released: webhook queued for the running server.\n`,
    });
    expect(await run(webhook)).toMatchObject({ code: 1, out: expect.stringContaining("is not in spam quarantine") });
    const reopened = openQuoteStore(dataDir);
    expect(reopened.list()[0]).toMatchObject({ spam: 0 });
    expect(reopened.deliveries.list()).toMatchObject([{ quote_id: id, channel: "webhook", state: "pending" }]);
    // Released the way the dashboard releases: the lead's history records it.
    expect(new Leads(reopened).get(id)!.events).toMatchObject([{ kind: "released", actor: "npm run leads" }]);
    reopened.close();
  });
});
