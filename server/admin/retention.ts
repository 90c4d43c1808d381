import type { Leads } from "./leads.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * LEADS_RETENTION_DAYS: once at start and then daily, every lead received more than `days` ago is deleted with
 * everything attached to it, as a privacy request would delete it. Returns a function that stops the schedule.
 */
export function startRetention(options: {
  leads: Pick<Leads, "purgeBefore">;
  days: number;
  log: (entry: Record<string, unknown>) => void;
  now?: () => number;
}): () => void {
  const { leads, days, log, now = Date.now } = options;
  const purge = () => {
    try {
      const removed = leads.purgeBefore(new Date(now() - days * DAY_MS));
      if (removed > 0)
        log({ t: new Date().toISOString(), level: "info", msg: `purged leads older than ${days} days`, removed });
    } catch (error) {
      log({ t: new Date().toISOString(), level: "error", msg: "lead purge failed", error: (error as Error).message });
    }
  };
  purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
