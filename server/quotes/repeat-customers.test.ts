import { afterEach, describe, expect, test } from "vitest";
import type { Quote } from "./quote-schema.ts";
import { tempDir } from "../../test/support/server/http";
import { openQuoteStore, type QuoteStore } from "./db";
import { backfillCustomerKeys, RELATED_MAX, relatedLeads } from "./repeat-customers";

const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse("2026-11-03T01:30:00.000Z");
const home = (fields: Partial<Quote & { urgency: string; location: string }> = {}) =>
  ({ form: "home", name: "Aroha", phone: "021 555 0199", service: "hot-water", website: "", ...fields }) as Quote;
const page = (fields: Partial<Quote> = {}) =>
  ({
    form: "quote",
    name: "Aroha Ngata",
    email: "aroha@example.co.nz",
    phone: "09 555 0101",
    service: "Hot Water Cylinder Repair",
    message: "Cylinder leaking",
    website: "",
    ...fields,
  }) as Quote;

let stores: QuoteStore[] = [];
const open = (dir = tempDir("repeat-customers-")) => {
  const store = openQuoteStore(dir);
  stores.push(store);
  return { store, dir };
};
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});

/** Stores a quote as if it arrived `days` after the first, with its keys (filled by the backfill if not at insert). */
const add = (store: QuoteStore, quote: Quote, days: number, spamReasons: string[] = []) => {
  const id = store.insert(quote, { userAgent: "", receivedAt: new Date(start + days * DAY), spamReasons });
  backfillCustomerKeys(store.db, (work) => work());
  return id;
};
const ids = (store: QuoteStore, id: number) => relatedLeads(store.db, id).map((l) => l.id);

describe("a customer's other requests", () => {
  test("the same phone written another way links two leads in both directions, with when, who and where it stands", () => {
    const { store } = open();
    const first = add(store, home({ phone: "021 555 0199" }), 0);
    const second = add(store, page({ name: "Aroha N.", phone: "+64 21 555 0199", email: "other@example.co.nz" }), 12);
    // Two leads without an email are not the same customer by it.
    const third = add(store, home({ name: "Aroha", phone: "(021) 555-0199" }), 13);
    store.db.prepare("UPDATE quotes SET status = 'quoted' WHERE id = ?").run(first);
    expect(relatedLeads(store.db, second)).toEqual([
      { id: first, receivedAt: new Date(start).toISOString(), name: "Aroha", status: "quoted", matchedBy: ["phone"] },
      {
        id: third,
        receivedAt: new Date(start + 13 * DAY).toISOString(),
        name: "Aroha",
        status: "new",
        matchedBy: ["phone"],
      },
    ]);
    expect(relatedLeads(store.db, third).map((l) => [l.id, l.matchedBy])).toEqual([
      [first, ["phone"]],
      [second, ["phone"]],
    ]);
    expect(relatedLeads(store.db, first)).toEqual([
      {
        id: second,
        receivedAt: new Date(start + 12 * DAY).toISOString(),
        name: "Aroha N.",
        status: "new",
        matchedBy: ["phone"],
      },
      expect.objectContaining({ id: third, matchedBy: ["phone"] }),
    ]);
  });

  test("the same email in other case links them; both keys matching say so", () => {
    const { store } = open();
    const first = add(store, page({ email: "Aroha@Example.co.nz", phone: "09 555 0101" }), 0);
    const byEmail = add(store, page({ email: " aroha@example.CO.NZ", phone: "027 555 0102" }), 1);
    const byBoth = add(store, page({ email: "aroha@example.co.nz", phone: "(09) 555-0101" }), 2);
    expect(relatedLeads(store.db, first).map((l) => [l.id, l.matchedBy])).toEqual([
      [byEmail, ["email"]],
      [byBoth, ["phone", "email"]],
    ]);
    expect(relatedLeads(store.db, byEmail).map((l) => [l.id, l.matchedBy])).toEqual([
      [first, ["email"]],
      [byBoth, ["email"]],
    ]);
  });

  test("within 90 days before or after, not beyond; oldest first", () => {
    const { store } = open();
    const lead = add(store, home(), 100);
    const before = add(store, home(), 10);
    const tooEarly = add(store, home(), 9);
    const after = add(store, home(), 190);
    const tooLate = add(store, home(), 191);
    expect(ids(store, lead)).toEqual([before, after]);
    expect(ids(store, tooEarly)).toEqual([before]);
    expect(ids(store, tooLate)).toEqual([after]);
  });

  test("spam is left out, held or marked; another customer and a lead without keys link to nothing", () => {
    const { store } = open();
    const lead = add(store, home(), 0);
    add(store, home(), 1, ["too-fast"]);
    const marked = add(store, home(), 2);
    store.db.prepare("UPDATE quotes SET status = 'spam' WHERE id = ?").run(marked);
    const stranger = add(store, home({ phone: "021 555 0100" }), 3);
    const unreadable = add(store, home({ phone: "021" }), 4);
    expect(ids(store, lead)).toEqual([]);
    expect(ids(store, stranger)).toEqual([]);
    expect(ids(store, unreadable)).toEqual([]);
    expect(relatedLeads(store.db, 999)).toEqual([]);
  });

  test("a very frequent customer lists the nearest requests only", () => {
    const { store } = open();
    const lead = add(store, home(), 45);
    for (let day = 0; day < 90; day++) if (day !== 45) add(store, home(), day);
    const related = relatedLeads(store.db, lead);
    expect(related).toHaveLength(RELATED_MAX);
    const days = related.map((l) => Math.round((Date.parse(l.receivedAt) - start) / DAY));
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(Math.max(...days.map((d) => Math.abs(d - 45)))).toBe(RELATED_MAX / 2);
  });

  test("each branch of the lookup reads its key's index, not the whole table", () => {
    const { store } = open();
    const plan = (
      store.db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT id FROM quotes WHERE phone_key <> '' AND phone_key = ? AND received_at BETWEEN ? AND ?
           UNION SELECT id FROM quotes WHERE email_key <> '' AND email_key = ? AND received_at BETWEEN ? AND ?`,
        )
        .all("+64215550199", "a", "b", "x@example.co.nz", "a", "b") as { detail: string }[]
    ).map((r) => r.detail);
    expect(plan.join("\n")).toMatch(/USING (COVERING )?INDEX quotes_phone_key/);
    expect(plan.join("\n")).toMatch(/USING (COVERING )?INDEX quotes_email_key/);
  });
});

describe("keys for leads stored before they existed", () => {
  test("are filled when the store opens, once; a phone that cannot be read stays empty", () => {
    const { store, dir } = open();
    const old = store.insert(page({ phone: "(021) 555-0199", email: " Aroha@Example.co.nz " }), { userAgent: "" });
    const unreadable = store.insert(home({ phone: "021" }), { userAgent: "" });
    store.db.exec("UPDATE quotes SET phone_key = '', email_key = ''");
    store.close();
    stores = [];
    const reopened = open(dir).store;
    const keys = reopened.db.prepare("SELECT id, phone_key, email_key FROM quotes ORDER BY id").all();
    expect(keys).toEqual([
      { id: old, phone_key: "+64215550199", email_key: "aroha@example.co.nz" },
      { id: unreadable, phone_key: "", email_key: "" },
    ]);
    expect(backfillCustomerKeys(reopened.db, (work) => work())).toBe(0);
  });
});
