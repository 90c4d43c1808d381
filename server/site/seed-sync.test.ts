import { afterEach, describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db.ts";
import { ContentStore, seedFromSite } from "./content-store.ts";
import { REPOSITORY_AUTHOR } from "./seed-sync.ts";

const repository = seedFromSite(readSiteEnv({}));
const edited = (change: (doc: SiteContent) => void, from: SiteContent = repository()) => {
  const doc = structuredClone(from);
  change(doc);
  return doc;
};
const tama = (doc: SiteContent) => doc.reviews.find((r) => r.id === "tama-w")!;

let stores: QuoteStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});

describe("the repository's content meets the owner's only by npm run content:seed", () => {
  test("a developer's change to the seed is never merged at start; content:seed shows it, then takes it in", () => {
    const dir = tempDir("seed-sync-");
    const first = openQuoteStore(dir);
    const owner = new ContentStore(first.db, repository);
    expect(owner.seedState()).toBe("taken");
    owner.save({
      baseRevision: 0,
      content: edited((doc) => (doc.claims.reviewCount = "150+")),
      author: "owner@example.co.nz",
    });
    first.close();

    // The next deployment's repository has a review's words changed by a developer.
    const developer = () => edited((doc) => (tama(doc).text = "Fixed the leak under the sink in no time."));
    const second = openQuoteStore(dir);
    stores.push(second);
    const after = new ContentStore(second.db, developer);
    // At start: said, not merged. The owner's content is as the owner left it.
    expect(after.seedState()).toBe("pending");
    expect(after.head().revision).toBe(1);
    expect(tama(after.head().content).text).not.toBe("Fixed the leak under the sink in no time.");
    // The command without --apply describes; with it, records a revision by the repository.
    expect(after.takeSeed(false)).toEqual({
      status: "changes",
      summary: "The repository's changes: Review by Tama W. edited",
    });
    expect(after.head().revision).toBe(1);
    expect(after.takeSeed(true)).toEqual({ status: "merged", revision: 2 });
    const head = after.head();
    expect(head.savedBy).toBe(REPOSITORY_AUTHOR);
    expect(head.content.claims.reviewCount).toBe("150+");
    expect(tama(head.content).text).toBe("Fixed the leak under the sink in no time.");
    expect(after.list()[0]?.summary).toBe("The repository's changes: Review by Tama W. edited");
    // Taken in once: the next start changes nothing.
    second.close();
    stores = [];
    const third = openQuoteStore(dir);
    stores.push(third);
    const thirdStart = new ContentStore(third.db, developer);
    expect(thirdStart.seedState()).toBe("unchanged");
    expect(thirdStart.takeSeed(true)).toEqual({ status: "unchanged" });
  });

  test("both changed the same item differently: nothing is merged, the conflict is said, and it is tried again", () => {
    const dir = tempDir("seed-sync-conflict-");
    const first = openQuoteStore(dir);
    new ContentStore(first.db, repository).save({
      baseRevision: 0,
      content: edited((doc) => (tama(doc).text = "The owner's words.")),
      author: "owner@example.co.nz",
    });
    first.close();
    const developer = () => edited((doc) => (tama(doc).text = "The developer's words."));
    for (let start = 0; start < 2; start++) {
      const again = openQuoteStore(dir);
      stores.push(again);
      const content = new ContentStore(again.db, developer);
      expect(content.seedState()).toBe("pending");
      expect(content.takeSeed(true)).toMatchObject({ status: "conflict", conflicts: [{ path: "reviews.tama-w" }] });
      expect(tama(content.head().content).text).toBe("The owner's words.");
      expect(content.list()).toHaveLength(1);
    }
  });
});

describe("a data folder with no save yet", () => {
  test("builds the repository's content as it is: a changed seed is simply taken", () => {
    const dir = tempDir("seed-sync-fresh-");
    const first = openQuoteStore(dir);
    new ContentStore(first.db, repository);
    first.close();
    const developer = () => edited((doc) => (tama(doc).text = "The developer's words."));
    const second = openQuoteStore(dir);
    stores.push(second);
    const content = new ContentStore(second.db, developer);
    expect(content.seedState()).toBe("taken");
    expect(tama(content.head().content).text).toBe("The developer's words.");
  });
});
