import type { DatabaseSync } from "node:sqlite";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { dueClock } from "../../shared/date-time.ts";
import { telHref } from "../../shared/phone.ts";
import { ANSWER_KINDS_SQL, answerBy } from "../quotes/answer-by.ts";
import { officeHoursOf, type Business, type NtfyConfig, type CurrentBusiness } from "../config/config.ts";
import type { ClaimedDelivery } from "../quotes/delivery-queue.ts";
import { markup } from "../core/html.ts";
import { describeLead, oneLine, wakesTheOwner } from "../quotes/lead.ts";
import { emailLayout, type Email } from "./mail.ts";
import type { StoredQuote } from "../quotes/migrations.ts";
import { leadLines, leadLink, PRIORITY, publish, type NtfyMessage } from "./ntfy.ts";
import { SKIPPED, type Sender } from "./outbox.ts";

/** Who the lead's history says sent the reminder. */
const ESCALATION_ACTOR = "the inbox";

/** "Overdue: Aroha Ngata asked at 10:15, answer by 10:45", in Auckland time, as the owner reads it at `now`. */
function overdueTitle(quote: StoredQuote, now: Date, hours: OfficeHours): string {
  const at = (iso: string) => dueClock(iso, now.getTime());
  return `Overdue: ${oneLine(quote.name, 60)} asked at ${at(quote.received_at)}, answer by ${at(answerBy(quote, hours))}`;
}

/**
 * The push: the title above and the same lines as the lead's first push (never the phone, email or message: a
 * lock screen is not private, docs/decisions/011-operations.md), at high priority, or max for a lead that rang
 * through do-not-disturb the first time.
 */
function overduePush(quote: StoredQuote, business: Business, now: Date): NtfyMessage {
  return {
    title: overdueTitle(quote, now, officeHoursOf(business)),
    message: leadLines(quote).join("\n"),
    priority: wakesTheOwner(quote) ? PRIORITY.max : PRIORITY.high,
    tags: ["alarm_clock"],
    click: leadLink(quote, business),
  };
}

/** The email: short, with the call link and the link to the lead; the lead email before it had everything else. */
function overdueEmail(quote: StoredQuote, business: Business, now: Date): Email {
  const lead = describeLead(quote);
  const subject = overdueTitle(quote, now, officeHoursOf(business));
  const what = [lead.service, oneLine(quote.location, 80)].filter(Boolean).join(", ");
  const said = `${oneLine(quote.name, 80)} (${what}) has not been answered yet: no call, note or status change on the dashboard.`;
  const how = "Tap Call on the lead in the dashboard, add a note or change its status: an answered lead is not chased.";
  const link = leadLink(quote, business);
  const text = [subject, "", said, "", `Call:  ${telHref(quote.phone)}`, `Open:  ${link}`, "", how, ""].join("\n");
  const body = markup`<h1 style="font-size:20px;color:#b00020">${subject}</h1>
    <p>${said}</p>
    <p>
      <a href="${telHref(quote.phone)}" style="font-size:20px;font-weight:bold"
        >Call ${oneLine(quote.name, 60)} on ${quote.phone}</a
      >
    </p>
    <p><a href="${link}">Open this lead in your dashboard</a></p>
    <p style="color:#555">${how}</p>`;
  return { subject, text, html: emailLayout(body) };
}

interface EscalationOptions {
  db: DatabaseSync;
  /** The settings in effect when a reminder goes: its link and office hours. */
  business: CurrentBusiness;
  /** The phone alerts in effect (phoneSettings().current); none when off. */
  phone?: () => NtfyConfig | undefined;
  /** The lead email's transport (createMailSenders().toBusiness); without it, no email reminder. */
  email?: (claim: ClaimedDelivery, message: Email, signal: AbortSignal) => Promise<void>;
  /** The real clock unless a test walks a lead across a weekend. */
  now?: () => Date;
}

/**
 * The one reminder a lead gets when it is still untouched at its answer-by time (issue 33, docs/decisions/004-
 * lead-delivery.md): the outbox holds an `escalation-ntfy` and an `escalation-email` row per lead, due then, queued
 * with the lead (UNIQUE per lead and channel: once only, and a restart finds them in the table). When one falls due
 * the sender looks again: a lead someone answered (a status change, a note, a "called" tap), marked spam, or
 * quarantined is skipped and nothing is sent; otherwise the reminder goes and the lead's history says so, once.
 */
export function createEscalationSenders(options: EscalationOptions): {
  "escalation-ntfy": Sender;
  "escalation-email": Sender;
} {
  const { db, business } = options;
  const now = options.now ?? (() => new Date());
  const untouched = db.prepare(
    `SELECT * FROM quotes q WHERE id = ? AND spam = 0 AND status != 'spam'
        AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.quote_id = q.id AND e.kind IN (${ANSWER_KINDS_SQL}))`,
  );
  const recordEscalation = db.prepare(
    `INSERT INTO lead_events (quote_id, at, actor, kind)
     SELECT :id, :at, :actor, 'escalated'
      WHERE NOT EXISTS (SELECT 1 FROM lead_events WHERE quote_id = :id AND kind = 'escalated')`,
  );

  const escalate =
    (send: (quote: StoredQuote, claim: ClaimedDelivery, signal: AbortSignal) => Promise<boolean>): Sender =>
    async (claim, signal) => {
      const quote = untouched.get(claim.quote.id) as StoredQuote | undefined;
      if (!quote || !(await send(quote, claim, signal))) return SKIPPED;
      recordEscalation.run({ id: quote.id, at: now().toISOString(), actor: ESCALATION_ACTOR });
    };

  return {
    "escalation-ntfy": escalate(async (quote, _claim, signal) => {
      // Turned off since the lead was queued: nothing to send it to.
      const config = options.phone?.();
      if (!config) return false;
      await publish(config, overduePush(quote, business.current(), now()), signal);
      return true;
    }),
    "escalation-email": escalate(async (quote, claim, signal) => {
      if (!options.email) throw new Error("escalation-email delivery is not configured");
      await options.email(claim, overdueEmail(quote, business.current(), now()), signal);
      return true;
    }),
  };
}
