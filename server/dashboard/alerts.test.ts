import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard.ts";
import { startWebhookSink } from "../../test/support/server/http.ts";
import { OWNER_ONLY } from "../accounts/roles.ts";
import { TEST_ALERT_EVERY_MS, TOPIC_RULE } from "./alerts.ts";
import { qrDataUri } from "../core/qr.ts";

type Receiver = Awaited<ReturnType<typeof startWebhookSink>>;
const json = { "content-type": "application/json" };
const alertRoutes = [
  { method: "GET", path: "/admin/api/alerts" },
  { method: "POST", path: "/admin/api/alerts/topic", body: '{"topic":"staff-chose-this-topic"}' },
  { method: "DELETE", path: "/admin/api/alerts/topic" },
  { method: "POST", path: "/admin/api/alerts/test" },
  { method: "POST", path: "/admin/api/alerts/topic/new" },
  { method: "POST", path: "/admin/api/alerts/subscribe" },
];

describe("phone alerts set up and tested from the dashboard (owner only)", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let receiver: Receiver;
  let owner: string;
  let staff: string;
  let status = 200;
  beforeAll(async () => {
    receiver = await startWebhookSink(() => status);
    d = await startDashboard({
      staff: true,
      ntfy: {
        url: receiver.url.replace("/hooks/leads", "/from-the-env-file"),
        token: "tk_secret",
        otherLeads: "normal",
        timeoutMs: 5_000,
      },
    });
    owner = await d.session();
    staff = await d.staffSession();
  });
  afterAll(async () => {
    d.close();
    await receiver.close();
  });

  const send = (route: (typeof alertRoutes)[number], cookie: string | undefined, headers = {}) =>
    d.request(route.path, {
      method: route.method,
      cookie,
      headers: { ...json, ...headers },
      ...(route.method === "GET" ? {} : { body: route.body ?? "{}" }),
    });

  test("staff get 403, a signed-out request 401, a cross-site change 403; nothing changes and nothing is sent", async () => {
    for (const route of alertRoutes) {
      const label = `${route.method} ${route.path}`;
      const asStaff = await send(route, staff);
      expect(asStaff.status, label).toBe(403);
      expect(await asStaff.json(), label).toEqual({ error: OWNER_ONLY });
      expect((await send(route, undefined)).status, label).toBe(401);
      if (route.method !== "GET")
        expect((await send(route, owner, { origin: "https://evil.example" })).status, label).toBe(403);
    }
    expect(receiver.received).toHaveLength(0);
    const state = await d.json<{ from: string }>("/admin/api/alerts", owner);
    expect(state.from).toBe("server");
  });

  test("the owner sees the topic masked, sets one, sends a test alert to it, and goes back to the server's", async () => {
    const state = (cookie = owner) => d.json<Record<string, unknown>>("/admin/api/alerts", cookie);
    expect(await state()).toEqual({
      on: true,
      topicUrl: `${receiver.url.replace("/hooks/leads", "/fro****")}`,
      from: "server",
      serverTopic: true,
      server: { host: new URL(receiver.url).host, public: false, signIn: true },
    });
    const refused = await send({ method: "POST", path: "/admin/api/alerts/topic", body: '{"topic":"short"}' }, owner);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: TOPIC_RULE, field: "topic" });
    const slash = await send(
      { method: "POST", path: "/admin/api/alerts/topic", body: '{"topic":"../../evil/topic"}' },
      owner,
    );
    expect(slash.status).toBe(400);

    const set = await send(
      { method: "POST", path: "/admin/api/alerts/topic", body: '{"topic":" plumber-phone-7f3k9q "}' },
      owner,
    );
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      on: true,
      from: "dashboard",
      topicUrl: expect.stringMatching(/\/plu\*\*\*\*$/),
    });
    expect(JSON.stringify(await state())).not.toContain("7f3k9q");
    expect(d.log.some((entry) => JSON.stringify(entry).includes("7f3k9q"))).toBe(false);

    const sent = await send({ method: "POST", path: "/admin/api/alerts/test" }, owner);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: true });
    expect(receiver.received).toHaveLength(1);
    const push = receiver.received[0]!;
    expect(push.headers.authorization).toBe("Bearer tk_secret");
    expect(JSON.parse(push.body)).toMatchObject({
      topic: "plumber-phone-7f3k9q",
      title: `Test alert from ${d.business.current().name}`,
    });

    // The receiver refuses: the owner is told what it said (the next test alert is allowed 10 s later).
    d.tick(TEST_ALERT_EVERY_MS);
    status = 403;
    const failed = await send({ method: "POST", path: "/admin/api/alerts/test" }, owner);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: "Not sent: HTTP 403." });
    status = 200;

    const removed = await send({ method: "DELETE", path: "/admin/api/alerts/topic" }, owner);
    expect(await removed.json()).toMatchObject({ from: "server", topicUrl: expect.stringContaining("/fro****") });
  });

  test("a burst of test alerts sends one; the rest get 429 saying when to try again, and 10 s later one more goes", async () => {
    await send({ method: "POST", path: "/admin/api/alerts/topic", body: '{"topic":"plumber-phone-burst1"}' }, owner);
    d.tick(TEST_ALERT_EVERY_MS);
    const before = receiver.received.length;
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => send({ method: "POST", path: "/admin/api/alerts/test" }, owner)),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(29);
    const refused = burst.find((answer) => answer.status === 429)!;
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(await refused.json()).toEqual({ error: "A test alert was just sent. Try again in 10 seconds." });
    expect(receiver.received.length - before).toBe(1);
    d.tick(TEST_ALERT_EVERY_MS - 1_000);
    const soon = await send({ method: "POST", path: "/admin/api/alerts/test" }, owner);
    expect(soon.status).toBe(429);
    expect(await soon.json()).toEqual({ error: "A test alert was just sent. Try again in 1 second." });
    d.tick(1_000);
    expect((await send({ method: "POST", path: "/admin/api/alerts/test" }, owner)).status).toBe(200);
    expect(receiver.received.length - before).toBe(2);
    await send({ method: "DELETE", path: "/admin/api/alerts/topic" }, owner);
  });

  test("without a topic anywhere the alerts are off, and a test says so", async () => {
    const bare = await startDashboard();
    try {
      const cookie = await bare.session();
      expect(await bare.json("/admin/api/alerts", cookie)).toEqual({
        on: false,
        topicUrl: "",
        from: "none",
        serverTopic: false,
        server: { host: "ntfy.sh", public: true, signIn: false },
      });
      const subscribe = await bare.request("/admin/api/alerts/subscribe", { method: "POST", cookie });
      expect(subscribe.status).toBe(409);
      const res = await bare.request("/admin/api/alerts/test", { method: "POST", cookie });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: "Phone alerts are off: set a topic first." });
      await bare.request("/admin/api/alerts/topic", {
        method: "POST",
        cookie,
        headers: json,
        body: '{"topic":"plumber-phone-7f3k9q"}',
      });
      expect(await bare.json("/admin/api/alerts", cookie)).toEqual({
        on: true,
        topicUrl: "https://ntfy.sh/plu****",
        from: "dashboard",
        serverTopic: false,
        server: { host: "ntfy.sh", public: true, signIn: false },
      });
      // A made topic on the public server: its https link in the QR code, the app's link without ?secure=false.
      const made = await bare.request("/admin/api/alerts/topic/new", { method: "POST", cookie });
      const { subscribe: links } = (await made.json()) as { subscribe: { web: string; app: string; topic: string } };
      expect(links.web).toBe(`https://ntfy.sh/${links.topic}`);
      expect(links.app).toBe(`ntfy://ntfy.sh/${links.topic}`);
    } finally {
      bare.close();
    }
  });

  test("a made topic is random and long, goes through NTFY_URL's server, and comes with ntfy's links and a QR code", async () => {
    const make = async () => {
      const made = await send({ method: "POST", path: "/admin/api/alerts/topic/new" }, owner);
      expect(made.status).toBe(200);
      return (await made.json()) as Record<string, unknown> & {
        subscribe: { web: string; app: string; topic: string; qr: string };
      };
    };
    const first = await make();
    const second = await make();
    const { topic } = second.subscribe;
    // 16 random bytes in base64url: 22 characters after the prefix, and never the same twice.
    expect(topic).toMatch(/^leads-[A-Za-z0-9_-]{22}$/);
    expect(first.subscribe.topic).not.toBe(topic);
    expect(second).toMatchObject({ on: true, from: "dashboard", server: { host: new URL(receiver.url).host } });
    // The receiver stands for a self-hosted server on plain http: the app's link says so (?secure=false).
    const origin = new URL(receiver.url).origin;
    expect(second.subscribe.web).toBe(`${origin}/${topic}`);
    expect(second.subscribe.app).toBe(`ntfy://${new URL(receiver.url).host}/${topic}?secure=false`);
    expect(second.subscribe.qr).toBe(qrDataUri(second.subscribe.web));
    // GET still masks it; POST subscribe shows it again; the topic is never logged.
    expect(JSON.stringify(await d.json("/admin/api/alerts", owner))).not.toContain(topic);
    const again = await send({ method: "POST", path: "/admin/api/alerts/subscribe" }, owner);
    expect(await again.json()).toEqual(second.subscribe);
    expect(d.log.some((entry) => JSON.stringify(entry).includes(topic.slice(6)))).toBe(false);

    // The test alert goes to the made topic, on NTFY_URL's server with its token.
    d.tick(TEST_ALERT_EVERY_MS);
    const before = receiver.received.length;
    expect((await send({ method: "POST", path: "/admin/api/alerts/test" }, owner)).status).toBe(200);
    expect(JSON.parse(receiver.received[before]!.body)).toMatchObject({ topic });
    await send({ method: "DELETE", path: "/admin/api/alerts/topic" }, owner);
  });
});

describe("a call tap and the held-spam count", { timeout: 30_000 }, () => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await startDashboard({ staff: true });
  });
  afterAll(() => d.close());

  test("POST /leads/:id/called records a call for owner and staff alike, only from the dashboard", async () => {
    const id = d.store.insert(
      { form: "home", name: "Aroha", phone: "021 555 0199", service: "other", website: "" },
      { userAgent: "t" },
    );
    const call = (cookie: string | undefined, headers: Record<string, string> = {}, lead = id) =>
      d.request(`/admin/api/leads/${lead}/called`, { method: "POST", cookie, headers });
    expect((await call(undefined)).status).toBe(401);
    const owner = await d.session();
    expect((await call(owner, { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(owner, {}, 9999)).status).toBe(404);
    expect((await call(owner)).status).toBe(204);
    expect((await call(await d.staffSession())).status).toBe(204);
    const lead = await d.json<{ answeredAt: string | null; events: { kind: string; actor: string }[] }>(
      `/admin/api/leads/${id}`,
      owner,
    );
    expect(lead.answeredAt).not.toBeNull();
    expect(lead.events.map((e) => [e.kind, e.actor])).toEqual([
      ["called", "staff@example.co.nz"],
      ["called", "owner@example.co.nz"],
    ]);
  });

  test("GET /spam/held counts the quotes held as spam this week", async () => {
    const owner = await d.session();
    d.store.insert(
      { form: "home", name: "Fast Filler", phone: "021 555 0199", service: "other", website: "" },
      { userAgent: "t", spamReasons: ["too-fast"] },
    );
    expect(await d.json("/admin/api/spam/held", owner)).toEqual({ count: 1, days: 7 });
    expect(await d.json("/admin/api/spam/held", await d.staffSession())).toEqual({ count: 1, days: 7 });
  });
});
