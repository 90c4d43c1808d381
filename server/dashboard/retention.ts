import { logger, type Log } from "../core/log.ts";
import type { Leads } from "./leads.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * LEADS_RETENTION_DAYS: once at start and then daily, every lead received more than `days` ago is deleted with
 * everything attached to it, as a privacy request would delete it. Returns a function that stops the schedule.
 */
export function startRetention(options: {
  leads: Pick<Leads, "purgeBefore">;
  days: number;
  log: Log;
  now?: () => number;
}): () => void {
  const { leads, days, now = Date.now } = options;
  const log = logger(options.log);
  let running = false;
  let stopped = false;
  // A batch at a time, handing the event loop back between batches, so quotes and pages are answered while years
  // of old leads go.
  const purge = async () => {
    if (running) return;
    running = true;
    const cutoff = new Date(now() - days * DAY_MS);
    let removed = 0;
    try {
      for (let batch = leads.purgeBefore(cutoff); batch > 0 && !stopped; batch = leads.purgeBefore(cutoff)) {
        removed += batch;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (removed > 0) log.info(`purged leads older than ${days} days`, { removed });
    } catch (error) {
      log.error("lead purge failed", { error: (error as Error).message, removed });
    } finally {
      running = false;
    }
  };
  void purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
