import { describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { openQuoteStore } from "../../server/quotes/db.ts";
import { ContentStore, seedFromSite } from "../../server/site/content-store.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { seedReport, takeSeed } from "./content-seed.ts";

const repository = seedFromSite(readSiteEnv({}));
const changed = (change: (doc: SiteContent) => void) => () => {
  const doc = repository();
  change(doc);
  return doc;
};

/** A data folder that took the repository's content in, and where the owner then renamed a review's customer. */
function ownerDataDir() {
  const dataDir = tempDir("content-seed-");
  const store = openQuoteStore(dataDir);
  const content = new ContentStore(store.db, repository);
  const doc = content.head().content;
  doc.reviews[1]!.name = "Alofa S. (Papatoetoe)";
  expect(content.save({ baseRevision: 0, content: doc, author: "owner@example.co.nz" }).status).toBe("saved");
  store.close();
  return dataDir;
}

describe("npm run content:seed", () => {
  test("says what a developer's change would do, then with --apply records it as the repository's revision", () => {
    const dataDir = ownerDataDir();
    const seed = changed((doc) => (doc.claims.tagline = "Auckland's leak finders."));
    const dry = seedReport(takeSeed({ dataDir, seed, apply: false }), false);
    expect(dry.ok).toBe(true);
    expect(dry.text).toMatch(/^The repository's changes: .*tagline/);
    expect(dry.text).toMatch(/--apply/);
    const applied = seedReport(takeSeed({ dataDir, seed, apply: true }), true);
    expect(applied).toEqual({
      ok: true,
      text: "Recorded as revision 2 by the repository. Preview it and go live from the dashboard.",
    });
    const store = openQuoteStore(dataDir);
    try {
      const head = new ContentStore(store.db, seed).head();
      expect(head).toMatchObject({ revision: 2, savedBy: "the repository" });
      expect(head.content.claims.tagline).toBe("Auckland's leak finders.");
      expect(head.content.reviews[1]!.name).toBe("Alofa S. (Papatoetoe)");
    } finally {
      store.close();
    }
    expect(seedReport(takeSeed({ dataDir, seed, apply: true }), true).text).toMatch(/nothing to take in/);
  });

  test("refuses where the owner changed the same place, naming it, and writes nothing", () => {
    const dataDir = ownerDataDir();
    const seed = changed((doc) => (doc.reviews[1]!.name = "Alofa S., Otahuhu"));
    const report = seedReport(takeSeed({ dataDir, seed, apply: true }), true);
    expect(report.ok).toBe(false);
    expect(report.text).toMatch(/changed the same places differently; nothing was written:\n {2}reviews\.alofa-s/);
    const store = openQuoteStore(dataDir);
    try {
      expect(new ContentStore(store.db, seed).head().revision).toBe(1);
    } finally {
      store.close();
    }
  });
});
