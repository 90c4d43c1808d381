import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { OWNER, startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { tempDir } from "../../test/support/server/http";
import { openQuoteStore } from "../quotes/db";
import { UNKNOWN_ORIGIN, type LeadOrigin } from "../quotes/lead-origin";
import { leadsCsv } from "./lead-csv";
import { Leads } from "./leads";
import type { LeadAnswer, LeadPage, LeadSummary } from "../../shared/api/leads";
import { overview } from "./overview";

const LINK = "https://g.page/r/example-plumbing/review";

const quote = (fields: Partial<Quote> = {}) =>
  ({ form: "home", name: "Aroha", phone: "021 555 0199", service: "hot-water", website: "", ...fields }) as Quote;

/** The visit of the example: an ad click landing on the Manukau page, on a phone. */
const fromGoogleAds: LeadOrigin = {
  source: "google-ads",
  landingPage: "/areas/manukau",
  referrerHost: "www.google.com",
  utm: { utm_source: "google", utm_medium: "cpc" },
  clickIds: ["gclid"],
  device: "mobile",
  visitId: "8a7f3c1e-2b4d-4e6f-9a0b-1c2d3e4f5a6b",
};

/**
 * RFC 4180 as the export writes it: quoted cells may hold commas, quotes and line breaks. (Reading a body as text
 * drops its byte-order mark; server/dashboard/api.test.ts checks the bytes.)
 */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    rows.at(-1)!.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ",") endCell();
    else if (c === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push([]);
      i++;
    } else cell += c;
  }
  const [header, ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header!.map((name, i) => [name, r[i] ?? ""])));
}

describe("the lead's record on the dashboard", { timeout: 30_000 }, () => {
  let d: Dashboard;
  let cookie: string;
  beforeAll(async () => {
    d = await startDashboard({ reviewMail: true, staff: true });
    cookie = await d.session();
  });
  afterAll(() => d.close());

  const post = (path: string, who = cookie, body?: unknown) =>
    d.request(path, {
      method: "POST",
      cookie: who,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const lead = (id: number) => d.json<LeadAnswer>(`/admin/api/leads/${id}`, cookie);

  test("a lead says where its visit came from, and a repeat customer's leads link to each other", async () => {
    const first = d.store.insert(quote({ name: "Aroha Smith" }), {
      userAgent: "",
      origin: fromGoogleAds,
      receivedAt: new Date("2026-11-03T01:00:00Z"),
    });
    const again = d.store.insert(quote({ name: "Aroha", phone: "+64 21 555 0199", email: "aroha@example.co.nz" }), {
      userAgent: "",
      receivedAt: new Date("2026-11-10T01:00:00Z"),
    });
    const a = await lead(first);
    expect(a.origin).toEqual({
      source: "google-ads",
      sourceLabel: "Google Ads",
      landingPage: "/areas/manukau",
      referrerHost: "www.google.com",
      utm: { utm_source: "google", utm_medium: "cpc" },
      clickIds: ["gclid"],
      device: "mobile",
    });
    expect(a.related).toEqual([
      { id: again, receivedAt: "2026-11-10T01:00:00.000Z", name: "Aroha", status: "new", matchedBy: ["phone"] },
    ]);
    const b = await lead(again);
    expect(b.origin).toMatchObject({
      source: "unknown",
      sourceLabel: "Unknown",
      landingPage: "",
      utm: {},
      clickIds: [],
    });
    expect(b.related.map((r) => r.id)).toEqual([first]);
    expect(b.review).toEqual({ askedAt: null, askedBy: "", blocked: "not-won" });
  });

  test("Ask for a review: owner and staff alike, once per lead, refused with the reason the page shows", async () => {
    const id = d.store.insert(quote({ email: "mere@example.co.nz", name: "Mere" }), { userAgent: "" });
    const noEmail = d.store.insert(quote({ name: "Hemi" }), { userAgent: "" });
    expect((await post(`/admin/api/leads/${id}/review`)).status).toBe(409);
    for (const lead of [id, noEmail]) await post(`/admin/api/leads/${lead}/status`, cookie, { status: "won" });

    // No review link saved yet: the page says so, and the server refuses.
    expect((await lead(id)).review.blocked).toBe("no-link");
    const refused = await post(`/admin/api/leads/${id}/review`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "No review link is set: the owner adds it in the website's business details.",
    });

    // The owner's content, as the dashboard's website editor saves it.
    const { content } = d.parts.dashboard!;
    const head = content.head();
    expect(
      content.save({
        baseRevision: head.revision,
        author: OWNER.email,
        content: { ...head.content, settings: { ...head.content.settings, reviewLink: LINK } },
      }),
    ).toMatchObject({ status: "saved" });
    expect((await lead(id)).review).toEqual({ askedAt: null, askedBy: "", blocked: "" });
    expect((await lead(noEmail)).review.blocked).toBe("no-email");
    expect((await post(`/admin/api/leads/${noEmail}/review`)).status).toBe(409);

    const staff = await d.staffSession();
    const asked = await post(`/admin/api/leads/${id}/review`, staff);
    expect(asked.status).toBe(201);
    const answer = (await asked.json()) as LeadAnswer;
    expect(answer.review).toMatchObject({ askedBy: "staff@example.co.nz", blocked: "" });
    expect(Date.parse(answer.review.askedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(answer.events[0]).toMatchObject({ kind: "review-requested", actor: "staff@example.co.nz", note: LINK });
    // SMTP_URL is set, so the lead also holds its overdue reminder's email (server/delivery/escalation.ts), due later.
    expect(answer.deliveries.filter((row) => row.channel === "review")).toMatchObject([{ state: "pending" }]);
    expect(answer.deliveries.map((row) => row.channel).sort()).toEqual(["escalation-email", "review"]);

    const twice = await post(`/admin/api/leads/${id}/review`);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ error: "A review was already asked for on this lead: it is asked once." });
    expect((await post("/admin/api/leads/999999/review")).status).toBe(404);
    const rows = d.store.deliveries.list().filter((r) => r.channel === "review");
    expect(rows.map((r) => r.quote_id)).toEqual([id]);
  });

  test("the list filters by source, in the address, in a search and in the export; unknown values are ignored", async () => {
    const all = await d.json<LeadPage<LeadSummary>>("/admin/api/leads", cookie);
    const google = await d.json<LeadPage<LeadSummary>>("/admin/api/leads?source=google-ads", cookie);
    expect(google.leads.map((l) => l.name)).toEqual(["Aroha Smith"]);
    expect((await d.json<LeadPage<LeadSummary>>("/admin/api/leads?source=unknown", cookie)).total).toBe(all.total - 1);
    expect((await d.json<LeadPage<LeadSummary>>("/admin/api/leads?source=nope", cookie)).total).toBe(all.total);
    const searched = (await (
      await post("/admin/api/leads/search", cookie, { q: "Aroha", source: "unknown" })
    ).json()) as LeadPage<LeadSummary>;
    expect(searched.leads.map((l) => l.name)).toEqual(["Aroha"]);
    const csv = await d.request("/admin/api/leads/export", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ source: "google-ads" }),
    });
    expect(parseCsv(await csv.text()).map((r) => r.name)).toEqual(["Aroha Smith"]);
  });
});

describe("the CSV export", () => {
  test("holds the status, every note oldest first with its time and author, and where the lead came from", async () => {
    const store = openQuoteStore(tempDir("csv-"));
    const leads = new Leads(store);
    const id = store.insert(quote({ message: "Cylinder leaking" }), { userAgent: "", origin: fromGoogleAds });
    const plain = store.insert(quote({ name: "Mere" }), { userAgent: "" });
    const event = store.db.prepare(
      "INSERT INTO lead_events (quote_id, at, actor, kind, from_status, to_status, note) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    // Two notes with a status change between them, which is history but not a note.
    event.run(id, "2026-11-02T21:15:00.000Z", "owner@example.co.nz", "note", "", "", "Rang, quoted $450");
    event.run(id, "2026-11-02T21:20:00.000Z", "owner@example.co.nz", "status", "new", "quoted", "");
    event.run(id, "2026-11-03T02:05:00.000Z", "staff@example.co.nz", "note", "", "", 'Said "yes", book Friday,\n8am');
    leads.setStatus(id, "won", "owner@example.co.nz");
    const text = await new Response(leadsCsv(leads.export(parseFilterNone()))).text();
    const rows = parseCsv(text);
    const row = rows.find((r) => r.id === String(id))!;
    expect(row).toMatchObject({
      status: "Won",
      message: "Cylinder leaking",
      notes:
        '2026-11-03 10:15 owner@example.co.nz: Rang, quoted $450\n2026-11-03 15:05 staff@example.co.nz: Said "yes", book Friday,\n8am',
      "came from": "Google Ads",
      "landing page": "/areas/manukau",
      "referring site": "www.google.com",
      "utm tags": "utm_source=google utm_medium=cpc",
      "click ids": "gclid",
      device: "mobile",
      "held as spam": "",
      "answer by (Auckland)": expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      // The first note: the time the dashboard shows it answered.
      "first answered (Auckland)": "2026-11-03 10:15",
    });
    expect(rows.find((r) => r.id === String(plain))).toMatchObject({
      status: "New",
      notes: "",
      "first answered (Auckland)": "",
      "came from": "Unknown",
      "landing page": "",
      "utm tags": "",
    });
    store.close();
  });

  test("npm run leads -- --csv is the same file, with the leads held as spam and why", async () => {
    const store = openQuoteStore(tempDir("csv-all-"));
    const leads = new Leads(store);
    store.insert(quote({ name: "Kept" }), { userAgent: "", origin: UNKNOWN_ORIGIN });
    store.insert(quote({ name: "Held" }), { userAgent: "", spamReasons: ["honeypot", "links"] });
    const dashboard = parseCsv(await new Response(leadsCsv(leads.export(parseFilterNone()))).text());
    const cli = parseCsv(await new Response(leadsCsv(leads.exportAll())).text());
    expect(dashboard.map((r) => r.name)).toEqual(["Kept"]);
    expect(cli.map((r) => [r.name, r["held as spam"]])).toEqual([
      ["Held", "honeypot, links"],
      ["Kept", ""],
    ]);
    expect(Object.keys(cli[0]!)).toEqual(Object.keys(dashboard[0]!));
    store.close();
  });
});

describe("the overview's sources and landing pages", () => {
  test("counts the last 7 and 30 days by source and by first page, spam left out, the ten top pages", () => {
    const store = openQuoteStore(tempDir("origins-"));
    const now = new Date("2026-11-20T00:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const add = (days: number, origin: Partial<LeadOrigin>, spamReasons?: string[]) =>
      store.insert(quote(), {
        userAgent: "",
        receivedAt: ago(days),
        origin: { ...UNKNOWN_ORIGIN, ...origin },
        spamReasons,
      });
    add(1, { source: "google-ads", landingPage: "/areas/manukau" });
    add(3, { source: "google-ads", landingPage: "/areas/manukau" });
    add(10, { source: "google-ads", landingPage: "/areas/manukau" });
    add(2, { source: "search", landingPage: "/" });
    add(20, { source: "direct", landingPage: "/services/leak-detection" });
    add(25, { source: "unknown" });
    add(40, { source: "direct", landingPage: "/old" });
    add(1, { source: "referral", landingPage: "/spam" }, ["honeypot"]);
    const markedSpam = add(1, { source: "referral", landingPage: "/marked" });
    store.db.prepare("UPDATE quotes SET status = 'spam' WHERE id = ?").run(markedSpam);
    for (let i = 0; i < 11; i++) add(15, { source: "campaign", landingPage: `/services/page-${i}` });

    const { origins } = overview(store.db, now);
    expect(origins.sources).toEqual([
      { source: "campaign", label: "Campaign link", last7: 0, last30: 11 },
      { source: "google-ads", label: "Google Ads", last7: 2, last30: 3 },
      { source: "search", label: "Search engine", last7: 1, last30: 1 },
      { source: "direct", label: "Direct", last7: 0, last30: 1 },
      { source: "unknown", label: "Unknown", last7: 0, last30: 1 },
    ]);
    expect(origins.landingPages).toHaveLength(10);
    expect(origins.landingPages.slice(0, 3)).toEqual([
      { page: "/areas/manukau", last7: 2, last30: 3 },
      { page: "/", last7: 1, last30: 1 },
      { page: "", last7: 0, last30: 1 },
    ]);
    expect(origins.landingPages.map((p) => p.page)).not.toContain("/old");
    store.close();
  });
});

/** No filter at all: what the dashboard's export sends with every field empty. */
function parseFilterNone() {
  return { q: "", status: "", service: "", urgency: "", from: "", to: "", source: "" };
}
