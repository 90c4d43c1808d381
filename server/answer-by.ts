import { TZDate } from "@date-fns/tz";
import { seedClaims } from "../app/content/claims.ts";
import { BUSINESS_TIME_ZONE } from "../shared/date-time.ts";
import { isEmergency } from "../shared/leads/lead-fields.ts";
import type { Channel } from "./delivery-queue.ts";

const MINUTE = 60_000;

/**
 * What answers a lead (docs/decisions/004-lead-delivery.md): a status change, a note, or a "called" tap on the
 * dashboard. Releasing it from quarantine, an escalation or a review request is not an answer.
 */
const ANSWER_KINDS = ["status", "note", "called"] as const;
/** The same list for SQL's `kind IN (…)`: fixed words of this module, never input. */
export const ANSWER_KINDS_SQL = ANSWER_KINDS.map((kind) => `'${kind}'`).join(", ");
const { office } = seedClaims.hours;
const { homeOfficeMinutes, quoteHours, emergencyMinutes } = seedClaims.answerWithin;

/** A day's office hours in Auckland, from its weekday (0 Sunday … 6 Saturday). */
const hoursOf = (weekday: number) => (weekday === 0 || weekday === 6 ? office.weekends : office.weekdays);

/** An Auckland wall-clock time as an instant: `hour` o'clock on the day of `day` (daylight saving included). */
const at = (day: TZDate, hour: number) =>
  new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, BUSINESS_TIME_ZONE).getTime();

interface OfficeDay {
  /** The Auckland day's midnight, and the next day's: the day is [start, next). */
  start: number;
  next: number;
  opens: number;
  closes: number;
}

/**
 * Office days already worked out, filed under each UTC day they overlap (at most two per UTC day): the overview
 * reads a month of leads, and working a day out through the time zone costs far more than finding it here.
 */
const officeDays = new Map<number, OfficeDay[]>();
const OFFICE_DAYS_KEPT = 4_000;
const DAY = 24 * 60 * MINUTE;

/** The office hours of the Auckland day holding `instant`, and the day's bounds, as instants. */
function officeDay(instant: number): OfficeDay {
  const utcDay = Math.floor(instant / DAY);
  const found = officeDays.get(utcDay)?.find((day) => day.start <= instant && instant < day.next);
  if (found) return found;
  const day = new TZDate(instant, BUSINESS_TIME_ZONE);
  const { opens, closes } = hoursOf(day.getDay());
  const start = at(day, 0);
  // 36 hours after today's midnight is always tomorrow, daylight saving or not.
  const next = at(new TZDate(start + 36 * 60 * MINUTE, BUSINESS_TIME_ZONE), 0);
  const worked = { start, next, opens: at(day, opens), closes: at(day, closes) };
  if (officeDays.size >= OFFICE_DAYS_KEPT) officeDays.clear();
  for (let d = Math.floor(start / DAY); d <= Math.floor((next - 1) / DAY); d++)
    officeDays.set(d, [...(officeDays.get(d) ?? []), worked]);
  return worked;
}

/**
 * `minutes` of office time from `from` (ms since the epoch), counted only within the office hours in Auckland
 * (app/content/claims.ts): a request at 23:00 on a Friday, with 30 minutes to answer, is due at 08:30 on Saturday.
 */
export function addOfficeMinutes(from: number, minutes: number): number {
  let now = from;
  let left = minutes * MINUTE;
  for (let days = 0; days < 14; days++) {
    const day = officeDay(now);
    const start = Math.max(now, day.opens);
    if (start < day.closes) {
      if (start + left <= day.closes) return start + left;
      left -= day.closes - start;
    }
    now = day.next;
  }
  throw new Error("No office hours in two weeks: check app/content/claims.ts's hours.office");
}

/**
 * When a lead is due an answer, from the promise its form showed (docs/decisions/004-lead-delivery.md): an
 * emergency in 15 minutes at any hour; a home-form request in 30 minutes of office hours; a /quote request in 24 hours.
 */
export function answerBy(lead: {
  form: "home" | "quote";
  received_at: string;
  urgency: string;
  service: string;
}): string {
  const received = Date.parse(lead.received_at);
  const due = isEmergency(lead)
    ? received + emergencyMinutes * MINUTE
    : lead.form === "home"
      ? addOfficeMinutes(received, homeOfficeMinutes)
      : received + quoteHours * 60 * MINUTE;
  return new Date(due).toISOString();
}

/** The deliveries that remind the owner of a lead still untouched at its answer-by time (server/escalation.ts). */
const ESCALATION_CHANNELS = ["escalation-ntfy", "escalation-email"] as const satisfies readonly Channel[];

export const isEscalation = (channel: Channel) => (ESCALATION_CHANNELS as readonly Channel[]).includes(channel);

/**
 * When each of a lead's deliveries is due, for the outbox (server/delivery-queue.ts): an escalation at the lead's
 * answer-by time, anything else at once (`now`).
 */
export const deliveryDue =
  (lead: Parameters<typeof answerBy>[0], now: Date) =>
  (channel: Channel): Date =>
    isEscalation(channel) ? new Date(answerBy(lead)) : now;
