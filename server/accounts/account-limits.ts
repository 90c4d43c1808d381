import type { MiddlewareHandler } from "hono";
import { createRateLimiter } from "../core/rate-limit.ts";
import type { AdminEnv } from "./cookies.ts";

/** How often one account may do a thing: a minute's and an hour's worth, and what it is told past either. */
interface AccountBudget {
  perMinute: number;
  perHour: number;
  /** "Too many photos in a short time": said before when to try again. */
  refusal: string;
}

/**
 * Photo uploads (POST /admin/api/site/photos). A project holds at most 24 photos and the editor sends the ones picked
 * one after another; a photo the store already has is answered at once, so a whole gallery picked again could come
 * in well under a minute: 30 a minute lets it through. Each new photo costs the server about 4 s of encoding and a
 * few MB of disk, so a script is held to 240 an hour, ten full galleries, while the storage budget
 * (OWNER_MEDIA_QUOTA_BYTES) bounds what it can keep.
 */
export const UPLOADS: AccountBudget = {
  perMinute: 30,
  perHour: 240,
  refusal: "Too many photos sent in a short time.",
};

/**
 * Content saves and restores (POST /admin/api/site/content, POST /admin/api/site/revisions/:id/restore), one budget:
 * each writes a revision of the whole document. A person edits, then saves: even fixing typo after typo, a save
 * every few seconds is the most anyone clicks, so 30 a minute is never reached. 300 an hour is a save every 12 s
 * for the whole hour; a script past it is refused before it fills the database with revisions.
 */
export const SAVES: AccountBudget = {
  perMinute: 30,
  perHour: 300,
  refusal: "Too many saves in a short time. Your changes are still here, not yet saved.",
};

/** "40 seconds", "1 minute", "12 minutes". */
const inWords = (seconds: number) => {
  const [n, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
};

/**
 * A per-account limit on one kind of change, for the routes it is mounted on, behind the
 * session check, which sets `user`. Every request counts, answered or refused, in a fixed minute and a fixed hour
 * keyed by the account's id, so one account's burst never slows another's. Past either, 429
 * with Retry-After and when to try again in words. Kept in memory: a restart forgets the counts, which only gives a
 * script one more minute's worth.
 */
export function accountLimit(budget: AccountBudget, now: () => number = Date.now): MiddlewareHandler<AdminEnv> {
  const minute = createRateLimiter(budget.perMinute, 60_000, now);
  const hour = createRateLimiter(budget.perHour, 3_600_000, now);
  return async (c, next) => {
    const account = String(c.get("user").id);
    const wait = Math.max(minute.hit(account), hour.hit(account));
    if (wait === 0) return next();
    c.header("Retry-After", String(wait));
    return c.json({ error: `${budget.refusal} Try again in ${inWords(wait)}.` }, 429);
  };
}
