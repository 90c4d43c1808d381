import { afterEach, describe, expect, test } from "vitest";
import { CONTENT_VERSION, type SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db.ts";
import { ContentStore, describeChanges, publishedContent, seedFromSite, SUMMARY_MAX } from "./content-store.ts";

const seed = seedFromSite(readSiteEnv({}));
let stores: QuoteStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});
function open(pinned?: () => number[]) {
  const store = openQuoteStore(tempDir("content-store-"));
  stores.push(store);
  const rows = () => Number((store.db.prepare("SELECT COUNT(*) AS n FROM content_revisions").get() as { n: number }).n);
  return { content: new ContentStore(store.db, seed, undefined, pinned), rows, db: store.db };
}
const edited = (change: (doc: SiteContent) => void, from: SiteContent = seed()) => {
  const doc = structuredClone(from);
  change(doc);
  return doc;
};
const tama = (doc: SiteContent) => doc.reviews.find((r) => r.id === "tama-w")!;

describe("the content store", () => {
  test("before the first save the seed is revision 0, and the published content", () => {
    const { content } = open();
    expect(content.head()).toEqual({ revision: 0, content: seed() });
    expect(content.get(0)).toEqual({ revision: 0, content: seed() });
    expect(content.get(1)).toBeUndefined();
    expect(content.list()).toEqual([]);
    expect(publishedContent(content)).toEqual({ revision: 0, content: seed() });
  });

  test("a save is the newest revision, with its author and a summary of the changes in words", () => {
    const { content } = open();
    const next = edited((doc) => {
      tama(doc).text = "Fixed the leak under the sink in no time.";
      doc.faqs.push({ id: "gas-fitting", question: "Do you fit gas?", answer: "Yes: certified gasfitters." });
      doc.settings.BUSINESS_PHONE = "09 555 0101";
    });
    const saved = content.save({ baseRevision: 0, content: next, author: "owner@example.co.nz" });
    expect(saved).toEqual({ status: "saved", revision: 1, content: next, merged: false });
    expect(content.head()).toMatchObject({ revision: 1, content: next, savedBy: "owner@example.co.nz" });
    expect(publishedContent(content)).toEqual({ revision: 1, content: next });
    const [listed] = content.list();
    expect(listed).toEqual({
      id: 1,
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      savedBy: "owner@example.co.nz",
      summary: "Review by Tama W. edited; FAQ 'gas-fitting' added; phone changed",
    });
    expect(Object.keys(listed!)).not.toContain("content");

    const typed = content.save({
      baseRevision: 1,
      content: edited((doc) => (tama(doc).hidden = true), next),
      author: "office@example.co.nz",
      summary: "  Took down Tama's review at his request  ",
    });
    expect(typed).toMatchObject({ status: "saved", revision: 2 });
    expect(content.list().map((r) => [r.id, r.savedBy, r.summary])).toEqual([
      [2, "office@example.co.nz", "Took down Tama's review at his request"],
      [1, "owner@example.co.nz", "Review by Tama W. edited; FAQ 'gas-fitting' added; phone changed"],
    ]);
    expect(content.list(1)).toHaveLength(1);
  });

  test("a problem is answered by field and nothing is written", () => {
    const { content, rows } = open();
    const bad = edited((doc) => {
      doc.reviews[0]!.rating = 7;
      doc.settings.SOCIAL_FACEBOOK_URL = "javascript:alert(1)";
      doc.faqs[2]!.answer = "   ";
    });
    const outcome = content.save({ baseRevision: 0, content: bad, author: "owner@example.co.nz" });
    expect(outcome.status).toBe("invalid");
    expect(outcome.status === "invalid" && outcome.problems.map((p) => p.path)).toEqual([
      "settings.SOCIAL_FACEBOOK_URL",
      "reviews.0.rating",
      "faqs.2.answer",
    ]);
    expect(content.save({ baseRevision: 0, content: "nope", author: "x" }).status).toBe("invalid");
    const long = content.save({ baseRevision: 0, content: seed(), author: "x", summary: "x".repeat(SUMMARY_MAX + 1) });
    expect(long).toEqual({ status: "invalid", problems: [{ path: "summary", message: "At most 200 characters." }] });
    const ahead = content.save({ baseRevision: 5, content: seed(), author: "x" });
    expect(ahead).toEqual({
      status: "invalid",
      problems: [{ path: "baseRevision", message: "There is no revision 5." }],
    });
    expect(rows()).toBe(0);
  });

  test("saves from the same revision merge; the same item changed twice is a conflict and nothing is lost", () => {
    const { content, rows } = open();
    const first = content.save({
      baseRevision: 0,
      content: edited((doc) => (tama(doc).text = "First editor's words.")),
      author: "owner@example.co.nz",
    });
    const second = content.save({
      baseRevision: 0,
      content: edited((doc) => (doc.reviews.find((r) => r.id === "priya-s")!.rating = 4)),
      author: "office@example.co.nz",
    });
    expect(first).toMatchObject({ status: "saved", revision: 1, merged: false });
    expect(second).toMatchObject({ status: "saved", revision: 2, merged: true });
    const head = content.head().content;
    expect(tama(head).text).toBe("First editor's words.");
    expect(head.reviews.find((r) => r.id === "priya-s")!.rating).toBe(4);
    expect(content.list()[0]!.summary).toBe("Review by Priya S. edited");

    const mine = edited((doc) => (tama(doc).text = "My words instead."));
    const clash = content.save({ baseRevision: 0, content: mine, author: "office@example.co.nz" });
    expect(clash).toEqual({
      status: "conflict",
      conflicts: [{ path: "reviews.tama-w", yours: tama(mine), theirs: tama(head) }],
      problems: [],
      merged: head,
      revision: 2,
      content: head,
    });
    expect(rows()).toBe(2);
  });

  test("a save that changes nothing writes nothing", () => {
    const { content, rows } = open();
    expect(content.save({ baseRevision: 0, content: seed(), author: "x" })).toMatchObject({
      status: "saved",
      revision: 0,
    });
    expect(rows()).toBe(0);
  });

  test("restoring a revision saves its content as a new revision; an unknown one is not found", () => {
    const { content } = open();
    const one = edited((doc) => (doc.settings.BUSINESS_NAME = "Kauri Plumbing"));
    content.save({ baseRevision: 0, content: one, author: "owner@example.co.nz" });
    content.save({
      baseRevision: 1,
      content: edited((doc) => (doc.settings.BUSINESS_NAME = "Kauri Plumbing Ltd"), one),
      author: "owner@example.co.nz",
    });
    expect(content.restore(1, "office@example.co.nz")).toEqual({
      status: "saved",
      revision: 3,
      content: one,
      merged: false,
    });
    expect(content.head()).toMatchObject({ revision: 3, content: one, savedBy: "office@example.co.nz" });
    expect(content.list()[0]!.summary).toBe("Restored revision 1: business name changed");
    expect(content.restore(0, "x")).toMatchObject({ revision: 4, content: seed() });
    expect(content.restore(99, "x")).toBeUndefined();
  });

  test("hostile text is stored and read back exactly as given", () => {
    const { content } = open();
    const hostile = "</script><script>alert(1)</script>";
    const doc = edited((d) => {
      tama(d).text = hostile;
      tama(d).name = `"><img src=x onerror=alert(1)>`;
    });
    content.save({ baseRevision: 0, content: doc, author: "owner@example.co.nz" });
    expect(tama(content.head().content).text).toBe(hostile);
    expect(tama(content.head().content).name).toBe(`"><img src=x onerror=alert(1)>`);
  });
});

describe("summaries", () => {
  test("every kind of change in words, cut to the summary's length with a count of the rest", () => {
    const before = seed();
    const after = edited((doc) => {
      doc.reviews.find((r) => r.id === "alofa-s")!.hidden = true;
      doc.reviews = doc.reviews.filter((r) => r.id !== "karen-w");
      doc.reviews.push({ ...doc.reviews[0]!, id: "hana-k", name: "Hana K." });
      doc.faqs = doc.faqs.filter((f) => f.id !== "guarantee");
      doc.homeFaqs = doc.homeFaqs.filter((id) => id !== "guarantee");
      doc.claims.hours.office.pop();
      doc.settings.REVIEWS_URL = "https://example.com/reviews";
    });
    expect(describeChanges(before, after)).toBe(
      "Review by Alofa S. hidden; Review by Hana K. added; Review by Karen W. removed; FAQ 'guarantee' removed; " +
        "home page's questions changed; reviews link changed; opening hours changed",
    );
    const many = edited((doc) => doc.reviews.forEach((r) => (r.text = `${r.text} Thanks!`)));
    const line = describeChanges(before, many);
    expect(line.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(line).toMatch(/^Review by Tama W\. edited; .*; and \d+ more changes$/);
    expect(describeChanges(before, before)).toBe("No changes");
  });

  test("a service's or an area's words edited are named by the service's title and the area's name", () => {
    const after = edited((doc) => {
      doc.services.find((s) => s.slug === "leak-detection")!.mobileDescription = "Hidden leaks found fast.";
      doc.services.find((s) => s.slug === "maintenance")!.title = "Planned Maintenance";
      doc.areas.find((a) => a.slug === "mangere-east")!.description = "Homes and businesses near the airport.";
    });
    expect(describeChanges(seed(), after)).toBe(
      "Service 'Leak Detection' edited; Service 'Planned Maintenance' edited; Area 'Mangere East' edited",
    );
  });
});

describe("old revisions pruned (server/site/revision-pruning.ts)", () => {
  const DAY = 24 * 60 * 60_000;
  /** Saves `n` revisions, each a different text of Tama's review; returns their ids. */
  const saveMany = (content: ReturnType<typeof open>["content"], n: number) =>
    Array.from({ length: n }, (_, i) => {
      const outcome = content.save({
        baseRevision: content.head().revision,
        content: edited((doc) => (tama(doc).text = `Version ${i + 1} of the review.`), content.head().content),
        author: "owner@example.co.nz",
      });
      if (outcome.status !== "saved") throw new Error(`save ${i + 1}: ${outcome.status}`);
      return outcome.revision;
    });
  /** Dates a revision back, as if it had been saved `ms` ago. */
  const age = (db: ReturnType<typeof open>["db"], id: number, ms: number) =>
    db
      .prepare("UPDATE content_revisions SET saved_at = ? WHERE id = ?")
      .run(new Date(Date.now() - ms).toISOString(), id);
  const ids = (content: ReturnType<typeof open>["content"]) => content.list(1000).map((r) => r.id);

  test("a save prunes what is past a year, but never a revision a build was made from; a pruned one is unknown", () => {
    let pinned: number[] = [];
    const { content, db } = open(() => pinned);
    const [r1, r2, r3, r4] = saveMany(content, 4);
    for (const id of [r1!, r2!, r3!]) age(db, id, 400 * DAY);
    pinned = [r2!];
    const [r5] = saveMany(content, 1);
    expect(ids(content)).toEqual([r5, r4, r2]);
    expect(content.get(r1!)).toBeUndefined();
    expect(content.restore(r1!, "owner@example.co.nz")).toBeUndefined();
    expect(content.restore(r2!, "owner@example.co.nz")).toMatchObject({ status: "saved" });
    expect(tama(content.head().content).text).toBe("Version 2 of the review.");
  });

  test("between a month and a year old, the newest of each day stays; a restore prunes too", () => {
    const { content, db } = open();
    const [r1, r2, r3, r4] = saveMany(content, 4);
    // Three saves on one day 40 days ago, a minute apart, and one 29 days ago.
    age(db, r1!, 40 * DAY + 120_000);
    age(db, r2!, 40 * DAY + 60_000);
    age(db, r3!, 40 * DAY);
    age(db, r4!, 29 * DAY);
    const restored = content.restore(r4!, "owner@example.co.nz");
    if (restored?.status !== "saved") throw new Error(`restore: ${restored?.status}`);
    expect(ids(content)).toEqual([restored.revision, r4, r3]);
  });

  test("at start, and with no builds to ask only the newest revision is sure to stay", () => {
    const first = open();
    const saved = saveMany(first.content, 3);
    for (const id of saved) age(first.db, id, 500 * DAY);
    const again = new ContentStore(first.db, seed);
    expect(ids(again)).toEqual([saved[2]]);
    expect(tama(again.head().content).text).toBe("Version 3 of the review.");
  });

  // The rule at volume: every revision is judged in one prune, whatever their number. The documents are small here,
  // as the rule reads only dates; how long a prune of seed-sized revisions takes is `npm run bench:revisions`.
  test("10,000 revisions over three years are all judged at once: the right ones kept", () => {
    const { content, db, rows } = open(() => [1]);
    // Ten saves a day for 1,000 days, five minutes apart an hour before this instant of each day (one Auckland
    // day each): the oldest first, so ids rise with time as they do. The first, pinned, is the seed, read back.
    const now = Date.parse("2026-12-06T00:00:00Z");
    const insert = db.prepare(
      "INSERT INTO content_revisions (saved_at, saved_by, summary, content_version, document) VALUES (?, ?, ?, ?, ?)",
    );
    let inserted = 0;
    db.exec("BEGIN");
    for (let day = 999; day >= 0; day--)
      for (let j = 9; j >= 0; j--)
        insert.run(
          new Date(now - day * DAY - 60 * 60_000 - j * 5 * 60_000).toISOString(),
          "o",
          "s",
          CONTENT_VERSION,
          inserted++ === 0 ? JSON.stringify(seed()) : "{}",
        );
    db.exec("COMMIT");
    expect(rows()).toBe(10_000);
    const removed = content.prune(now);
    expect(content.prune(now)).toBe(0);
    // Kept: the last 30 days' 300, one for each of the 335 days from 30 to 364 days old, and pinned revision 1.
    expect(rows()).toBe(300 + 335 + 1);
    expect(removed).toBe(10_000 - 636);
    expect(content.get(1)).toBeDefined();
  });
});
