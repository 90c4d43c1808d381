import { dayOf } from "../core/time.ts";

/**
 * Which of the owner's content revisions may go (docs/decisions/012-owner-editing.md, "Revisions kept"). Every save
 * is the whole document, so keeping them all lets a busy owner fill the disk the quotes are stored on. An owner
 * needs the recent history to undo a mistake and an occasional older one to go back to, not every save from a
 * year ago:
 * - every revision saved in the last KEEP_ALL_DAYS days;
 * - older than that, the newest revision of each Auckland day, for KEEP_DAILY_DAYS days;
 * - older than a year, none;
 * - and always the newest revision (the content of record) and every id in `pinned` (the revisions the live build
 *   and the kept builds were made from: Roll back and the builds list name them).
 */

export const KEEP_ALL_DAYS = 30;
const KEEP_DAILY_DAYS = 365;
const DAY_MS = 24 * 60 * 60_000;

export interface RevisionDate {
  id: number;
  /** When it was saved, as stored (ISO 8601). */
  savedAt: string;
}

/**
 * The ids to delete, in ascending order. `rows` holds the newest revision (the newest row is taken as it) and any
 * others to judge: rows left out are not deleted, so the store may pass only those older than KEEP_ALL_DAYS.
 */
export function revisionsToPrune(rows: readonly RevisionDate[], pinned: Iterable<number>, now: number): number[] {
  const keep = new Set(pinned);
  const head = rows.reduce((max, row) => Math.max(max, row.id), -Infinity);
  keep.add(head);
  const keepAllFrom = now - KEEP_ALL_DAYS * DAY_MS;
  const keepDailyFrom = now - KEEP_DAILY_DAYS * DAY_MS;
  /** The newest revision of each day between a year and a month old, by id (a clock set back cannot reorder saves). */
  const newestOfDay = new Map<string, number>();
  for (const row of rows) {
    const at = Date.parse(row.savedAt);
    // A date that cannot be read is kept: deleting the owner's work needs a reason.
    if (Number.isNaN(at) || at >= keepAllFrom) keep.add(row.id);
    else if (at >= keepDailyFrom) {
      const day = dayOf(new Date(at));
      newestOfDay.set(day, Math.max(newestOfDay.get(day) ?? -Infinity, row.id));
    }
  }
  for (const id of newestOfDay.values()) keep.add(id);
  return rows
    .map((row) => row.id)
    .filter((id) => !keep.has(id))
    .sort((a, b) => a - b);
}
