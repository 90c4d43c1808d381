import type { DatabaseSync } from "node:sqlite";

/** Wrong passwords allowed before the first pause. */
export const FREE_FAILURES = 5;
const FIRST_PAUSE_MS = 30_000;
const LONGEST_PAUSE_MS = 15 * 60_000;
/** A key with no failure for this long starts again from nothing. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * Brakes on password guessing, kept in SQLite so a restart does not lift them. Failures are counted per key (the
 * client's address and the account's email, known or not, so the answer says nothing about which emails exist).
 * From the fifth failure on, each one pauses its key for twice as long as the last: 30 s, 1 min, 2 min … capped at
 * 15 min, which holds a patient attacker to a few guesses an hour per account while the owner who mistyped is
 * never locked out for good. A paused key is refused before any password is checked, right or wrong.
 */
export function createThrottle(db: DatabaseSync, now: () => number = Date.now) {
  const read = db.prepare("SELECT failures, last_failure_at, locked_until FROM sign_in_failures WHERE key = ?");
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    /** Seconds until every key may try again; 0 when none is paused. */
    wait(keys: readonly string[]): number {
      const t = now();
      let until = t;
      for (const key of keys) {
        const row = read.get(key) as { locked_until: string } | undefined;
        if (row) until = Math.max(until, Date.parse(row.locked_until));
      }
      return Math.ceil((until - t) / 1000);
    },

    fail(keys: readonly string[]): void {
      const t = now();
      for (const key of keys) {
        const row = read.get(key) as { failures: number; last_failure_at: string } | undefined;
        const failures = row && t - Date.parse(row.last_failure_at) < FORGET_AFTER_MS ? row.failures + 1 : 1;
        const pause =
          failures < FREE_FAILURES ? 0 : Math.min(FIRST_PAUSE_MS * 2 ** (failures - FREE_FAILURES), LONGEST_PAUSE_MS);
        db.prepare(
          `INSERT INTO sign_in_failures (key, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
                                           locked_until = excluded.locked_until`,
        ).run(key, failures, iso(t), iso(t + pause));
      }
      // Old rows are dropped as new ones come, so a flood of guesses at random emails cannot grow the table forever.
      db.prepare("DELETE FROM sign_in_failures WHERE last_failure_at < ?").run(iso(t - FORGET_AFTER_MS));
    },

    succeed(keys: readonly string[]): void {
      for (const key of keys) db.prepare("DELETE FROM sign_in_failures WHERE key = ?").run(key);
    },
  };
}
