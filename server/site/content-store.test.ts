import { afterEach, describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { openQuoteStore, type QuoteStore } from "../db.ts";
import { createContentStore, describeChanges, publishedContent, seedFromSite, SUMMARY_MAX } from "./content-store.ts";

const seed = seedFromSite(readSiteEnv({}));
let stores: QuoteStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});
function open() {
  const store = openQuoteStore(tempDir("content-store-"));
  stores.push(store);
  const rows = () => Number((store.db.prepare("SELECT COUNT(*) AS n FROM content_revisions").get() as { n: number }).n);
  return { content: createContentStore(store.db, seed), rows };
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
      doc.claims.hours.weekends = "Closed";
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
