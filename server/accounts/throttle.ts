import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../quotes/db.ts";

/** Sign-in attempts allowed per key before the first pause, however many arrive at once. */
export const FREE_FAILURES = 5;
const FIRST_PAUSE_MS = 30_000;
const LONGEST_PAUSE_MS = 15 * 60_000;
/** A key with no failure for this long starts again from nothing. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** What a refused attempt is told, on the sign-in pages and the Security page alike. */
export const tooManyAttempts = (wait: number) =>
  `Too many attempts. Wait ${wait < 60 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}, then try again.`;

export type Attempt = { allowed: false; wait: number } | { allowed: true; succeeded: () => void };

/**
 * Brakes on password guessing, kept in SQLite so a restart does not lift them. Attempts are counted per key (the
 * client's address and the account's email, known or not, so the answer says nothing about which emails exist; or
 * a trusted device's cookie). Each attempt is counted as a failure before its password is
 * checked, in one synchronous transaction: no await stands between the check and the count, so a burst of parallel
 * guesses is counted one by one however many arrive together, and only a right password takes the count back.
 * From the fifth attempt on, each pauses its key for twice as long as the last: 30 s, 1 min, 2 min … capped at
 * 15 min, which holds a patient attacker to a few guesses an hour per key while the owner who mistyped is never
 * locked out for good. A paused key is refused before any password is checked, right or wrong.
 */
export function createThrottle(db: DatabaseSync, now: () => number = Date.now) {
  const read = db.prepare("SELECT failures, last_failure_at, locked_until FROM sign_in_failures WHERE key = ?");
  const write = db.prepare(
    `INSERT INTO sign_in_failures (key, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
                                     locked_until = excluded.locked_until`,
  );
  const forget = db.prepare("DELETE FROM sign_in_failures WHERE key = ?");
  const sweep = db.prepare("DELETE FROM sign_in_failures WHERE last_failure_at < ?");
  const iso = (ms: number) => new Date(ms).toISOString();
  type Row = { failures: number; last_failure_at: string; locked_until: string };

  return {
    /** Seconds until every key may try again; 0 when none is paused. */
    wait(keys: readonly string[]): number {
      const t = now();
      let until = t;
      for (const key of keys) {
        const row = read.get(key) as Row | undefined;
        if (row) until = Math.max(until, Date.parse(row.locked_until));
      }
      return Math.ceil((until - t) / 1000);
    },

    /**
     * Refuses while any key is paused; otherwise counts the attempt as a failure on every key at once and hands
     * back `succeeded`, to be called only when the password (and second factor) proved right.
     */
    attempt(keys: readonly string[]): Attempt {
      const wait = this.wait(keys);
      if (wait > 0) return { allowed: false, wait };
      const t = now();
      transaction(db, () => {
        for (const key of keys) {
          const row = read.get(key) as Row | undefined;
          const failures = row && t - Date.parse(row.last_failure_at) < FORGET_AFTER_MS ? row.failures + 1 : 1;
          const pause =
            failures < FREE_FAILURES ? 0 : Math.min(FIRST_PAUSE_MS * 2 ** (failures - FREE_FAILURES), LONGEST_PAUSE_MS);
          write.run(key, failures, iso(t), iso(t + pause));
        }
        // Old rows are dropped as new ones come, so guesses at random emails cannot grow the table forever.
        sweep.run(iso(t - FORGET_AFTER_MS));
      });
      return {
        allowed: true,
        succeeded: () => {
          for (const key of keys) forget.run(key);
        },
      };
    },
  };
}
