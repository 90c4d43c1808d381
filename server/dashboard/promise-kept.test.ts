import { afterEach, describe, expect, test } from "vitest";
import type { Quote } from "../quotes/quote-schema.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { tempDir } from "../../test/support/server/http";
import { overview } from "./overview";
import { promiseKept } from "./promise-kept";

const MINUTE = 60_000;
/** An Auckland wall-clock time in November 2026 (daylight saving, +13:00). */
const nz = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, "0")}T${time}:00+13:00`);
/** Monday 30 November 2026, noon. */
const now = nz(30, "12:00");

const stores: QuoteStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

/**
 * A week of leads (and one older) with their first answers, on the home form's 30 office minutes, written as the
 * dashboard would have: a status change, a note or a "called" tap, each at its own time.
 */
function aWeekOfLeads() {
  const store = openQuoteStore(tempDir("promise-kept-"));
  stores.push(store);
  const lead = (
    receivedAt: Date,
    answer?: { kind: "status" | "note" | "called" | "released"; after: number },
    extra: { urgency?: string; spam?: boolean } = {},
  ) => {
    const quote = {
      form: "home",
      name: "Customer",
      phone: "021 555 0199",
      service: "hot-water",
      urgency: extra.urgency ?? "soon",
      website: "",
    } as Quote;
    const id = store.insert(quote, { userAgent: "t", receivedAt, spamReasons: extra.spam ? ["too-fast"] : [] });
    if (answer)
      store.db
        .prepare("INSERT INTO lead_events (quote_id, at, actor, kind) VALUES (?, ?, 'owner', ?)")
        .run(id, new Date(receivedAt.getTime() + answer.after * MINUTE).toISOString(), answer.kind);
    return id;
  };
  lead(nz(24, "10:00"), { kind: "status", after: 12 }); // within: 12 min
  lead(nz(25, "09:00"), { kind: "note", after: 120 }); // late: 120 min
  lead(nz(26, "15:00"), { kind: "called", after: 20 }); // within: 20 min
  lead(nz(27, "09:00")); // never answered, overdue: not within
  lead(nz(30, "11:50")); // not yet due (12:20): left out
  lead(nz(30, "11:40"), { kind: "called", after: 5 }); // answered before its time: within, 5 min
  lead(nz(28, "23:00"), { kind: "note", after: 10 }, { urgency: "emergency" }); // 15 minutes at any hour: within
  lead(nz(29, "10:00"), { kind: "released", after: 5 }); // a release is no answer: overdue
  lead(nz(24, "10:00"), undefined, { spam: true }); // held as spam: left out
  const marked = lead(nz(24, "11:00"), { kind: "status", after: 1 });
  store.db.prepare("UPDATE quotes SET status = 'spam' WHERE id = ?").run(marked); // marked spam: left out
  lead(nz(10, "10:00"), { kind: "status", after: 240 }); // 30 days only: late, 240 min
  lead(new Date(nz(1, "10:00").getTime() - 20 * 24 * 60 * MINUTE)); // older than 30 days
  return store;
}

describe("the promise kept, over 7 and 30 days", () => {
  test("the share answered within the promise, and the median time to the first answer", () => {
    const store = aWeekOfLeads();
    expect(promiseKept(store.db, now)).toEqual([
      { days: 7, judged: 7, within: 4, answered: 5, medianMs: 12 * MINUTE },
      { days: 30, judged: 8, within: 4, answered: 6, medianMs: 16 * MINUTE },
    ]);
  });

  test("the overview carries it, with the quotes held as spam this week", () => {
    const store = aWeekOfLeads();
    const figures = overview(store.db, now);
    expect(figures.promise).toEqual(promiseKept(store.db, now));
    expect(figures.heldSpam).toEqual({ count: 1, days: 7 });
  });

  test("no leads: nothing judged and no median", () => {
    const store = openQuoteStore(tempDir("promise-kept-"));
    stores.push(store);
    expect(promiseKept(store.db, now)).toEqual([
      { days: 7, judged: 0, within: 0, answered: 0, medianMs: null },
      { days: 30, judged: 0, within: 0, answered: 0, medianMs: null },
    ]);
  });
});
