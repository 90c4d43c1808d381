import { createHmac, timingSafeEqual } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { storedSecret } from "../core/stored-secret.ts";
import type { ReviewRefusal } from "../../shared/leads/lead-fields.ts";
import { emailKey } from "./customer-keys.ts";
import { transaction, type QuoteStore } from "./db.ts";
import type { ReviewState } from "../../shared/api/leads.ts";

/**
 * Asking a finished job for a review (docs/decisions/004-lead-delivery.md): one tap by the owner or staff on a lead
 * marked won sends the customer one short email with the business's review link. Never automatic and never gated
 * (Google's policy and the Fair Trading Act forbid asking only the happy customers): whoever taps decides, for any
 * won job. Sent once per lead through the outbox (channel `review`; deliveries are UNIQUE per lead and channel) and
 * recorded in the lead's history. Every email carries an opt-out; an address that used it is never asked again, and
 * is kept only as a keyed hash (table review_opt_outs), never as the address.
 */

/** The public page of the opt-out link: GET shows a button, POST does it. */
export const REVIEW_OPT_OUT_PATH = "/reviews/opt-out";

/** Why a review cannot be asked for this lead now (its words: `reviewRefusals`); "" when it can. */
export type ReviewBlock = "" | Exclude<ReviewRefusal, "already-asked">;

export type ReviewOutcome = { ok: true } | { ok: false; reason: "not-found" | ReviewRefusal };

/** What the review email needs to be written: its address, the link asked at the tap, and its opt-out token. */
export interface ReviewMessage {
  to: string;
  link: string;
  optOutToken: string;
}

const HASH = /^[A-Za-z0-9_-]{43}$/;
const TOKEN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;

/**
 * The review requests of one inbox. `mailOn` says whether the server can send email at all (SMTP_URL); `store` holds
 * the quotes, their outbox and the server's secrets (admin_secrets, made on first use and kept across restarts).
 */
export function createReviewRequests(options: { store: QuoteStore; mailOn: boolean }) {
  const { store, mailOn } = options;
  const db: DatabaseSync = store.db;
  const secret = storedSecret(db, "review-opt-out");
  const mac = (text: string) => createHmac("sha256", secret).update(text).digest("base64url");
  /** What the opt-out list keeps of an address: a keyed hash of its customer key, never the address. */
  const emailHash = (email: string) => mac(`email:${emailKey(email)}`);
  /** The hash and a tag that proves this server wrote it: a stranger cannot fill the list with made-up entries. */
  const tag = (hash: string) => mac(`opt-out:${hash}`).slice(0, 22);
  const isOptedOut = (email: string) =>
    email !== "" &&
    db.prepare("SELECT 1 FROM review_opt_outs WHERE email_hash = ?").get(emailHash(email)) !== undefined;
  const asked = (quoteId: number) =>
    db
      .prepare(
        `SELECT at, actor, note FROM lead_events WHERE quote_id = ? AND kind = 'review-requested' ORDER BY id DESC LIMIT 1`,
      )
      .get(quoteId) as { at: string; actor: string; note: string } | undefined;
  const hasDelivery = (quoteId: number) =>
    db.prepare("SELECT 1 FROM deliveries WHERE quote_id = ? AND channel = 'review'").get(quoteId) !== undefined;

  /** Why this lead cannot be asked now, in the order the owner can do something about it; "" when it can. */
  const blockOf = (lead: { status: string; email: string }, link: string): ReviewBlock => {
    if (lead.status !== "won") return "not-won";
    if (!lead.email) return "no-email";
    if (isOptedOut(lead.email)) return "opted-out";
    if (!mailOn) return "no-mail";
    if (!link) return "no-link";
    return "";
  };

  /** The hash in a token this server made, or undefined for anything else. */
  const hashOf = (token: string): string | undefined => {
    const match = TOKEN.exec(token);
    if (!match || !HASH.test(match[1]!)) return undefined;
    const expected = Buffer.from(tag(match[1]!));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : undefined;
  };

  return {
    /** The lead page's facts: whether and when a review was asked, and what stands in the way now. */
    state(lead: { id: number; status: string; email: string }, link: string): ReviewState {
      const event = asked(lead.id);
      return { askedAt: event?.at ?? null, askedBy: event?.actor ?? "", blocked: blockOf(lead, link) };
    },

    /**
     * Queues the review email for a won lead and records who asked, in one transaction; refused when it was asked
     * before (a second tap, another device), or for any reason `state` shows. `link` is the review link in the
     * content now: it is kept with the request (the event's note), so the email says what the owner saw.
     */
    request(id: number, actor: string, link: string, now = new Date()): ReviewOutcome {
      const outcome = transaction(db, (): ReviewOutcome => {
        const lead = db.prepare("SELECT status, email, spam FROM quotes WHERE id = ?").get(id) as
          { status: string; email: string; spam: number } | undefined;
        if (!lead) return { ok: false, reason: "not-found" };
        if (hasDelivery(id) || asked(id)) return { ok: false, reason: "already-asked" };
        const block = blockOf(lead, link);
        if (block) return { ok: false, reason: block };
        store.deliveries.enqueue(id, ["review"], now);
        db.prepare(
          "INSERT INTO lead_events (quote_id, at, actor, kind, note) VALUES (?, ?, ?, 'review-requested', ?)",
        ).run(id, now.toISOString(), actor, link);
        return { ok: true };
      });
      if (outcome.ok) store.deliveries.notify();
      return outcome;
    },

    /**
     * The email to send for a queued request, or undefined when there is none to send: the lead or its request is
     * gone, or the address opted out after the tap (nothing goes to an address that said no).
     */
    message(quoteId: number): ReviewMessage | undefined {
      const lead = db.prepare("SELECT email FROM quotes WHERE id = ?").get(quoteId) as { email: string } | undefined;
      const event = asked(quoteId);
      if (!lead?.email || !event?.note || isOptedOut(lead.email)) return undefined;
      const hash = emailHash(lead.email);
      return { to: lead.email, link: event.note, optOutToken: `${hash}.${tag(hash)}` };
    },

    /** What an opt-out link's token stands for: an address still asked, one that opted out, or nothing we made. */
    check(token: string): "valid" | "opted-out" | "invalid" {
      const hash = hashOf(token);
      if (!hash) return "invalid";
      return db.prepare("SELECT 1 FROM review_opt_outs WHERE email_hash = ?").get(hash) ? "opted-out" : "valid";
    },

    /** Records the opt-out a token stands for (again is harmless); false for a token this server did not make. */
    optOut(token: string, now = new Date()): boolean {
      const hash = hashOf(token);
      if (!hash) return false;
      db.prepare("INSERT OR IGNORE INTO review_opt_outs (email_hash, at) VALUES (?, ?)").run(hash, now.toISOString());
      return true;
    },
  };
}

export type ReviewRequests = ReturnType<typeof createReviewRequests>;

/**
 * The review link in the owner's newest content revision (the content store keeps every save; the newest
 * is the content of record, upgraded to this release's shape at start), "" when none is set or nothing is saved yet
 * (the seed's settings come from .env, which has none). One field of one row, so a lead's page stays fast.
 */
export function reviewLinkOf(db: DatabaseSync): string {
  const row = db
    .prepare(
      "SELECT json_extract(document, '$.settings.reviewLink') AS link FROM content_revisions ORDER BY id DESC LIMIT 1",
    )
    .get() as { link: unknown } | undefined;
  return typeof row?.link === "string" ? row.link : "";
}
