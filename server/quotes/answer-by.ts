import { TZDate } from "@date-fns/tz";
import { seedAnswerWithin } from "../../app/content/seed.ts";
import { clockMinutes, type OfficeHours } from "../../shared/office-hours.ts";
import { BUSINESS_TIME_ZONE } from "../../shared/date-time.ts";
import { isEmergency } from "../../shared/leads/lead-fields.ts";
import type { Channel } from "../../shared/api/leads.ts";

const MINUTE = 60_000;

/**
 * What answers a lead (docs/decisions/004-lead-delivery.md): a status change, a note, or a "called" tap on the
 * dashboard. Releasing it from quarantine, an escalation or a review request is not an answer.
 */
const ANSWER_KINDS = ["status", "note", "called"] as const;
/** The same list for SQL's `kind IN (…)`: fixed words of this module, never input. */
export const ANSWER_KINDS_SQL = ANSWER_KINDS.map((kind) => `'${kind}'`).join(", ");
const { homeOfficeMinutes, quoteHours, emergencyMinutes } = seedAnswerWithin();

/** An Auckland wall-clock time as an instant: `minutes` after midnight on the day of `day` (daylight saving included). */
const at = (day: TZDate, minutes: number) =>
  new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    Math.floor(minutes / 60),
    minutes % 60,
    BUSINESS_TIME_ZONE,
  ).getTime();

interface OfficeDay {
  /** The Auckland day's midnight, and the next day's: the day is [start, next). */
  start: number;
  next: number;
  opens: number;
  closes: number;
}

/**
 * Office days already worked out, filed under each UTC day they overlap (at most two per UTC day): the overview
 * reads a month of leads, and working a day out through the time zone costs far more than finding it here. They are
 * the days of one set of hours (`key`): other hours (the owner's, once a build with them goes live) start afresh.
 */
let cache: { key: string; office: OfficeHours["office"] | undefined; days: Map<number, OfficeDay[]> } = {
  key: "",
  office: undefined,
  days: new Map(),
};
const OFFICE_DAYS_KEPT = 4_000;
const DAY = 24 * 60 * MINUTE;

/** The office days worked out for `hours`, emptied when the hours differ from the last asked for. */
function officeDaysOf(hours: OfficeHours): Map<number, OfficeDay[]> {
  if (hours.office === cache.office) return cache.days;
  const key = JSON.stringify(hours.office);
  cache = { key, office: hours.office, days: key === cache.key ? cache.days : new Map() };
  return cache.days;
}

/** The office hours of the Auckland day holding `instant`, and the day's bounds, as instants. */
function officeDay(instant: number, hours: OfficeHours): OfficeDay {
  const officeDays = officeDaysOf(hours);
  const utcDay = Math.floor(instant / DAY);
  const found = officeDays.get(utcDay)?.find((day) => day.start <= instant && instant < day.next);
  if (found) return found;
  const day = new TZDate(instant, BUSINESS_TIME_ZONE);
  const row = hours.office.find((r) => r.days.includes(day.getDay()));
  const start = at(day, 0);
  // 36 hours after today's midnight is always tomorrow, daylight saving or not.
  const next = at(new TZDate(start + 36 * 60 * MINUTE, BUSINESS_TIME_ZONE), 0);
  // A closed day has no office time: it opens and closes at its start.
  const worked = row
    ? { start, next, opens: at(day, clockMinutes(row.opens)), closes: at(day, clockMinutes(row.closes)) }
    : { start, next, opens: start, closes: start };
  if (officeDays.size >= OFFICE_DAYS_KEPT) officeDays.clear();
  for (let d = Math.floor(start / DAY); d <= Math.floor((next - 1) / DAY); d++)
    officeDays.set(d, [...(officeDays.get(d) ?? []), worked]);
  return worked;
}

/**
 * `minutes` of office time from `from` (ms since the epoch), counted only within the office `hours` in Auckland (the
 * live content's): with the seed's, a request at 23:00 on a Friday, with 30 minutes to answer,
 * is due at 08:30 on Saturday.
 */
export function addOfficeMinutes(from: number, minutes: number, hours: OfficeHours): number {
  let now = from;
  let left = minutes * MINUTE;
  for (let days = 0; days < 14; days++) {
    const day = officeDay(now, hours);
    const start = Math.max(now, day.opens);
    if (start < day.closes) {
      if (start + left <= day.closes) return start + left;
      left -= day.closes - start;
    }
    now = day.next;
  }
  // The content's schema keeps at least one day open (app/content/document.ts).
  throw new Error("No office hours in two weeks: the content's claims.hours.office has no open day");
}

/**
 * When a lead is due an answer, from the promise its form showed (docs/decisions/004-lead-delivery.md): an
 * emergency in 15 minutes at any hour; a home-form request in 30 minutes of office `hours` (the live content's: the
 * `hours` of the business settings in effect); a /quote request in 24 hours.
 */
export function answerBy(
  lead: {
    form: "home" | "quote";
    received_at: string;
    urgency: string;
    service: string;
  },
  hours: OfficeHours,
): string {
  const received = Date.parse(lead.received_at);
  const due = isEmergency(lead)
    ? received + emergencyMinutes * MINUTE
    : lead.form === "home"
      ? addOfficeMinutes(received, homeOfficeMinutes, hours)
      : received + quoteHours * 60 * MINUTE;
  return new Date(due).toISOString();
}

/** The deliveries that remind the owner of a lead still untouched at its answer-by time. */
const ESCALATION_CHANNELS = ["escalation-ntfy", "escalation-email"] as const satisfies readonly Channel[];

export const isEscalation = (channel: Channel) => (ESCALATION_CHANNELS as readonly Channel[]).includes(channel);

/**
 * When each of a lead's deliveries is due, for the outbox: an escalation at the lead's
 * answer-by time, anything else at once (`now`).
 */
export const deliveryDue =
  (lead: Parameters<typeof answerBy>[0], now: Date, hours: OfficeHours) =>
  (channel: Channel): Date =>
    isEscalation(channel) ? new Date(answerBy(lead, hours)) : now;
