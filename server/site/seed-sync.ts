import type { DatabaseSync } from "node:sqlite";
import { CONTENT_VERSION, checkContent, type SiteContent } from "../../app/content/document.ts";
import { mergeContent, sameValue, type Conflict } from "./merge.ts";
import { migrateContent } from "./migrate-content.ts";

/**
 * The repository's content meets the owner's (docs/decisions/012-owner-editing.md, "The repository catches up"). The
 * data folder remembers the seed it last took in (`content_seed`). When a deployment brings a different seed (a
 * developer changed a review in app/content, or committed the owner's exported content), the change is merged into
 * the owner's newest revision as a new revision by "the repository": what the developer changed and the owner did not
 * is taken; what both changed differently is a conflict, and then nothing is merged and the remembered seed stays,
 * so the next start tries again and the conflict is said each time until one side is settled. Neither side's change
 * is ever dropped silently.
 */
export type SeedSync =
  | { status: "unchanged" | "taken" }
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

export function syncSeed(
  db: DatabaseSync,
  seed: SiteContent,
  owner: {
    /** The newest revision, or undefined before the first save (the seed is then the content itself). */
    newest: () => { revision: number; content: SiteContent } | undefined;
    write: (content: SiteContent, author: string, summary: string) => number;
    describe: (before: SiteContent, after: SiteContent, prefix: string) => string;
  },
): SeedSync {
  const row = db.prepare("SELECT content_version, document FROM content_seed WHERE id = 1").get() as
    SeedRow | undefined;
  const remember = () =>
    db
      .prepare(
        `INSERT INTO content_seed (id, taken_at, content_version, document) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET taken_at = excluded.taken_at, content_version = excluded.content_version,
           document = excluded.document`,
      )
      .run(new Date().toISOString(), CONTENT_VERSION, JSON.stringify(seed));
  const newest = owner.newest();
  // A data folder from before this table, or one with no save yet: the seed is taken in as it is.
  const before = row && readSeed(row);
  if (!before || !newest) {
    if (!before || !sameValue(before, seed)) remember();
    return { status: before && sameValue(before, seed) ? "unchanged" : "taken" };
  }
  if (sameValue(before, seed)) return { status: "unchanged" };
  const merged = mergeContent(before, newest.content, seed);
  if (!merged.ok) return { status: "conflict", conflicts: merged.conflicts };
  remember();
  if (sameValue(merged.content, newest.content)) return { status: "taken" };
  const summary = owner.describe(newest.content, merged.content, "The repository's changes: ");
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
