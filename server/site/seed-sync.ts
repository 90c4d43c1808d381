import type { DatabaseSync } from "node:sqlite";
import { CONTENT_VERSION, checkContent, type SiteContent } from "../../app/content/document.ts";
import { mergeContent, sameValue, type Conflict } from "./merge.ts";
import { migrateContent } from "./migrate-content.ts";

/**
 * The repository's content meets the owner's (docs/decisions/012-owner-editing.md, "One direction"). After install
 * the data folder's document is the only content of record: nothing is merged at build or at start. The data folder
 * remembers the seed it last took in (`content_seed`); a developer's later change to the repository's document
 * (app/content/site.json) reaches the owner's content only by `npm run content:seed` (scripts/ops/content-seed.ts), which
 * shows what would change, refuses where the owner changed the same place differently, and records the change as a
 * revision by "the repository". Neither side's change is ever dropped silently.
 */
export type SeedSync =
  | { status: "unchanged" | "taken" }
  /** What taking the repository's changes in would change in the owner's content, not yet written. */
  | { status: "changes"; summary: string }
  | { status: "merged"; revision: number }
  | { status: "conflict"; conflicts: Conflict[] }
  /** The newest revision cannot be read by this release (a newer one wrote it): nothing is touched. */
  | { status: "skipped"; reason: string };

/** The author of a revision that brings the repository's changes in. */
export const REPOSITORY_AUTHOR = "the repository";

interface SeedRow {
  content_version: number;
  document: string;
}

const rememberedSeed = (db: DatabaseSync) =>
  db.prepare("SELECT content_version, document FROM content_seed WHERE id = 1").get() as SeedRow | undefined;

/** Remembers `seed` as the repository's content this data folder has taken in. */
export function rememberSeed(db: DatabaseSync, seed: SiteContent): void {
  db.prepare(
    `INSERT INTO content_seed (id, taken_at, content_version, document) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET taken_at = excluded.taken_at, content_version = excluded.content_version,
       document = excluded.document`,
  ).run(new Date().toISOString(), CONTENT_VERSION, JSON.stringify(seed));
}

/**
 * At start: a data folder with no save yet builds the repository's content as it is (revision 0), and so does one
 * from before the seed was remembered; either remembers it. Otherwise a different repository seed is only reported
 * (`pending`): `npm run content:seed` takes it in.
 */
export function seedAtStart(db: DatabaseSync, seed: SiteContent, saved: boolean): "unchanged" | "taken" | "pending" {
  const row = rememberedSeed(db);
  const before = row && readSeed(row);
  if (before && sameValue(before, seed)) return "unchanged";
  if (before && saved) return "pending";
  rememberSeed(db, seed);
  return "taken";
}

/**
 * The repository's changes since the remembered seed, merged into the owner's newest revision: with `apply`, written
 * as a revision by "the repository" (or only remembered, where the owner's content already has them); without, only
 * described. A conflict writes nothing and remembers nothing, so it is said again until one side is settled.
 */
export function syncSeed(
  db: DatabaseSync,
  seed: SiteContent,
  owner: {
    /** The newest revision, or undefined before the first save (the seed is then the content itself). */
    newest: () => { revision: number; content: SiteContent } | undefined;
    write: (content: SiteContent, author: string, summary: string) => number;
    describe: (before: SiteContent, after: SiteContent, prefix: string) => string;
  },
  apply: boolean,
): SeedSync {
  const row = rememberedSeed(db);
  const newest = owner.newest();
  const before = row && readSeed(row);
  if (before && sameValue(before, seed)) return { status: "unchanged" };
  // A data folder from before this table, or one with no save yet: the seed is taken in as it is.
  if (!before || !newest) {
    if (apply) rememberSeed(db, seed);
    return { status: "taken" };
  }
  const merged = mergeContent(before, newest.content, seed);
  if (!merged.ok) return { status: "conflict", conflicts: merged.conflicts };
  const unchanged = sameValue(merged.content, newest.content);
  const summary = unchanged ? "" : owner.describe(newest.content, merged.content, "The repository's changes: ");
  if (!apply) return unchanged ? { status: "taken" } : { status: "changes", summary };
  rememberSeed(db, seed);
  if (unchanged) return { status: "taken" };
  return { status: "merged", revision: owner.write(merged.content, REPOSITORY_AUTHOR, summary) };
}

/** The remembered seed in this release's shape, or undefined when it cannot be read (then it is taken afresh). */
function readSeed(row: SeedRow): SiteContent | undefined {
  try {
    const checked = checkContent(migrateContent(JSON.parse(row.document), row.content_version));
    return checked.ok ? checked.content : undefined;
  } catch {
    return undefined;
  }
}
