import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { startOutbox } from "../delivery/outbox";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { openQuoteStore } from "../quotes/db";
import { fixtureSite, startWebhookSink, tempDir } from "../../test/support/server/http";
import { waitFor } from "../../test/support/server/wait";
import { createWebhookSender } from "../delivery/webhook";
import type { LeadDetail, LeadPage, LeadSummary, QuarantinedLead } from "../../shared/api/leads";
import { DELETE_OWNER_ONLY } from "./lead-routes";

const quote = (fields: Partial<Quote> = {}) =>
  ({ form: "home", name: "Aroha", phone: "021 555 0199", service: "hot-water", website: "", ...fields }) as Quote;

describe("the dashboard API, signed in", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let cookie: string;
  beforeAll(async () => {
    d = await startDashboard();
    cookie = await d.session();
  });
  afterAll(() => d.close());

  const send = (path: string, method: string, body?: unknown) =>
    d.request(path, {
      method,
      cookie,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  test("list, status workflow and notes, each recorded with who and when", async () => {
    const id = d.store.insert(quote({ name: "Tipene" }), { userAgent: "" });
    const list = (await (
      await send("/admin/api/leads/search", "POST", { q: "tipene" })
    ).json()) as LeadPage<LeadSummary>;
    expect(list.leads.map((l) => l.id)).toEqual([id]);
    expect((await send(`/admin/api/leads/${id}/status`, "POST", { status: "contacted" })).status).toBe(200);
    const noted = await send(`/admin/api/leads/${id}/notes`, "POST", { text: "Quoted $450, will call back Friday" });
    expect(noted.status).toBe(201);
    const lead = (await noted.json()) as LeadDetail;
    expect(lead.status).toBe("contacted");
    expect(lead.events).toMatchObject([
      { kind: "note", note: "Quoted $450, will call back Friday", actor: "owner@example.co.nz" },
      { kind: "status", fromStatus: "new", toStatus: "contacted", actor: "owner@example.co.nz" },
    ]);
    expect((await d.json<LeadPage<LeadSummary>>("/admin/api/leads?status=contacted", cookie)).total).toBe(1);
    // The owner's text rule (shared/owner-text.ts): lines kept, invisible characters removed; nothing else is nothing.
    const pasted = await send(`/admin/api/leads/${id}/notes`, "POST", { text: "Gate\0 code\u202e 1234\r\nDog\u200b." });
    expect(((await pasted.json()) as LeadDetail).events[0]).toMatchObject({ note: "Gate code 1234\nDog." });
    expect((await send(`/admin/api/leads/${id}/notes`, "POST", { text: "\0\u200b\r\n" })).status).toBe(400);
  });

  /** The export as the dashboard asks for it: a form post of the filter and any search words. */
  const exportCsv = (fields: Record<string, string> = {}) =>
    d.request("/admin/api/leads/export", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  test("CSV export: the current filter, every matching row, formula cells neutralised, as a download", async () => {
    d.store.insert(quote({ name: '=HYPERLINK("http://evil.example","x")', location: "@Otara" }), { userAgent: "" });
    d.store.insert(quote({ name: "+Mere", message: "-1+2", service: "leak-detection" }), { userAgent: "" });
    const res = await exportCsv({ service: "hot-water" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // The byte-order mark Excel needs to read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    expect(csv.startsWith("id,received (Auckland),")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(",'@Otara,");
    expect(csv).toContain(",021 555 0199,");
    expect(csv).not.toContain("+Mere");
    const all = await (await exportCsv()).text();
    expect(all).toContain(",'+Mere,");
    expect(all).toContain(",'-1+2,");
    expect(all.split("\r\n").filter(Boolean)).toHaveLength(1 + d.store.count());
  });

  test("search words travel only in a request's body: a query string carrying them is refused", async () => {
    const id = d.store.insert(quote({ name: "Wiremu Searchable", phone: "021 555 0142" }), { userAgent: "" });
    const search = async (body: unknown) =>
      ((await (await send("/admin/api/leads/search", "POST", body)).json()) as LeadPage<LeadSummary>).leads.map(
        (l) => l.id,
      );
    expect(await search({ q: "Searchable" })).toEqual([id]);
    expect(await search({ q: "021 555 0142", status: "new" })).toEqual([id]);
    expect(await search({ q: "Searchable", status: "won" })).toEqual([]);

    const refused = await d.request("/admin/api/leads?q=Searchable", { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain(id.toString());
    expect((await d.request("/admin/api/leads?status=new&q=", { cookie })).status).toBe(400);
    // The export is a form post now; the old link with the words in its query finds no route.
    expect((await d.request("/admin/api/leads/export?q=Searchable", { cookie })).status).toBe(404);
    const csv = await (await exportCsv({ q: "Searchable" })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(2);
    expect(csv).toContain("Wiremu Searchable");

    expect((await send("/admin/api/leads/search", "POST", ["Searchable"])).status).toBe(400);
    const asText = await d.request("/admin/api/leads/search", {
      method: "POST",
      cookie,
      headers: { "content-type": "text/plain" },
      body: '{"q":"Searchable"}',
    });
    expect(asText.status).toBe(400);
    const asJson = await d.request("/admin/api/leads/export", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: '{"q":"Searchable"}',
    });
    expect(asJson.status).toBe(400);
  });

  test("deleting a lead removes it; asking again answers 404", async () => {
    const id = d.store.insert(quote({ name: "Forget Me" }), { userAgent: "" });
    await send(`/admin/api/leads/${id}/notes`, "POST", { text: "note" });
    expect((await send(`/admin/api/leads/${id}`, "DELETE")).status).toBe(204);
    expect((await d.request(`/admin/api/leads/${id}`, { cookie })).status).toBe(404);
    expect((await send(`/admin/api/leads/${id}`, "DELETE")).status).toBe(404);
    expect(d.log.some((e) => e.msg === "lead deleted" && !JSON.stringify(e).includes("Forget Me"))).toBe(true);
  });

  test("staff cannot delete a lead: 403 in words, and the lead, its notes and its history stay", async () => {
    const staffDashboard = await startDashboard({ staff: true });
    try {
      const id = staffDashboard.store.insert(quote({ name: "Keep Me" }), { userAgent: "" });
      const staff = await staffDashboard.staffSession();
      await staffDashboard.request(`/admin/api/leads/${id}/notes`, {
        method: "POST",
        cookie: staff,
        headers: { "content-type": "application/json" },
        body: '{"text":"Rang back"}',
      });
      const refused = await staffDashboard.request(`/admin/api/leads/${id}`, { method: "DELETE", cookie: staff });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: DELETE_OWNER_ONLY });
      const kept = await staffDashboard.json<{ name: string; events: { kind: string }[] }>(
        `/admin/api/leads/${id}`,
        staff,
      );
      expect(kept.name).toBe("Keep Me");
      expect(kept.events.map((e) => e.kind)).toContain("note");
      const owner = await staffDashboard.session();
      expect((await staffDashboard.request(`/admin/api/leads/${id}`, { method: "DELETE", cookie: owner })).status).toBe(
        204,
      );
    } finally {
      staffDashboard.close();
    }
  });

  test("pages answer with the dashboard; the sign-in page sends a signed-in owner on", async () => {
    for (const path of ["/admin", "/admin/leads/1", "/admin/spam", "/admin/overview"]) {
      const res = await d.request(path, { cookie });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await d.request("/admin/leads/abc", { cookie })).status).toBe(404);
    const slash = await d.request("/admin/spam/", { cookie });
    expect([slash.status, slash.headers.get("location")]).toEqual([308, "/admin/spam"]);
    expect((await d.request("/admin/", { cookie })).headers.get("location")).toBe("/admin");
    const login = await d.request("/admin/login?next=/admin/spam", { cookie });
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toBe("/admin/spam");
  });
});

describe("releasing a quarantined quote", { timeout: 30_000 }, () => {
  test("it joins the leads and its notification is actually delivered", async () => {
    const sink = await startWebhookSink();
    const d = await startDashboard({ channels: ["webhook"] });
    const outbox = startOutbox({
      queue: d.store.deliveries,
      senders: { webhook: createWebhookSender({ url: sink.url, secret: "s".repeat(32), timeoutMs: 5000 }) },
      maxAttempts: 3,
      retryBaseMs: 10,
      retryMaxMs: 100,
      log: () => {},
    });
    try {
      const cookie = await d.session();
      const id = d.store.insert(quote({ name: "Real Person" }), { userAgent: "", spamReasons: ["too-fast"] });
      const spam = await d.json<LeadPage<QuarantinedLead>>("/admin/api/spam", cookie);
      expect(spam.leads).toMatchObject([{ id, name: "Real Person", spamReasons: ["too-fast"] }]);
      expect(sink.received).toHaveLength(0);
      const res = await d.request(`/admin/api/spam/${id}/release`, { method: "POST", cookie });
      expect(res.status).toBe(200);
      expect(((await res.json()) as LeadDetail).spam).toBe(false);
      await waitFor("the released lead's webhook", () => sink.received.length === 1);
      expect(JSON.parse(sink.received[0]!.body)).toMatchObject({ id, name: "Real Person" });
      expect((await d.json<LeadPage<LeadSummary>>("/admin/api/leads", cookie)).leads.map((l) => l.id)).toEqual([id]);
      expect((await d.request(`/admin/api/spam/${id}/release`, { method: "POST", cookie })).status).toBe(404);
    } finally {
      await outbox.stop(1000);
      d.close();
      await sink.close();
    }
  });
});

describe("LEADS_RETENTION_DAYS in the real server", { timeout: 30_000 }, () => {
  test("older leads are gone, with what is attached, soon after the server starts; newer ones stay", async () => {
    const dataDir = tempDir("retention-");
    const seeded = openQuoteStore(dataDir);
    const old = seeded.insert(quote({ name: "Old Lead" }), { userAgent: "", receivedAt: new Date("2020-01-01") });
    const kept = seeded.insert(quote({ name: "New Lead" }), { userAgent: "" });
    seeded.close();
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "0", DATA_DIR: dataDir, SITE_DIR: fixtureSite(), LEADS_RETENTION_DAYS: "30" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
    try {
      await waitFor("the purge to be logged", () => out.includes("purged leads older than 30 days"));
      const store = openQuoteStore(dataDir);
      expect(store.list().map((q) => q.id)).toEqual([kept]);
      expect(store.list().map((q) => q.id)).not.toContain(old);
      store.close();
    } finally {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  });
});
