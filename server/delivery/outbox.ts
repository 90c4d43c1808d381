import type { Channel } from "../../shared/api/leads.ts";
import type { ClaimedDelivery, DeliveryQueue } from "../quotes/delivery-queue.ts";
import { logger, type Log } from "../core/log.ts";

/**
 * Sends one delivery; resolving means the receiver accepted it, throwing means try again later. Resolving with
 * `SKIPPED` means nothing was sent because nothing needs to be (an escalation for a lead answered in time): the row
 * is settled for good. Any other value is ignored.
 */
export type Sender = (claim: ClaimedDelivery, signal: AbortSignal) => Promise<unknown>;

export const SKIPPED = "skipped";

interface OutboxOptions {
  queue: DeliveryQueue;
  senders: Partial<Record<Channel, Sender>>;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  log: Log;
  /** The clock rows fall due by; the real one unless a test walks a lead across a weekend. */
  now?: () => Date;
}

/** Sends at once: a webhook waiting out its timeout must not hold up the email. */
const CONCURRENCY = 4;
/** Longest sleep between looks at the queue, so rows queued by another process (npm run leads) are found. */
const IDLE_POLL_MS = 15_000;

/**
 * Exponential backoff with "equal jitter": half the delay is fixed, so retries never bunch up at zero, and half
 * is random, so receivers coming back from an outage are not hit by every queued lead at the same instant.
 */
export function retryDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 40));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
};

/**
 * Delivers queued notifications off the request path. Starting it hands back rows a dead process left mid-send;
 * stopping it waits a little for sends under way, then leaves any still running to be retried at the next start.
 */
export function startOutbox(options: OutboxOptions) {
  const { queue, senders } = options;
  const now = options.now ?? (() => new Date());
  const log = logger(options.log);
  const inFlight = new Set<Promise<void>>();
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopping = false;
  let stopped = false;

  const about = (claim: ClaimedDelivery, fields: Record<string, unknown> = {}) => ({
    quote: claim.quote.id,
    channel: claim.delivery.channel,
    attempt: claim.delivery.attempts,
    ...fields,
  });

  const settle = (claim: ClaimedDelivery, error: string | undefined, skipped: boolean) => {
    if (skipped) {
      queue.skip(claim, now());
      log.info("lead delivery not needed", about(claim));
    } else if (error === undefined) {
      queue.settle(claim, { ok: true }, now());
      log.info("lead delivered", about(claim));
    } else if (claim.delivery.attempts >= options.maxAttempts) {
      queue.settle(claim, { ok: false, error }, now());
      log.error("lead delivery failed: giving up", about(claim, { error }));
    } else {
      const delay = retryDelay(claim.delivery.attempts, options.retryBaseMs, options.retryMaxMs);
      queue.settle(claim, { ok: false, error, retryAt: new Date(now().getTime() + delay) }, now());
      log.warn("lead delivery will be retried", about(claim, { error, retryInMs: delay }));
    }
  };

  const send = (claim: ClaimedDelivery) => {
    const sender = senders[claim.delivery.channel];
    const work = (async () => {
      let error: string | undefined;
      let skipped = false;
      try {
        if (!sender) throw new Error(`${claim.delivery.channel} delivery is not configured`);
        skipped = (await sender(claim, abort.signal)) === SKIPPED;
      } catch (e) {
        error = describeError(e);
      }
      // After stop() gave up waiting the database may be closed: the row stays `sending` and recover() retries it.
      if (stopped) return;
      try {
        settle(claim, error, skipped);
      } catch (e) {
        log.error("could not record a delivery attempt", about(claim, { error: describeError(e) }));
      }
    })().finally(() => {
      inFlight.delete(work);
      tick();
    });
    inFlight.add(work);
  };

  const sleep = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  const tick = () => {
    if (stopping) return;
    clearTimeout(timer);
    const room = CONCURRENCY - inFlight.size;
    // When every slot is busy, the next send to finish ticks again.
    if (room <= 0) return;
    try {
      const claims = queue.claimDue(now(), room);
      claims.forEach(send);
      if (claims.length === room) return;
      const next = queue.nextDueAt();
      sleep(
        next === undefined ? IDLE_POLL_MS : Math.min(Math.max(Date.parse(next) - now().getTime(), 0), IDLE_POLL_MS),
      );
    } catch (e) {
      // A locked or failing database must not take the web server down with it: the rows wait, and we look again.
      log.error("could not read the delivery queue", { error: describeError(e) });
      sleep(IDLE_POLL_MS);
    }
  };

  const recovered = queue.recover(now());
  if (recovered > 0) log.warn("retrying interrupted deliveries", { recovered });
  const unsubscribe = queue.onEnqueue(() => setImmediate(tick));
  tick();

  return {
    /** Resolves once sends under way have finished, or after `graceMs`, whichever is first. */
    async stop(graceMs = 5_000) {
      stopping = true;
      clearTimeout(timer);
      unsubscribe();
      let grace: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => (grace = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(grace);
      stopped = true;
      abort.abort();
    },
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
