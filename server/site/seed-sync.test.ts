import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { openQuoteStore, type QuoteStore } from "../db.ts";
import { createContentStore, seedFromSite } from "./content-store.ts";
import { ExportedContentError, readExported, seedOverExported, writeExported } from "./exported-content.ts";
import { REPOSITORY_AUTHOR } from "./seed-sync.ts";

const repository = seedFromSite(readSiteEnv({}), "/nonexistent/owner-content.json");
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

describe("the repository's content meets the owner's", () => {
  test("a developer's change to the seed reaches the owner's content as a revision; the owner's changes stay", () => {
    const dir = tempDir("seed-sync-");
    const first = openQuoteStore(dir);
    const owner = createContentStore(first.db, repository);
    expect(owner.seedSync()).toEqual({ status: "taken" });
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
    const after = createContentStore(second.db, developer);
    expect(after.seedSync()).toEqual({ status: "merged", revision: 2 });
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
    expect(createContentStore(third.db, developer).seedSync()).toEqual({ status: "unchanged" });
  });

  test("both changed the same item differently: nothing is merged, the conflict is said, and it is tried again", () => {
    const dir = tempDir("seed-sync-conflict-");
    const first = openQuoteStore(dir);
    createContentStore(first.db, repository).save({
      baseRevision: 0,
      content: edited((doc) => (tama(doc).text = "The owner's words.")),
      author: "owner@example.co.nz",
    });
    first.close();
    const developer = () => edited((doc) => (tama(doc).text = "The developer's words."));
    for (let start = 0; start < 2; start++) {
      const again = openQuoteStore(dir);
      stores.push(again);
      const content = createContentStore(again.db, developer);
      expect(content.seedSync()).toMatchObject({ status: "conflict", conflicts: [{ path: "reviews.tama-w" }] });
      expect(tama(content.head().content).text).toBe("The owner's words.");
      expect(content.list()).toHaveLength(1);
    }
  });
});

describe("the owner's content exported into the repository", () => {
  test("builds as exported; a developer's later change is merged in; a clash names its place", () => {
    const file = path.join(tempDir("exported-"), "owner-content.json");
    const owner = edited((doc) => {
      doc.projects[0]!.title = "Pinhole Leak Found Behind a Shower";
      doc.settings.BUSINESS_PHONE = "09 555 0101";
    });
    writeExported(file, { revision: 7, content: owner, repository: repository() });
    const settings = repository().settings;
    const exported = readExported(settings, file)!;
    expect(exported.revision).toBe(7);
    // The settings stay each deployment's .env: the exported file holds none.
    expect(exported.content.settings).toEqual(settings);
    expect(seedOverExported(repository(), exported)).toEqual({ ...owner, settings });

    const later = edited((doc) => (tama(doc).text = "A developer's fix."));
    expect(tama(seedOverExported(later, exported)).text).toBe("A developer's fix.");
    expect(seedOverExported(later, exported).projects[0]!.title).toBe("Pinhole Leak Found Behind a Shower");

    const clash = edited((doc) => (doc.projects[0]!.title = "Another title"));
    expect(() => seedOverExported(clash, exported)).toThrow(ExportedContentError);
    expect(() => seedOverExported(clash, exported)).toThrow(/in the same places the owner changed: projects\.1\b/);

    // The server's first revision of a fresh data folder is the exported content too.
    expect(seedFromSite(readSiteEnv({}), file)().projects[0]!.title).toBe("Pinhole Leak Found Behind a Shower");
  });

  test("a broken file is refused with its problem in words", () => {
    const file = path.join(tempDir("exported-bad-"), "owner-content.json");
    writeFileSync(file, "{");
    expect(() => readExported(repository().settings, file)).toThrow(/is not JSON/);
    writeFileSync(file, JSON.stringify({ version: 3, revision: 1, base: {}, content: {} }));
    expect(() => readExported(repository().settings, file)).toThrow(/base is not valid content/);
  });
});
