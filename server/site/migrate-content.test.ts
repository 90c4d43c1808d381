import { readFileSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { checkContent, CONTENT_VERSION } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { openQuoteStore, type QuoteStore } from "../db.ts";
import { createContentStore, seedFromSite } from "./content-store.ts";
import { ContentVersionError, migrateContent } from "./migrate-content.ts";

/** The seed document exactly as the first release of the editor stores it (content version 1). */
const fixtureText = readFileSync(new URL("../../test/fixtures/content-v1.json", import.meta.url), "utf8");
const fixture = JSON.parse(fixtureText) as unknown;

let stores: QuoteStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});
/** A content store whose only revision is `document`, stored as written in `version`. */
function storeWith(document: string, version: number) {
  const store = openQuoteStore(tempDir("content-migrate-"));
  stores.push(store);
  store.db
    .prepare(
      `INSERT INTO content_revisions (saved_at, saved_by, summary, content_version, document)
       VALUES ('2026-11-24T00:00:00.000Z', 'owner@example.co.nz', 'First edit', ?, ?)`,
    )
    .run(version, document);
  return createContentStore(store.db, seedFromSite(readSiteEnv({})));
}

describe("content written by earlier releases", () => {
  test("the version 1 fixture loads, validates and migrates to itself", () => {
    expect(CONTENT_VERSION).toBe(1);
    const migrated = migrateContent(structuredClone(fixture), 1);
    expect(migrated).toEqual(fixture);
    expect(checkContent(migrated)).toEqual({ ok: true, content: fixture });
    const content = storeWith(fixtureText, 1);
    expect(content.head()).toMatchObject({ revision: 1, content: fixture, savedBy: "owner@example.co.nz" });
    expect(content.get(1)?.content).toEqual(fixture);
    // Nothing to rewrite: it is this release's version already.
    expect(content.upgrade()).toBe(0);
  });

  test("steps run in order from the stored version up to the newest", () => {
    const steps = [
      (doc: Record<string, unknown>) => ({ ...doc, version: 2, trail: ["1→2"] }),
      (doc: Record<string, unknown>) => ({ ...doc, version: 3, trail: [...(doc.trail as string[]), "2→3"] }),
    ];
    expect(migrateContent({ version: 1 }, 1, steps)).toEqual({ version: 3, trail: ["1→2", "2→3"] });
    expect(migrateContent({ version: 2, trail: [] }, 2, steps)).toEqual({ version: 3, trail: ["2→3"] });
    expect(migrateContent({ version: 3 }, 3, steps)).toEqual({ version: 3 });
  });

  test("a document from a newer release is refused with a clear message, and never guessed at", () => {
    const future = { ...(fixture as object), version: CONTENT_VERSION + 1, pages: [] };
    expect(() => migrateContent(future, CONTENT_VERSION + 1)).toThrow(ContentVersionError);
    expect(() => migrateContent(future, CONTENT_VERSION + 1)).toThrow(
      `This content was saved by a newer release (content version ${CONTENT_VERSION + 1}); this release reads up ` +
        `to version ${CONTENT_VERSION}. Deploy that release (or newer) again, or restore a backup taken before the ` +
        "upgrade.",
    );
    const content = storeWith(JSON.stringify(future), CONTENT_VERSION + 1);
    expect(() => content.head()).toThrow(/^Content revision 1: This content was saved by a newer release/);
    // Left as it is at start: the newer release can still read it.
    expect(content.upgrade()).toBe(0);
  });

  test("what was never a document is refused too", () => {
    expect(() => migrateContent(fixture, 0)).toThrow("Content version 0 is not a version this site has ever written.");
    expect(() => migrateContent("text", 1)).toThrow(/not a JSON object/);
    expect(() => migrateContent([], 1)).toThrow(/not a JSON object/);
  });
});
