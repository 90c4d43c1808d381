import { randomUUID } from "node:crypto";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { StoredQuote } from "./migrations.ts";
import type { Channel, Failure } from "../../shared/api/leads.ts";

export interface Delivery {
  id: number;
  quote_id: number;
  channel: Channel;
  /** Stable across retries: the email Message-ID and the webhook Idempotency-Key are built from it. */
  idempotency_key: string;
  /** `skipped`: the sender found it no longer needed (an escalation for a lead answered in time) and sent nothing. */
  state: "pending" | "sending" | "sent" | "failed" | "skipped";
  /** Attempts started so far, including one cut short by a crash. */
  attempts: number;
  next_attempt_at: string;
  /**
   * When the row joined the queue as due: at once for a lead's notifications; for one scheduled ahead (an
   * escalation, due at the lead's answer-by time) that time, so the backlog counts it only from then.
   */
  created_at: string;
  last_error: string;
  /** When the owner dismissed this failure on the dashboard; null while it still needs attention. */
  dismissed_at: string | null;
}

interface DeliveryAttempt {
  id: number;
  delivery_id: number;
  started_at: string;
  finished_at: string | null;
  outcome: "in-flight" | "sent" | "error" | "interrupted";
  error: string;
}

export interface ClaimedDelivery {
  delivery: Delivery;
  attemptId: number;
  quote: StoredQuote;
}

type AttemptResult = { ok: true } | { ok: false; error: string; retryAt?: Date };

/**
 * The outbox: one row per quote and channel, claimed by the worker before each attempt and settled after it, and a
 * log of every attempt. Each step is its own transaction, so a crash leaves at worst a row marked `sending`, which
 * recover() hands back to the queue: delivery is at-least-once, and receivers de-duplicate on the stable key.
 */
export class DeliveryQueue {
  readonly #db: DatabaseSync;
  readonly #transaction: <T>(work: () => T) => T;
  readonly #listeners = new Set<() => void>();
  readonly #insert: StatementSync;
  readonly #due: StatementSync;
  readonly #markSending: StatementSync;
  readonly #startAttempt: StatementSync;
  readonly #quoteById: StatementSync;
  readonly #finishAttempt: StatementSync;
  readonly #settleDelivery: StatementSync;
  readonly #dropAttempt: StatementSync;
  readonly #skipDelivery: StatementSync;

  constructor(db: DatabaseSync, transaction: <T>(work: () => T) => T) {
    this.#db = db;
    this.#transaction = transaction;
    this.#insert = db.prepare(
      `INSERT OR IGNORE INTO deliveries (quote_id, channel, idempotency_key, state, next_attempt_at, created_at)
       VALUES (?, ?, ?, 'pending', ?, ?)`,
    );
    this.#due = db.prepare(
      `SELECT * FROM deliveries WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
    );
    this.#markSending = db.prepare(`UPDATE deliveries SET state = 'sending', attempts = attempts + 1 WHERE id = ?`);
    this.#startAttempt = db.prepare(
      `INSERT INTO delivery_attempts (delivery_id, started_at, outcome) VALUES (?, ?, 'in-flight')`,
    );
    this.#quoteById = db.prepare("SELECT * FROM quotes WHERE id = ?");
    this.#finishAttempt = db.prepare(
      `UPDATE delivery_attempts SET finished_at = ?, outcome = ?, error = ? WHERE id = ?`,
    );
    this.#settleDelivery = db.prepare(
      `UPDATE deliveries SET state = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'sending'`,
    );
    // A skipped claim sent nothing: its attempt is taken back rather than logged (an attempt's outcome is a send's).
    this.#dropAttempt = db.prepare("DELETE FROM delivery_attempts WHERE id = ?");
    this.#skipDelivery = db.prepare(
      `UPDATE deliveries SET state = 'skipped', attempts = attempts - 1, next_attempt_at = ? WHERE id = ? AND state = 'sending'`,
    );
  }

  /**
   * Queues `channels` for a quote; call it inside the transaction that stores the quote. Each is due at once, or
   * at the time `dueAt` gives it (an escalation: the lead's answer-by time).
   */
  enqueue(
    quoteId: number,
    channels: readonly Channel[],
    now = new Date(),
    dueAt: (channel: Channel) => Date = () => now,
  ): number {
    let added = 0;
    for (const channel of channels) {
      const at = dueAt(channel).toISOString();
      added += Number(this.#insert.run(quoteId, channel, randomUUID(), at, at).changes);
    }
    return added;
  }

  /** Tells the worker that rows were committed, so it need not wait for its next poll. */
  notify(): void {
    for (const listener of this.#listeners) listener();
  }

  onEnqueue(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Rows left `sending` by a process that died are due again; their unfinished attempts are marked. */
  recover(now = new Date()): number {
    return this.#transaction(() => {
      const at = now.toISOString();
      this.#db
        .prepare(`UPDATE delivery_attempts SET outcome = 'interrupted', finished_at = ? WHERE outcome = 'in-flight'`)
        .run(at);
      return Number(
        this.#db.prepare(`UPDATE deliveries SET state = 'pending', next_attempt_at = ? WHERE state = 'sending'`).run(at)
          .changes,
      );
    });
  }

  claimDue(now: Date, limit: number): ClaimedDelivery[] {
    return this.#transaction(() =>
      (this.#due.all(now.toISOString(), limit) as unknown as Delivery[]).map((row) => {
        this.#markSending.run(row.id);
        const attemptId = Number(this.#startAttempt.run(row.id, now.toISOString()).lastInsertRowid);
        return {
          delivery: { ...row, state: "sending", attempts: row.attempts + 1 },
          attemptId,
          quote: this.#quoteById.get(row.quote_id) as unknown as StoredQuote,
        };
      }),
    );
  }

  /** Records the attempt; a failure without `retryAt` is final and leaves the row `failed`. */
  settle(claim: ClaimedDelivery, result: AttemptResult, now = new Date()): void {
    this.#transaction(() => {
      const error = result.ok ? "" : result.error.slice(0, 1000);
      this.#finishAttempt.run(now.toISOString(), result.ok ? "sent" : "error", error, claim.attemptId);
      const state = result.ok ? "sent" : result.retryAt ? "pending" : "failed";
      const next = (!result.ok && result.retryAt) || now;
      this.#settleDelivery.run(state, next.toISOString(), error, claim.delivery.id);
    });
  }

  /** The sender found the claim no longer needed and sent nothing: the row is settled `skipped`, for good. */
  skip(claim: ClaimedDelivery, now = new Date()): void {
    this.#transaction(() => {
      this.#dropAttempt.run(claim.attemptId);
      this.#skipDelivery.run(now.toISOString(), claim.delivery.id);
    });
  }

  /**
   * Failed deliveries (every attempt used) are queued again with a fresh attempt budget, due now; their history
   * stays. A running server's worker picks them up at its next poll. Returns how many were re-queued.
   */
  retryFailed(now = new Date()): number {
    const changes = this.#db
      .prepare(
        `UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ?, dismissed_at = NULL
          WHERE state = 'failed'`,
      )
      .run(now.toISOString()).changes;
    if (changes > 0) this.notify();
    return Number(changes);
  }

  /** One failed delivery queued again (the dashboard's Retry); false when it is not failed. */
  retry(id: number, now = new Date()): boolean {
    const changes = this.#db
      .prepare(
        `UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ?, dismissed_at = NULL
          WHERE id = ? AND state = 'failed'`,
      )
      .run(now.toISOString(), id).changes;
    if (changes > 0) this.notify();
    return changes > 0;
  }

  /** The owner has seen a failure and chosen not to retry it: the dashboard stops showing it. */
  dismiss(id: number, now = new Date()): boolean {
    return (
      this.#db
        .prepare(`UPDATE deliveries SET dismissed_at = ? WHERE id = ? AND state = 'failed' AND dismissed_at IS NULL`)
        .run(now.toISOString(), id).changes > 0
    );
  }

  /** Failed deliveries the owner has not dismissed, newest first, with the lead's name for the banner. */
  undismissedFailures(): Failure[] {
    return this.#db
      .prepare(
        `SELECT d.id, d.quote_id AS quoteId, q.name, d.channel, d.attempts, d.last_error AS lastError
           FROM deliveries d JOIN quotes q ON q.id = d.quote_id
          WHERE d.state = 'failed' AND d.dismissed_at IS NULL ORDER BY d.id DESC`,
      )
      .all() as unknown as Failure[];
  }

  /**
   * For uptime monitors: how many deliveries wait, and since when the oldest has waited (no lead data). A row
   * scheduled ahead (an escalation before its time) is not waiting: it counts only once its time has come.
   */
  backlog(now = new Date()): { pending: number; failed: number; oldestPendingAt: string | undefined } {
    const row = this.#db
      .prepare(
        `SELECT SUM(state IN ('pending', 'sending') AND created_at <= :now) AS pending, SUM(state = 'failed') AS failed,
                MIN(CASE WHEN state IN ('pending', 'sending') AND created_at <= :now THEN created_at END) AS oldest
           FROM deliveries`,
      )
      .get({ now: now.toISOString() }) as { pending: number | null; failed: number | null; oldest: string | null };
    return { pending: row.pending ?? 0, failed: row.failed ?? 0, oldestPendingAt: row.oldest ?? undefined };
  }

  /** When the earliest pending row falls due, if any. */
  nextDueAt(): string | undefined {
    const row = this.#db.prepare(`SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE state = 'pending'`).get() as {
      at: string | null;
    };
    return row.at ?? undefined;
  }

  list(): Delivery[] {
    return this.#db.prepare("SELECT * FROM deliveries ORDER BY quote_id, id").all() as unknown as Delivery[];
  }

  attempts(deliveryId: number): DeliveryAttempt[] {
    return this.#db
      .prepare("SELECT * FROM delivery_attempts WHERE delivery_id = ? ORDER BY id")
      .all(deliveryId) as unknown as DeliveryAttempt[];
  }
}
