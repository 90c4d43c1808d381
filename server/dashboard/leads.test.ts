import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { tempDir } from "../../test/support/server/http";
import { LIST_PAGE_SIZE } from "../../shared/leads/lead-fields";
import { parseFilter, type LeadFilter } from "./lead-filter";
import { Leads } from "./leads";
import { overview } from "./overview";

const home = (fields: Partial<Quote & { urgency: string; location: string }> = {}) =>
  ({ form: "home", name: "Aroha", phone: "021 555 0199", service: "hot-water", website: "", ...fields }) as Quote;
const page = (fields: Partial<Quote> = {}) =>
  ({
    form: "quote",
    name: "Mere",
    email: "mere@example.co.nz",
    phone: "09 555 0101",
    service: "hot-water",
    message: "Cylinder leaking",
    website: "",
    ...fields,
  }) as Quote;
const filter = (query: Record<string, string> = {}): LeadFilter => parseFilter((name) => query[name]);

let stores: QuoteStore[] = [];
const open = (channels: ("email" | "webhook")[] = []) => {
  const dir = tempDir("leads-data-");
  const store = openQuoteStore(dir, { channels });
  stores.push(store);
  return { store, leads: new Leads(store), dir };
};
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});

describe("the lead list", { timeout: 30_000 }, () => {
  test("newest first, paged by cursor both ways, with the total", () => {
    const { store, leads } = open();
    for (let i = 1; i <= 60; i++) store.insert(home({ name: `Customer ${i}` }), { userAgent: "" });
    const first = leads.list(filter());
    expect(first.total).toBe(60);
    expect(first.leads).toHaveLength(LIST_PAGE_SIZE);
    expect(first.leads[0]!.name).toBe("Customer 60");
    expect(first.newer).toBeNull();
    const second = leads.list(filter(), { before: first.older! });
    expect(second.leads[0]!.name).toBe("Customer 35");
    const third = leads.list(filter(), { before: second.older! });
    expect(third.leads.map((l) => l.name).at(-1)).toBe("Customer 1");
    expect(third.older).toBeNull();
    const back = leads.list(filter(), { after: third.newer! });
    expect(back.leads.map((l) => l.id)).toEqual(second.leads.map((l) => l.id));
  });

  test("search finds a name, an email, a suburb, or a phone number however it is spaced", () => {
    const { store, leads } = open();
    store.insert(home({ name: "Tipene Walker", phone: "021 555 0199", location: "Manurewa" }), { userAgent: "" });
    store.insert(page({ name: "Ana Smith", email: "ana@otara.example.nz", phone: "(09) 555-0101" }), { userAgent: "" });
    store.insert(home({ name: "100% Plumbing_Fan", phone: "027 000 0000" }), { userAgent: "" });
    const names = (q: string) => leads.list(filter({ q })).leads.map((l) => l.name);
    expect(names("tipene")).toEqual(["Tipene Walker"]);
    expect(names("OTARA.example")).toEqual(["Ana Smith"]);
    expect(names("manurewa")).toEqual(["Tipene Walker"]);
    expect(names("0215550199")).toEqual(["Tipene Walker"]);
    expect(names("021 555 0199")).toEqual(["Tipene Walker"]);
    expect(names("+64 21 555 0199")).toEqual(["Tipene Walker"]);
    expect(names("095550101")).toEqual(["Ana Smith"]);
    // LIKE's wildcards are matched literally.
    expect(names("%")).toEqual(["100% Plumbing_Fan"]);
    expect(names("1_0")).toEqual([]);
    expect(names("0%")).toEqual(["100% Plumbing_Fan"]);
    // Searches are phrases: FTS operators and quotes in them are only text.
    expect(names('"Tipene" OR NOT x')).toEqual([]);
    expect(names("walker*")).toEqual([]);
  });

  test("filters by status, service whichever form named it, urgency (emergency services count) and Auckland dates", () => {
    const { store, leads } = open();
    const at = (iso: string) => ({ userAgent: "", receivedAt: new Date(iso) });
    const a = store.insert(home({ name: "A", urgency: "urgent" }), at("2026-11-20T01:00:00Z"));
    const b = store.insert(page({ name: "B" }), at("2026-11-21T01:00:00Z"));
    store.insert(home({ name: "C", service: "emergency" }), at("2026-11-21T10:59:00Z"));
    store.insert(page({ name: "D", service: "emergency" }), at("2026-11-21T11:00:00Z"));
    store.insert(home({ name: "E", service: "leak-detection", urgency: "emergency" }), at("2026-11-22T02:00:00Z"));
    leads.setStatus(a, "won", "owner@example.co.nz");
    leads.setStatus(b, "spam", "owner@example.co.nz");
    const names = (query: Record<string, string>) =>
      leads
        .list(filter(query))
        .leads.map((l) => l.name)
        .sort()
        .join("");
    expect(names({})).toBe("ACDE");
    expect(names({ status: "spam" })).toBe("B");
    expect(names({ status: "won" })).toBe("A");
    expect(names({ status: "open" })).toBe("CDE");
    expect(names({ service: "hot-water", status: "spam" })).toBe("B");
    expect(names({ service: "hot-water" })).toBe("A");
    expect(names({ service: "emergency" })).toBe("CD");
    expect(names({ urgency: "emergency" })).toBe("CDE");
    expect(names({ urgency: "urgent" })).toBe("A");
    expect(names({ urgency: "none" })).toBe("CD");
    // 2026-11-21T11:00Z is midnight on Sunday 22 November in Auckland (NZDT, +13).
    expect(names({ from: "2026-11-22" })).toBe("DE");
    expect(names({ to: "2026-11-21" })).toBe("AC");
    expect(names({ from: "2026-11-21", to: "2026-11-21" })).toBe("C");
    expect(names({ status: "bogus", service: "nope", urgency: "x", from: "2026-13-45", to: "yesterday" })).toBe("ACDE");
  });

  test("each row says how its notifications went", () => {
    const { store, leads } = open(["email", "webhook"]);
    const sent = store.insert(home({ name: "Sent" }), { userAgent: "" });
    const failing = store.insert(home({ name: "Failing" }), { userAgent: "" });
    store.insert(home({ name: "Waiting" }), { userAgent: "" });
    const claims = store.deliveries.claimDue(new Date(Date.now() + 1000), 10);
    for (const claim of claims.filter((c) => c.quote.id === sent)) store.deliveries.settle(claim, { ok: true });
    for (const claim of claims.filter((c) => c.quote.id === failing))
      store.deliveries.settle(claim, { ok: false, error: "down" });
    store.deliveries.recover();
    store.insert(home({ name: "New" }), { userAgent: "" });
    const state = Object.fromEntries(leads.list(filter()).leads.map((l) => [l.name, l.delivery]));
    // "Waiting" was claimed, then handed back (as after a restart): an attempt has started, so it is retrying.
    expect(state).toEqual({ Sent: "sent", Failing: "failed", Waiting: "retrying", New: "pending" });
    const bare = open();
    bare.store.insert(home(), { userAgent: "" });
    expect(bare.leads.list(filter()).leads[0]!.delivery).toBe("none");
  });
});

describe("working a lead", { timeout: 30_000 }, () => {
  test("status changes and notes are recorded with who and when; the page is linked only when it is this site's", () => {
    const { store, leads } = open();
    const id = store.insert(page({ page: "javascript:alert(1)" }), { userAgent: "Firefox" });
    expect(leads.setStatus(id, "contacted", "owner@example.co.nz")).toBe(true);
    expect(leads.setStatus(id, "contacted", "owner@example.co.nz")).toBe(true);
    expect(leads.setStatus(id, "quoted", "office@example.co.nz")).toBe(true);
    expect(leads.addNote(id, "  Rang, quoted $450.  ", "office@example.co.nz")).toBe(true);
    expect(leads.setStatus(999, "won", "x")).toBe(false);
    expect(leads.addNote(999, "x", "x")).toBe(false);
    expect(() => leads.addNote(id, "   ", "x")).toThrow();
    const lead = leads.get(id)!;
    expect(lead).toMatchObject({ status: "quoted", pagePath: null, page: "javascript:alert(1)", userAgent: "Firefox" });
    expect(lead.events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.note, e.actor])).toEqual([
      ["note", "", "", "Rang, quoted $450.", "office@example.co.nz"],
      ["status", "contacted", "quoted", "", "office@example.co.nz"],
      ["status", "new", "contacted", "", "owner@example.co.nz"],
    ]);
    expect(Date.parse(lead.events[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(leads.get(store.insert(page({ page: "/quote" }), { userAgent: "" }))!.pagePath).toBe("/quote");
  });

  test("each lead's answer-by time from its form's promise; answered at the first status change or note", () => {
    const { store, leads } = open();
    const phoned = store.insert(home(), { userAgent: "" });
    const noted = store.insert(page(), { userAgent: "" });
    const held = store.insert(home({ urgency: "emergency" }), { userAgent: "", spamReasons: ["too-fast"] });
    leads.release(held, "owner@example.co.nz");
    const get = (id: number) => leads.list(filter()).leads.find((l) => l.id === id)!;
    for (const id of [phoned, noted, held]) expect(get(id).answeredAt).toBeNull();
    // An emergency is due 15 minutes after it arrived; the /quote form's request 24 hours after.
    const received = (id: number) => Date.parse(get(id).receivedAt);
    expect(Date.parse(get(held).answerBy) - received(held)).toBe(15 * 60_000);
    expect(Date.parse(get(noted).answerBy) - received(noted)).toBe(24 * 3_600_000);
    expect(Date.parse(get(phoned).answerBy)).toBeGreaterThanOrEqual(received(phoned) + 30 * 60_000);
    // Releasing from quarantine is not an answer; a status change or a note is.
    leads.setStatus(phoned, "contacted", "owner@example.co.nz");
    leads.addNote(noted, "Left a message", "owner@example.co.nz");
    expect(get(phoned).answeredAt).toBe(leads.get(phoned)!.events.at(-1)!.at);
    expect(get(noted).answeredAt).toBe(leads.get(noted)!.events.at(-1)!.at);
    expect(get(held).answeredAt).toBeNull();
    expect(leads.get(noted)!.answeredAt).toBe(get(noted).answeredAt);
  });

  test("releasing from quarantine makes a normal lead and queues its notifications", () => {
    const { store, leads } = open(["email"]);
    const id = store.insert(home(), { userAgent: "", spamReasons: ["too-fast"] });
    expect(leads.list(filter()).total).toBe(0);
    expect(leads.quarantine().leads.map((l) => [l.id, l.spamReasons])).toEqual([[id, ["too-fast"]]]);
    expect(leads.release(id, "owner@example.co.nz")).toBe(true);
    expect(leads.release(id, "owner@example.co.nz")).toBe(false);
    expect(leads.quarantine().total).toBe(0);
    expect(leads.list(filter()).leads.map((l) => l.id)).toEqual([id]);
    expect(store.deliveries.list()).toMatchObject([{ quote_id: id, channel: "email", state: "pending" }]);
    expect(leads.get(id)!.events).toMatchObject([{ kind: "released", actor: "owner@example.co.nz" }]);
  });
});

describe("deleting a lead (a privacy request)", { timeout: 30_000 }, () => {
  test("every foreign key in the schema cascades, so one DELETE of a quote removes all that hangs on it", () => {
    const { store } = open([]);
    const keys = store.db
      .prepare(
        `SELECT m.name AS child, f."table" AS parent, f.on_delete AS onDelete
           FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
      )
      .all() as { child: string; parent: string; onDelete: string }[];
    expect(keys.filter((k) => k.parent === "quotes").map((k) => k.child)).toEqual(
      expect.arrayContaining(["deliveries", "quote_photos", "lead_events"]),
    );
    expect(keys.filter((k) => k.onDelete !== "CASCADE")).toEqual([]);
  });

  const everywhere = (dir: string) =>
    readdirSync(dir)
      .map((f) => readFileSync(path.join(dir, f)).toString("latin1"))
      .join("");

  test("removes it and every row attached to it, in tables added later too, and its bytes from the files", () => {
    const { store, leads, dir } = open(["email", "webhook"]);
    // A table a later feature might add: its foreign key cascades, as every one in server/quotes/migrations.ts does.
    store.db.exec(
      `CREATE TABLE photos (id INTEGER PRIMARY KEY, quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
                            data BLOB)`,
    );
    const kept = store.insert(home({ name: "Kept Customer" }), { userAgent: "" });
    const gone = store.insert(
      page({ name: "Zxqwv Forgetme", email: "zxqwv@example.co.nz", message: "Secret-Message-Zxqwv" }),
      { userAgent: "" },
    );
    store.db.prepare("INSERT INTO photos (quote_id, data) VALUES (?, ?)").run(gone, Buffer.from("Photo-Zxqwv"));
    for (const claim of store.deliveries.claimDue(new Date(Date.now() + 1000), 10))
      store.deliveries.settle(claim, {
        ok: false,
        error: claim.quote.id === gone ? "Refused for Zxqwv" : "Refused",
        retryAt: new Date(),
      });
    leads.addNote(gone, "Note about Zxqwv", "owner@example.co.nz");
    leads.setStatus(gone, "won", "owner@example.co.nz");
    expect(everywhere(dir)).toContain("Zxqwv");

    expect(leads.delete(gone)).toBe(true);
    expect(leads.delete(gone)).toBe(false);
    const count = (table: string) =>
      Number((store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
    expect(leads.get(gone)).toBeUndefined();
    expect(store.deliveries.list().every((d) => d.quote_id === kept)).toBe(true);
    expect(count("delivery_attempts")).toBe(2);
    expect(count("lead_events")).toBe(0);
    expect(count("photos")).toBe(0);
    expect(leads.get(kept)).toBeDefined();
    // secure_delete overwrote the freed space and the checkpoint emptied the write-ahead log.
    expect(everywhere(dir)).not.toContain("Zxqwv");
  });

  test("LEADS_RETENTION_DAYS: leads older than the cutoff go, with what is attached; newer ones stay", () => {
    const { store, leads } = open(["email"]);
    const old = Array.from({ length: 1200 }, (_, i) =>
      store.insert(home({ name: `Old ${i}` }), { userAgent: "", receivedAt: new Date("2024-01-01T00:00:00Z") }),
    );
    leads.addNote(old[0]!, "old note", "owner@example.co.nz");
    const recent = store.insert(home({ name: "Recent" }), { userAgent: "" });
    const cutoff = new Date("2025-01-01T00:00:00Z");
    expect(leads.purgeBefore(cutoff)).toBe(500);
    expect(leads.purgeBefore(cutoff)).toBe(500);
    expect(leads.purgeBefore(cutoff)).toBe(200);
    expect(store.list().map((q) => q.id)).toEqual([recent]);
    expect(store.deliveries.list().map((d) => d.quote_id)).toEqual([recent]);
    expect(leads.purgeBefore(new Date("2025-01-01T00:00:00Z"))).toBe(0);
  });
});

describe("overview", { timeout: 30_000 }, () => {
  test("leads per Auckland week, spam left out, and won rates by service across both forms", () => {
    const { store, leads } = open();
    const now = new Date("2026-11-25T00:00:00Z"); // Wednesday 25 November, 1 pm in Auckland
    const at = (iso: string) => ({ userAgent: "", receivedAt: new Date(iso) });
    // Monday 23 November begins at 2026-11-22T11:00Z (NZDT).
    store.insert(home(), at("2026-11-22T10:59:00Z"));
    const won = store.insert(home(), at("2026-11-22T11:00:00Z"));
    store.insert(page(), at("2026-11-24T00:00:00Z"));
    const spam = store.insert(page(), at("2026-11-24T00:00:00Z"));
    store.insert(page(), { ...at("2026-11-24T00:00:00Z"), spamReasons: ["links"] });
    store.insert(home({ service: "leak-detection" }), at("2026-09-01T00:00:00Z"));
    leads.setStatus(won, "won", "x");
    leads.setStatus(spam, "spam", "x");
    const result = overview(store.db, now);
    expect(result.weeks).toHaveLength(12);
    expect(result.weeks.at(-1)).toEqual({ start: "2026-11-23", leads: 2 });
    expect(result.weeks.at(-2)).toEqual({ start: "2026-11-16", leads: 1 });
    expect(result.weeks[0]!.start).toBe("2026-09-07");
    expect(result.services).toEqual([
      { key: "hot-water", label: "Hot Water Cylinder", leads: 3, won: 1, lost: 0, open: 2 },
      { key: "leak-detection", label: "Leak Detection", leads: 1, won: 0, lost: 0, open: 1 },
    ]);
    expect(result.since).toBe("2025-11-25");
  });
});
