import type { DatabaseSync } from "node:sqlite";
import { transaction } from "./db.ts";

/** The window the dashboard counts held quotes in ("3 quotes held as spam in the last 7 days"). */
export const HELD_SPAM_DAYS = 7;
/** An owner's alert mentions held spam at most this often. */
const MENTION_EVERY_MS = 24 * 60 * 60_000;
/** The row of alert_marks that says when the alerts last mentioned held spam. */
const MARK = "held-spam";
const DAY_MS = 24 * 60 * 60_000;

/** "Also: 2 quotes were held as spam; check the Spam tab": the line an owner's alert adds. */
const heldSpamLine = (count: number) =>
  `Also: ${count} ${count === 1 ? "quote was" : "quotes were"} held as spam; check the Spam tab`;

/** A mention claimed for one alert; `undo` gives it back when that alert did not go out. */
export interface Mention {
  line: string;
  undo: () => void;
}

export type HeldSpam = ReturnType<typeof createHeldSpam>;

/**
 * Quotes held in spam quarantine (not released, not deleted) are seen only on the Spam tab, so a real customer caught
 * by the filters could wait unseen (issue 33, part 7): the dashboard counts them, and the owner's alerts mention them
 * at most once a day. `clock` is the real one unless a test walks the days.
 */
export function createHeldSpam(db: DatabaseSync, clock: () => Date = () => new Date()) {
  const held = db.prepare("SELECT COUNT(*) AS n FROM quotes WHERE spam = 1 AND received_at >= ?");
  const lastMark = db.prepare("SELECT at FROM alert_marks WHERE name = ?");
  const setMark = db.prepare(
    "INSERT INTO alert_marks (name, at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET at = excluded.at",
  );
  // Taken back only while it is still this mention's (a later alert may have moved it on since).
  const restoreMark = db.prepare("UPDATE alert_marks SET at = ? WHERE name = ? AND at = ?");
  const dropMark = db.prepare("DELETE FROM alert_marks WHERE name = ? AND at = ?");
  const countSince = (since: Date) => Number((held.get(since.toISOString()) as { n: number }).n);

  return {
    /** Quotes held as spam that arrived in the last `days` days. */
    count: (days = HELD_SPAM_DAYS, now = clock()) => countSince(new Date(now.getTime() - days * DAY_MS)),

    /**
     * The line for the alert going out now, when quotes were held since the last mention (within the last week)
     * and that mention is more than a day old; the mention is recorded at once, so alerts sent together (the email
     * and the push of one lead) carry it once.
     */
    mention(now = clock()): Mention | undefined {
      return transaction(db, () => {
        const previous = (lastMark.get(MARK) as { at: string } | undefined)?.at;
        if (previous && now.getTime() - Date.parse(previous) < MENTION_EVERY_MS) return undefined;
        const week = now.getTime() - HELD_SPAM_DAYS * DAY_MS;
        const count = countSince(new Date(Math.max(week, previous ? Date.parse(previous) : week)));
        if (count === 0) return undefined;
        const at = now.toISOString();
        setMark.run(MARK, at);
        return {
          line: heldSpamLine(count),
          undo: () => {
            if (previous) restoreMark.run(previous, MARK, at);
            else dropMark.run(MARK, at);
          },
        };
      });
    },
  };
}

/**
 * Runs an owner's alert with the held-spam line when one is due (`send` gets it, or undefined), and gives the
 * mention back when the alert fails, so the next one carries it.
 */
export async function withHeldSpam(heldSpam: HeldSpam | undefined, send: (line?: string) => Promise<void>) {
  const mention = heldSpam?.mention();
  try {
    await send(mention?.line);
  } catch (error) {
    mention?.undo();
    throw error;
  }
}
