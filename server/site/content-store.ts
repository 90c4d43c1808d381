import type { DatabaseSync, StatementSync } from "node:sqlite";
import {
  checkContent,
  CONTENT_VERSION,
  type FieldProblem,
  type OwnerClaims,
  type OwnerReview,
  type SiteContent,
} from "../../app/content/document.ts";
import { areaNames } from "../../app/content/names.ts";
import { seedContent } from "../../app/content/seed.ts";
import { ownerSettingsOf, type SiteEnv } from "../../config/env.ts";
import { transaction } from "../quotes/db.ts";
import type { Logger } from "../core/log.ts";
import { mergeContent, sameValue, type Conflict, type MergeResult } from "./merge.ts";
import { seedAtStart, syncSeed, type SeedSync } from "./seed-sync.ts";
import { keepFormerAddresses } from "./slugs.ts";
import { ContentVersionError, migrateContent } from "./migrate-content.ts";
import { claimNames, settingNames } from "./content-names.ts";
import { revisionsToPrune, KEEP_ALL_DAYS, type RevisionDate } from "./revision-pruning.ts";
import type { Revision } from "../../shared/api/site.ts";

/**
 * The content of record (docs/decisions/012-owner-editing.md): every save of the owner's `SiteContent` is a row of
 * `content_revisions` (who, when, a summary, the whole document as JSON with its content version). The newest row is
 * the published content; with no row yet, the seed (the repository's content with .env's settings) is revision 0.
 * A save is checked by the schema first (nothing is written on a problem), then, when others saved since the
 * revision it started from, merged item by item in the same synchronous transaction that
 * reads the newest revision and writes the new one.
 */

/** One revision: the document, and who saved it when (neither for revision 0, the seed). */
export interface ContentRevision {
  revision: number;
  content: SiteContent;
  savedAt?: string;
  savedBy?: string;
  summary?: string;
}

/** A revision as the history lists it, without its document. */
export type RevisionSummary = Revision;

/**
 * What became of a save or a restore: `saved` (the newest revision and its document, which is the head unchanged
 * when the save changed nothing), `invalid` (problems by field; nothing written), or `conflict` (the newest revision
 * to start again from, and the save merged into it, with their version and both versions of each item changed
 * differently, or the problems of the merge; nothing written).
 */
export type SaveOutcome =
  | { status: "saved"; revision: number; content: SiteContent; merged: boolean }
  | { status: "invalid"; problems: FieldProblem[] }
  | {
      status: "conflict";
      conflicts: Conflict[];
      problems: FieldProblem[];
      merged: SiteContent;
      revision: number;
      content: SiteContent;
    };

/** A summary typed by the owner is at most this long; one made from the changes is cut to it too. */
export const SUMMARY_MAX = 200;

interface RevisionRow {
  id: number;
  saved_at: string;
  saved_by: string;
  summary: string;
  content_version: number;
  document: string;
}

/**
 * The seed, revision 0: the repository's content (app/content/site.json) with the owner's keys of the server's
 * validated site env (the configuration's `site`) as its settings.
 */
export function seedFromSite(site: SiteEnv, seedFile?: string): () => SiteContent {
  // Read once: the repository's content does not change while the server runs.
  let seed: SiteContent | undefined;
  return () => {
    seed ??= seedContent(ownerSettingsOf(site), seedFile);
    return structuredClone(seed);
  };
}

/** A stored document, brought up to this release's version and checked; a row that fails either is refused. */
function readDocument(row: Pick<RevisionRow, "id" | "content_version" | "document">): SiteContent {
  let migrated: unknown;
  try {
    migrated = migrateContent(JSON.parse(row.document), row.content_version);
  } catch (error) {
    throw new ContentVersionError(`Content revision ${row.id}: ${(error as Error).message}`);
  }
  const checked = checkContent(migrated);
  if (!checked.ok)
    throw new ContentVersionError(
      `Content revision ${row.id} does not pass the content schema: ` +
        checked.problems.map((p) => `${p.path}: ${p.message}`).join("; "),
    );
  return checked.content;
}

/**
 * Each change from `before` to `after`, in words: "Review by Tama W. edited", "Home testimonial by Priya S. hidden",
 * "FAQ 'pricing' added", "Service 'Leak Detection' edited", "Suburb page 'Papakura' edited", "phone changed".
 */
function changes(before: SiteContent, after: SiteContent): string[] {
  const said: string[] = [];
  const items = <T extends { id: string | number }>(
    a: T[],
    b: T[],
    name: (item: T) => string,
    edited: (was: T, now: T) => string,
    reordered: string,
  ) => {
    const was = new Map(a.map((item) => [item.id, item]));
    const now = new Map(b.map((item) => [item.id, item]));
    for (const item of b) {
      const old = was.get(item.id);
      if (!old) said.push(`${name(item)} added`);
      else if (!sameValue(old, item)) said.push(`${name(item)} ${edited(old, item)}`);
    }
    for (const item of a) if (!now.has(item.id)) said.push(`${name(item)} removed`);
    const kept = (list: T[], other: Map<T["id"], T>) => list.filter((item) => other.has(item.id)).map((i) => i.id);
    if (!sameValue(kept(a, now), kept(b, was))) said.push(reordered);
  };
  const hiddenOrEdited = (was: OwnerReview, now: OwnerReview) =>
    sameValue({ ...was, hidden: now.hidden }, now) ? (now.hidden ? "hidden" : "shown again") : "edited";
  items(before.reviews, after.reviews, (review) => `Review by ${review.name}`, hiddenOrEdited, "reviews reordered");
  items(
    before.homeTestimonials,
    after.homeTestimonials,
    (testimonial) => `Home testimonial by ${testimonial.name}`,
    hiddenOrEdited,
    "home testimonials reordered",
  );
  items(
    before.faqs,
    after.faqs,
    (faq) => `FAQ '${faq.id}'`,
    () => "edited",
    "FAQs reordered",
  );
  items(
    before.projects,
    after.projects,
    (project) => `Project '${project.title}'`,
    (was, now) =>
      sameValue({ ...was, published: now.published }, now)
        ? now.published
          ? "put on the site"
          : "taken off the site"
        : "edited",
    "projects reordered",
  );
  if (!sameValue(before.faqPage, after.faqPage)) said.push("FAQ page's questions changed");
  if (!sameValue(before.homeFaqs, after.homeFaqs)) said.push("home page's questions changed");
  // The services and areas are the repository's, in its order: only their words change.
  const edited = <T extends { slug: string }>(a: T[], b: T[], name: (item: T) => string) => {
    const was = new Map(a.map((item) => [item.slug, item]));
    for (const item of b) if (!sameValue(was.get(item.slug), item)) said.push(`${name(item)} edited`);
  };
  const areaName = (slug: string) => areaNames.find((area) => area.slug === slug)?.name ?? slug;
  edited(before.services, after.services, (service) => `Service '${service.title}'`);
  edited(before.areas, after.areas, (area) => `Area '${areaName(area.slug)}'`);
  edited(before.suburbPages, after.suburbPages, (page) => `Suburb page '${areaName(page.slug)}'`);
  for (const key of Object.keys(settingNames) as (keyof SiteContent["settings"])[])
    if ((before.settings[key] ?? "") !== (after.settings[key] ?? "")) said.push(`${settingNames[key]} changed`);
  for (const key of Object.keys(claimNames) as (keyof OwnerClaims)[])
    if (!sameValue(before.claims[key], after.claims[key])) said.push(`${claimNames[key]} changed`);
  return said;
}

/** The changes as one line of at most SUMMARY_MAX characters: "Review by Tama W. edited; phone changed". */
export function describeChanges(before: SiteContent, after: SiteContent, prefix = ""): string {
  const said = changes(before, after);
  const more = (n: number) => (n === 0 ? "" : `; and ${n} more change${n === 1 ? "" : "s"}`);
  const parts: string[] = [];
  for (const part of said) {
    const left = said.length - parts.length - 1;
    if (parts.length > 0 && `${prefix}${[...parts, part].join("; ")}${more(left)}`.length > SUMMARY_MAX) break;
    parts.push(part);
  }
  const text = `${prefix}${parts.join("; ") || "no changes"}${more(said.length - parts.length)}`;
  return (text.charAt(0).toUpperCase() + text.slice(1)).slice(0, SUMMARY_MAX);
}

/** The repository's seed at start: the one taken in, taken in now, changed since (`pending`), or not readable. */
type SeedState = ReturnType<typeof seedAtStart> | "unreadable";

/**
 * The store of revisions on the inbox's database. `seed` is revision 0, read afresh while no revision is saved.
 * `hasMedia` says whether a photo a save names exists (the repository's or an uploaded one): a save naming one that
 * does not is refused at that field. `pinned` names the revisions that must outlive the pruning of old ones, those
 * the site's builds were made from; without it only the newest revision is sure to stay.
 */
export class ContentStore {
  readonly #db: DatabaseSync;
  readonly #seed: () => SiteContent;
  readonly #hasMedia: ((src: string) => boolean) | undefined;
  readonly #pinned: () => Iterable<number>;
  readonly #newest: StatementSync;
  readonly #byId: StatementSync;
  readonly #insert: StatementSync;
  /** What the pruning rule judges: the revisions past a month (through their index on saved_at) and the newest one. */
  readonly #judged: StatementSync;
  readonly #remove: StatementSync;
  readonly #seedState: SeedState;

  constructor(
    db: DatabaseSync,
    seed: () => SiteContent,
    hasMedia?: (src: string) => boolean,
    pinned: () => Iterable<number> = () => [],
  ) {
    this.#db = db;
    this.#seed = seed;
    this.#hasMedia = hasMedia;
    this.#pinned = pinned;
    this.#newest = db.prepare("SELECT * FROM content_revisions ORDER BY id DESC LIMIT 1");
    this.#byId = db.prepare("SELECT * FROM content_revisions WHERE id = ?");
    this.#insert = db.prepare(
      `INSERT INTO content_revisions (saved_at, saved_by, summary, content_version, document)
       VALUES (?, ?, ?, ?, ?)`,
    );
    this.#judged = db.prepare(
      `SELECT id, saved_at AS savedAt FROM content_revisions WHERE saved_at < ?
       UNION SELECT id, saved_at FROM content_revisions WHERE id = (SELECT max(id) FROM content_revisions)`,
    );
    this.#remove = db.prepare("DELETE FROM content_revisions WHERE id = ?");
    this.upgrade();
    this.#seedState = this.#seedAtStart();
    this.#pruneQuietly();
  }

  /** The newest revision (the published content), or the seed as revision 0 before the first save. */
  head(): ContentRevision {
    const row = this.#newest.get() as RevisionRow | undefined;
    return row ? fromRow(row) : { revision: 0, content: this.#seed() };
  }

  /** One revision with its document, migrated to this release; revision 0 is the seed. */
  get(id: number): ContentRevision | undefined {
    if (id === 0) return { revision: 0, content: this.#seed() };
    if (!Number.isSafeInteger(id) || id < 0) return undefined;
    const row = this.#byId.get(id) as RevisionRow | undefined;
    return row && fromRow(row);
  }

  /** The newest `limit` revisions, newest first, without their documents. */
  list(limit = 50): RevisionSummary[] {
    const rows = this.#db
      .prepare("SELECT id, saved_at, saved_by, summary FROM content_revisions ORDER BY id DESC LIMIT ?")
      .all(Math.max(1, Math.min(Math.floor(limit), 1000))) as unknown as Omit<
      RevisionRow,
      "content_version" | "document"
    >[];
    return rows.map((r) => ({ id: r.id, savedAt: r.saved_at, savedBy: r.saved_by, summary: r.summary }));
  }

  /**
   * Saves `content` as `author` (the account's email), started from `baseRevision`: checked first, merged with
   * what others saved since, and written as the newest revision with `summary` or one made from the changes.
   * A save that changes nothing writes nothing and answers the newest revision.
   */
  save(input: { baseRevision: number; content: unknown; author: string; summary?: string }): SaveOutcome {
    const checked = checkContent(input.content, this.#hasMedia);
    const problems = checked.ok ? [] : checked.problems;
    const typed = input.summary?.trim() ?? "";
    if (typed.length > SUMMARY_MAX) problems.push({ path: "summary", message: `At most ${SUMMARY_MAX} characters.` });
    if (!checked.ok || problems.length > 0) return { status: "invalid", problems };
    const yours = checked.content;
    const outcome = transaction(this.#db, () => this.#saveOnHead({ ...input, content: yours, summary: typed }));
    if (outcome.status === "saved") this.#pruneQuietly();
    return outcome;
  }

  /** A new revision with revision `id`'s document (0: the seed), or undefined when there is no such revision. */
  restore(id: number, author: string): SaveOutcome | undefined {
    const outcome = transaction(this.#db, (): SaveOutcome | undefined => {
      const old = this.get(id);
      if (!old) return undefined;
      const theirs = this.head();
      const checked = settle(theirs.content, old.content);
      if (!checked.ok) return { status: "invalid", problems: checked.problems };
      const summary = describeChanges(theirs.content, checked.content, `Restored revision ${id}: `);
      const revision = this.#write(checked.content, author, summary);
      return { status: "saved", revision, content: checked.content, merged: false };
    });
    if (outcome?.status === "saved") this.#pruneQuietly();
    return outcome;
  }

  /** Rewrites revisions stored by an earlier release in this release's version; those it cannot read stay. */
  upgrade(): number {
    return transaction(this.#db, () => {
      const old = this.#db
        .prepare("SELECT id, content_version, document FROM content_revisions WHERE content_version < ?")
        .all(CONTENT_VERSION) as unknown as Pick<RevisionRow, "id" | "content_version" | "document">[];
      let done = 0;
      for (const row of old) {
        let content: SiteContent;
        try {
          content = readDocument(row);
        } catch {
          continue;
        }
        this.#db
          .prepare("UPDATE content_revisions SET content_version = ?, document = ? WHERE id = ?")
          .run(CONTENT_VERSION, JSON.stringify(content), row.id);
        done++;
      }
      return done;
    });
  }

  /**
   * Deletes the old revisions the rule lets go (after each save and at start too) in one transaction; returns how
   * many. The freed pages go on SQLite's free list and the next saves are written into them, so the file stops
   * growing but does not shrink. Shrinking it would take a VACUUM, which rewrites the whole database while holding
   * the write lock every quote needs, so it is never run here (and auto_vacuum, off by default, cannot be turned on
   * without one).
   */
  prune(now = Date.now()): number {
    return transaction(this.#db, () => {
      const cutoff = new Date(now - KEEP_ALL_DAYS * 24 * 60 * 60_000).toISOString();
      const ids = revisionsToPrune(this.#judged.all(cutoff) as unknown as RevisionDate[], this.#pinned(), now);
      for (const id of ids) this.#remove.run(id);
      return ids.length;
    });
  }

  /** The repository's seed at start: the one taken in, taken in now, or changed since (`pending`). */
  seedState(): SeedState {
    return this.#seedState;
  }

  /** `npm run content:seed`: the repository's changes described, or with `apply` taken in as a revision. */
  takeSeed(apply: boolean): SeedSync {
    const owner = {
      newest: () => (this.#newest.get() ? this.head() : undefined),
      write: (content: SiteContent, author: string, summary: string) => this.#write(content, author, summary),
      describe: describeChanges,
    };
    try {
      return transaction(this.#db, () => syncSeed(this.#db, this.#seed(), owner, apply));
    } catch (error) {
      return { status: "skipped", reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * At start, the repository's seed is only compared with the one taken in: nothing is merged (seed-sync.ts).
   * A seed that cannot be read (a bad app/content/site.json) must not stop the server: quotes come first. It is said.
   */
  #seedAtStart(): SeedState {
    try {
      return transaction(this.#db, () => seedAtStart(this.#db, this.#seed(), Boolean(this.#newest.get())));
    } catch {
      return "unreadable";
    }
  }

  #write(content: SiteContent, author: string, summary: string): number {
    const saved = this.#insert.run(new Date().toISOString(), author, summary, CONTENT_VERSION, JSON.stringify(content));
    return Number(saved.lastInsertRowid);
  }

  /**
   * Pruning after a save or at start: a failure leaves the revisions as they were for the next try, and must never
   * undo the save before it or stop the server (and with it the quotes) from starting.
   */
  #pruneQuietly(): void {
    try {
      this.prune();
    } catch {
      // Kept as they were; the next save prunes them.
    }
  }

  /**
   * A checked save written on the newest revision, inside the save's transaction: merged with what others saved
   * since `baseRevision`, or a conflict to choose in; nothing written when it changes nothing.
   */
  #saveOnHead(input: { baseRevision: number; content: SiteContent; author: string; summary: string }): SaveOutcome {
    const theirs = this.head();
    const base = input.baseRevision <= theirs.revision ? this.get(input.baseRevision) : undefined;
    if (!base)
      return {
        status: "invalid",
        problems: [{ path: "baseRevision", message: `There is no revision ${input.baseRevision}.` }],
      };
    let next = input.content;
    const merged = base.revision !== theirs.revision;
    if (merged) {
      const merge = mergeContent(base.content, theirs.content, input.content);
      if (!merge.ok) return conflictOf(merge, theirs);
      next = merge.content;
    }
    const kept = settle(theirs.content, next);
    if (!kept.ok) return { status: "invalid", problems: kept.problems };
    next = kept.content;
    if (sameValue(next, theirs.content))
      return { status: "saved", revision: theirs.revision, content: theirs.content, merged };
    const revision = this.#write(next, input.author, input.summary || describeChanges(theirs.content, next));
    return { status: "saved", revision, content: next, merged };
  }
}

function fromRow(row: RevisionRow): ContentRevision {
  return {
    revision: row.id,
    content: readDocument(row),
    savedAt: row.saved_at,
    savedBy: row.saved_by,
    summary: row.summary,
  };
}

/** `next` as it is written after `head`: renamed projects keep their former addresses, and it is checked again. */
function settle(headContent: SiteContent, next: SiteContent) {
  return checkContent(keepFormerAddresses(headContent, next));
}

/**
 * The editor is given the merge to show and choose in: the items both changed, each with both versions, or the
 * problems the two saves make together, at their places in the merge.
 */
function conflictOf(merge: Extract<MergeResult, { ok: false }>, theirs: ContentRevision): SaveOutcome {
  return {
    status: "conflict",
    conflicts: merge.conflicts.flatMap(({ path, yours, theirs, message }) =>
      message === undefined ? [{ path, yours, theirs }] : [],
    ),
    problems: merge.conflicts.flatMap(({ path, message }) => (message === undefined ? [] : [{ path, message }])),
    merged: merge.merged,
    revision: theirs.revision,
    content: theirs.content,
  };
}

/**
 * The published content, for a build: the newest revision's number and document (the seed,
 * revision 0, before the first save). The seed is the repository's content with .env's settings, which the schema
 * has not checked: the build's own check (scripts/build/build-content.ts) names any problem.
 */
export function publishedContent(store: ContentStore): { revision: number; content: SiteContent } {
  const { revision, content } = store.head();
  return { revision, content };
}

/** Says at start when the repository's content changed since this data folder took it in. */
export function reportSeedState(store: ContentStore, log: Logger): void {
  if (store.seedState() === "unreadable")
    log.error("site content: the repository's content (app/content/site.json) cannot be read; the owner's is used");
  else if (store.seedState() === "pending")
    log.warn(
      "site content: the repository's content changed since this data folder took it in; nothing is merged. " +
        "`npm run content:seed` shows what would change, and `npm run content:seed -- --apply` takes it in.",
    );
}
