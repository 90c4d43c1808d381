import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clientFacts, proxyHops } from "./client-address";
import { startInbox } from "../../test/support/server/app";

const request = (headers: Record<string, string>, peer = "203.0.113.9") => ({
  req: { header: (name: string) => headers[name], url: "http://127.0.0.1:3000/admin/login" },
  env: { incoming: { socket: { remoteAddress: peer, encrypted: false } } },
});

describe("client address behind the proxy", () => {
  test("with no proxy trusted, the socket's peer is the client and X-Forwarded-* are ignored", () => {
    const facts = clientFacts(
      request({ "x-forwarded-for": "10.0.0.1", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" }),
      proxyHops(false),
    );
    expect(facts).toEqual({
      address: "203.0.113.9",
      https: false,
      host: "127.0.0.1:3000",
      origin: "http://127.0.0.1:3000",
    });
  });

  test("TRUST_PROXY=true is one hop: the entry the proxy appended, whatever the client wrote to its left", () => {
    const hops = proxyHops(true);
    expect(clientFacts(request({ "x-forwarded-for": "198.51.100.7" }), hops).address).toBe("198.51.100.7");
    expect(clientFacts(request({ "x-forwarded-for": "1.2.3.4, 5.6.7.8 ,198.51.100.7" }), hops).address).toBe(
      "198.51.100.7",
    );
    expect(clientFacts(request({ "x-forwarded-proto": "http, https" }), hops).https).toBe(true);
    expect(clientFacts(request({ "x-forwarded-proto": "https, http" }), hops).https).toBe(false);
    // No header at all: the peer (the proxy) rather than nothing.
    expect(clientFacts(request({}), hops).address).toBe("203.0.113.9");
  });

  test("two hops: the entry our outer proxy appended, second from the right", () => {
    expect(clientFacts(request({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" }), 2).address).toBe(
      "198.51.100.7",
    );
  });
});

describe("the quote rate limit cannot be dodged by rewriting X-Forwarded-For", { timeout: 30_000 }, () => {
  let url: string;
  let server: ServerType;
  beforeAll(async () => {
    ({ url, server } = await startInbox({ config: { rateLimitPerMinute: 3, trustProxy: true } }));
  });
  afterAll(() => server.close());

  test("rotating the leftmost entry still counts against the proxy's own entry; other clients are untouched", async () => {
    const quote = JSON.stringify({ form: "home", name: "Aroha", phone: "09 123 4567", service: "leak-detection" });
    const send = (forwarded: string) =>
      fetch(`${url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
        body: quote,
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(`10.9.${i}.1, 198.51.100.7`)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    // A spoofed entry naming someone else does not spend their allowance.
    expect((await send("198.51.100.7, 198.51.100.8")).status).toBe(201);
  });
});
