import { afterEach, describe, expect, test } from "vitest";
import { fixtureSite, startWebhookSink, tempDir } from "../../test/support/server/http.ts";
import { spawnServer } from "../../test/support/server/spawn-server.ts";
import { waitFor } from "../../test/support/server/wait.ts";

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const home = {
  form: "home",
  name: "Aroha Ngata",
  phone: "021 555 0101",
  email: "aroha@example.co.nz",
  service: "leak-detection",
  urgency: "emergency",
  location: "Papatoetoe",
  message: "Water pouring through the ceiling.",
};

async function start(receiverUrl: string, env: Record<string, string> = {}) {
  const server = await spawnServer({
    env: {
      PORT: "0",
      DATA_DIR: tempDir("ntfy-data-"),
      SITE_DIR: fixtureSite(),
      QUOTE_MIN_FILL_MS: "0",
      QUOTE_RATE_LIMIT: "0",
      SITE_URL: "https://plumber.example.nz",
      NTFY_URL: receiverUrl,
      NTFY_TOKEN: "tk_test_token",
      LEADS_RETRY_BASE_MS: "100",
      LEADS_RETRY_MAX_MS: "400",
      ...env,
    },
  });
  cleanup.push(() => server.stop());
  const send = async (quote: Record<string, string>) => {
    const res = await fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(quote),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  return { server, send };
}

describe("emergency leads ring the owner's phone (ntfy, docs/decisions/011-operations.md)", { timeout: 30_000 }, () => {
  test("an emergency reaches the receiver within 5 s at priority 5, with a link and no contact details", async () => {
    const receiver = await startWebhookSink();
    cleanup.push(() => receiver.close());
    const { send } = await start(receiver.url.replace("/hooks/leads", "/plumber-alerts"));
    const stored = Date.now();
    const id = await send(home);
    await waitFor("the push", () => receiver.received.length > 0, 5_000);
    expect(Date.now() - stored).toBeLessThan(5_000);
    const [push] = receiver.received;
    expect(push!.headers.authorization).toBe("Bearer tk_test_token");
    const body = JSON.parse(push!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      topic: "plumber-alerts",
      priority: 5,
      click: `https://plumber.example.nz/admin/leads/${id}`,
    });
    expect(body.title).toMatch(/^EMERGENCY: Leak Detection — Aroha Ngata, Papatoetoe$/);
    expect(body.message).toContain("Suburb: Papatoetoe");
    expect(push!.body).not.toContain("021 555 0101");
    expect(push!.body).not.toContain("aroha@example.co.nz");
    expect(push!.body).not.toContain("pouring");
  });

  test("other leads go at normal priority, or not at all when NTFY_OTHER_LEADS=off", async () => {
    const receiver = await startWebhookSink();
    cleanup.push(() => receiver.close());
    const normal = await start(receiver.url);
    await normal.send({ ...home, urgency: "flexible", name: "Flexible Normal" });
    await normal.send({ ...home, urgency: "urgent", name: "Urgent Normal" });
    await waitFor("both pushes", () => receiver.received.length === 2);
    const priorities = Object.fromEntries(
      receiver.received
        .map((r) => JSON.parse(r.body) as { title: string; priority: number })
        .map((b) => [b.title.split(" — ")[1], b.priority]),
    );
    expect(priorities).toEqual({ "Flexible Normal, Papatoetoe": 3, "Urgent Normal, Papatoetoe": 5 });

    const quiet = await start(receiver.url, { NTFY_OTHER_LEADS: "off" });
    await quiet.send({ ...home, urgency: "flexible", name: "Flexible Quiet" });
    await quiet.send({ ...home, urgency: "soon", service: "emergency", name: "Emergency Service Quiet" });
    await waitFor("the emergency push", () => receiver.received.length === 3);
    expect(JSON.parse(receiver.received[2]!.body)).toMatchObject({ priority: 5 });
    // The flexible lead queued nothing for the phone: the healthz backlog is empty once the emergency is sent.
    await waitFor("an empty backlog", async () => {
      const health = (await (await fetch(`${quiet.server.url}/healthz`)).json()) as { deliveries: { pending: number } };
      return health.deliveries.pending === 0;
    });
    expect(receiver.received).toHaveLength(3);
  });

  test("while the receiver is down the quote is still accepted at once, and the push follows its recovery", async () => {
    let up = false;
    const receiver = await startWebhookSink(() => (up ? 200 : 503));
    cleanup.push(() => receiver.close());
    const { send, server } = await start(receiver.url);
    const started = Date.now();
    await send(home);
    expect(Date.now() - started).toBeLessThan(2_000);
    await waitFor("two refused attempts", () => receiver.received.length >= 2);
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { deliveries: { pending: number } };
    expect(health.deliveries.pending).toBe(1);
    up = true;
    await waitFor("the push after recovery", async () => {
      const now = (await (await fetch(`${server.url}/healthz`)).json()) as { deliveries: { pending: number } };
      return now.deliveries.pending === 0;
    });
    const bodies = new Set(receiver.received.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(server.entries().some((e) => e.msg === "lead delivery will be retried" && e.channel === "ntfy")).toBe(true);
  });
});
