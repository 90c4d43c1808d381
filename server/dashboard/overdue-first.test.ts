import { afterEach, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { tempDir } from "../../test/support/server/http";
import { LIST_PAGE_SIZE } from "../../shared/leads/lead-fields";
import { parseFilter } from "./lead-filter";
import { Leads } from "./leads";

const home = (name: string, urgency = "soon") =>
  ({ form: "home", name, phone: "021 555 0199", service: "hot-water", urgency, website: "" }) as Quote;
const noFilter = parseFilter(() => undefined);
/** Wednesday 25 November 2026, 14:00 in Auckland (NZDT, +13:00). */
const now = new Date("2026-11-25T14:00:00+13:00");
const at = (local: string) => new Date(`2026-11-25T${local}:00+13:00`);

const stores: QuoteStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function open() {
  const store = openQuoteStore(tempDir("overdue-first-"));
  stores.push(store);
  const leads = new Leads(store);
  const add = (name: string, receivedAt: Date, urgency?: string) =>
    store.insert(home(name, urgency), { userAgent: "test", receivedAt });
  return { store, leads, add };
}

describe("the default list shows overdue, untouched leads first", () => {
  test("longest waiting first, then the usual newest first, each lead once on the page", () => {
    const { leads, add } = open();
    add("Cold", new Date(now.getTime() - 10 * 24 * 3_600_000));
    const called = add("Called", at("09:00"));
    add("Morning", at("10:00"));
    add("Lunch", at("13:00"));
    add("Emergency", at("13:40"), "emergency");
    add("Fresh", at("13:50"));
    leads.recordCall(called, "owner@example.co.nz");
    const page = leads.list(noFilter, {}, now);
    // Due 10:30, 13:30 and 13:55: overdue. "Fresh" is due 14:20, "Called" was answered, "Cold" is ten days old.
    expect(page.leads.map((l) => l.name)).toEqual(["Morning", "Lunch", "Emergency", "Fresh", "Called", "Cold"]);
    expect(page.overdueFirst).toBe(3);
    expect(page.total).toBe(6);
  });

  test("only on the default view's first page: a filter, a search or a cursor keeps id order", () => {
    const { leads, add } = open();
    add("Morning", at("10:00"));
    add("Fresh", at("13:50"));
    const names = (query: Record<string, string>, cursor = {}) =>
      leads
        .list(
          parseFilter((name) => query[name]),
          cursor,
          now,
        )
        .leads.map((l) => l.name);
    expect(names({ status: "new" })).toEqual(["Fresh", "Morning"]);
    expect(names({ q: "r" })).toEqual(["Fresh", "Morning"]);
    expect(
      leads.list(
        parseFilter(() => undefined),
        {},
        at("10:29"),
      ).overdueFirst,
    ).toBeUndefined();
  });

  test("paging on from the first page still shows every lead exactly once in id order", () => {
    const { leads, add } = open();
    const late = add("Late", at("09:00"));
    for (let i = 1; i <= 40; i++) add(`Filler ${i}`, at("13:55"));
    const first = leads.list(noFilter, {}, now);
    expect(first.overdueFirst).toBe(1);
    expect(first.leads[0]!.id).toBe(late);
    expect(first.leads).toHaveLength(LIST_PAGE_SIZE + 1);
    // The pages in id order, without the pinned top: each of the 41 leads once.
    const seen = first.leads.slice(first.overdueFirst).map((l) => l.id);
    let older = first.older;
    while (older !== null) {
      const next = leads.list(noFilter, { before: older }, now);
      expect(next.overdueFirst).toBeUndefined();
      seen.push(...next.leads.map((l) => l.id));
      older = next.older;
    }
    expect(seen).toHaveLength(41);
    expect(new Set(seen).size).toBe(41);
    expect(seen).toEqual(seen.toSorted((a, b) => b - a));
    // Back to the newest page from the second: the cursors are the id order's.
    const second = leads.list(noFilter, { before: first.older! }, now);
    expect(leads.list(noFilter, { after: second.newer! }, now).leads.map((l) => l.id)).toEqual(
      first.leads.slice(1).map((l) => l.id),
    );
  });

  test("a call, a note or a status change takes a lead out of the overdue group; releasing it from spam does not", () => {
    const { store, leads, add } = open();
    const called = add("Called", at("10:00"));
    const noted = add("Noted", at("10:00"));
    const moved = add("Moved", at("10:00"));
    const released = store.insert(home("Released"), { userAgent: "t", receivedAt: at("10:00"), spamReasons: ["x"] });
    leads.release(released, "owner@example.co.nz");
    expect(leads.recordCall(called, "owner@example.co.nz")).toBe(true);
    expect(leads.recordCall(9999, "owner@example.co.nz")).toBe(false);
    leads.addNote(noted, "Left a message", "owner@example.co.nz");
    leads.setStatus(moved, "contacted", "owner@example.co.nz");
    const page = leads.list(noFilter, {}, now);
    expect(page.leads.slice(0, page.overdueFirst).map((l) => l.name)).toEqual(["Released"]);
    const detail = leads.get(called)!;
    expect(detail.answeredAt).not.toBeNull();
    expect(detail.events).toMatchObject([{ kind: "called", actor: "owner@example.co.nz" }]);
  });
});
