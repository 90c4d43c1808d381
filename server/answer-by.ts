import { TZDate } from "@date-fns/tz";
import { seedClaims } from "../app/content/claims.ts";
import { BUSINESS_TIME_ZONE } from "../app/lib/date-time.ts";
import { isEmergency } from "./admin/lead-fields.ts";

const MINUTE = 60_000;
const { office } = seedClaims.hours;
const { homeOfficeMinutes, quoteHours, emergencyMinutes } = seedClaims.answerWithin;

/** A day's office hours in Auckland, from its weekday (0 Sunday … 6 Saturday). */
const hoursOf = (weekday: number) => (weekday === 0 || weekday === 6 ? office.weekends : office.weekdays);

/** An Auckland wall-clock time as an instant: `hour` o'clock on the day of `day` (daylight saving included). */
const at = (day: TZDate, hour: number) =>
  new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, BUSINESS_TIME_ZONE).getTime();

/**
 * `minutes` of office time from `from` (ms since the epoch), counted only within the office hours in Auckland
 * (app/content/claims.ts): a request at 23:00 on a Friday, with 30 minutes to answer, is due at 08:30 on Saturday.
 */
export function addOfficeMinutes(from: number, minutes: number): number {
  let now = from;
  let left = minutes * MINUTE;
  for (let days = 0; days < 14; days++) {
    const day = new TZDate(now, BUSINESS_TIME_ZONE);
    const { opens, closes } = hoursOf(day.getDay());
    const start = Math.max(now, at(day, opens));
    const end = at(day, closes);
    if (start < end) {
      if (start + left <= end) return start + left;
      left -= end - start;
    }
    // Tomorrow, from midnight: the next day's opening is found from there.
    now = at(new TZDate(at(day, 0) + 36 * 60 * MINUTE, BUSINESS_TIME_ZONE), 0);
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
