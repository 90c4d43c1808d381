import { serve, type ServerType } from "@hono/node-server";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "./app";
import { openQuoteStore, type QuoteStore } from "./db";
import { toCsv } from "./leads";

const inlineScript = "window.__hydrate = 1;";

/** A small stand-in for the built site: two pages, a 404 page, a hashed asset with a brotli twin. */
function fixtureSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><script>${inlineScript}</script></body></html>`;
  writeFileSync(path.join(dir, "index.html"), page("Home"));
  mkdirSync(path.join(dir, "about"));
  writeFileSync(path.join(dir, "about", "index.html"), page("About"));
  writeFileSync(path.join(dir, "404.html"), page("Oops! Page not found"));
  mkdirSync(path.join(dir, "assets"));
  const js = "console.log('app');".repeat(100);
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), js);
  writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(js));
  return dir;
}

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

async function listen(app: {
  fetch: (r: Request) => Response | Promise<Response>;
}): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, server }),
    );
  });
}

describe("quote inbox over HTTP", () => {
  let url: string;
  let server: ServerType;
  let store: QuoteStore;
  let limited: { url: string; server: ServerType };
  const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }, base = url) =>
    fetch(`${base}/api/quote`, { method: "POST", headers, body });

  beforeAll(async () => {
    const siteDir = fixtureSite();
    store = openQuoteStore(mkdtempSync(path.join(tmpdir(), "data-")));
    ({ url, server } = await listen(
      createApp({ siteDir, store, rateLimitPerMinute: 0, trustProxy: true, log: () => {} }),
    ));
    const other = openQuoteStore(mkdtempSync(path.join(tmpdir(), "data-")));
    limited = await listen(
      createApp({ siteDir, store: other, rateLimitPerMinute: 3, trustProxy: false, log: () => {} }),
    );
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

  test("a filled honeypot gets 201 and is not stored", async () => {
    const before = store.count();
    const res = await post(JSON.stringify({ ...homeQuote, website: "http://spam.example" }));
    expect(res.status).toBe(201);
    expect(store.count()).toBe(before);
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
  const start = (dataDir: string, siteDir: string) =>
    new Promise<{ url: string; child: ReturnType<typeof spawn> }>((resolve, reject) => {
      const child = spawn(process.execPath, ["server/main.ts"], {
        env: { ...process.env, PORT: "0", DATA_DIR: dataDir, SITE_DIR: siteDir, QUOTE_RATE_LIMIT: "0" },
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
    const dataDir = mkdtempSync(path.join(tmpdir(), "durable-"));
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

  test("SIGTERM lets an in-flight request finish, then exits 0", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "graceful-"));
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

describe("leads export", () => {
  test("CSV quotes commas, quotes and line breaks (RFC 4180)", () => {
    const csv = toCsv([
      {
        id: 2,
        form: "quote",
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
      },
    ]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("id,received_at,form,name,phone,email,service,urgency,location,message,page");
    expect(csv).toContain('"Aroha ""A"" Smith"');
    expect(csv).toContain('"Line one,\nline two"');
  });

  test("the CLI prints stored quotes from DATA_DIR", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "leads-"));
    const store = openQuoteStore(dataDir);
    store.insert({ ...pageQuote, form: "quote", service: "Leak Detection" } as never, { userAgent: "test" });
    store.close();
    const out = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, ["server/leads.ts", "--csv"], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      let text = "";
      child.stdout.on("data", (c: Buffer) => (text += c.toString()));
      child.once("exit", () => resolve(text));
    });
    expect(out.split("\r\n")[1]).toMatch(/^1,.*,quote,Aroha,021 555 0199,a@example.co.nz,Leak Detection/);
    expect(readFileSync(path.join(dataDir, "quotes.db")).length).toBeGreaterThan(0);
  });
});
