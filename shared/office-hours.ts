/**
 * The office hours as data (content version 4, docs/decisions/012-owner-editing.md): which days the office is open,
 * from when to when in Auckland, and whether the emergency line answers at any hour. The pages' words come from it
 * (`hoursLines`), and so does the answer-by clock of every lead (server/quotes/answer-by.ts): one value, never two to keep
 * in step.
 */

/** A day of the week as `Date.getDay()` counts it: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Days open with the same hours: "HH:MM" in 24 hours, Auckland time, opening before closing. */
export interface OfficeHoursRow {
  days: number[];
  opens: string;
  closes: string;
}

/** Each weekday in at most one row; a day in none is closed. */
export interface OfficeHours {
  office: OfficeHoursRow[];
  /** The emergency line answers at any hour, every day. */
  emergency247: boolean;
}

/** The line the pages add while the emergency line answers at any hour. */
const EMERGENCY_LINE = "Emergency service 24/7";

/** The week as the pages list it: Monday first. */
export const WEEK: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SHORT_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "HH:MM", 24 hours. */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of "HH:MM". */
export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** "07:00" → "7AM", "07:30" → "7:30AM", "12:00" → "12PM", "17:30" → "5:30PM": the spec's way of writing a time. */
export function clockText(clock: string): string {
  const minutes = clockMinutes(clock);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${hour < 12 ? "AM" : "PM"}`;
}

/** The row holding each day, by weekday (undefined: closed). */
export const hoursByDay = (hours: Pick<OfficeHours, "office">): (OfficeHoursRow | undefined)[] =>
  Array.from({ length: 7 }, (_, day) => hours.office.find((row) => row.days.includes(day)));

/**
 * Rows from each day's hours (null: closed), in the week's order: days with the same hours share a row, listed
 * Monday first. What the editor saves, and what the v3 → v4 migration writes.
 */
export function rowsFromDays(
  days: readonly ({ opens: string; closes: string } | null | undefined)[],
): OfficeHoursRow[] {
  const rows: OfficeHoursRow[] = [];
  for (const day of WEEK) {
    const hours = days[day];
    if (!hours) continue;
    const row = rows.find((r) => r.opens === hours.opens && r.closes === hours.closes);
    if (row) row.days.push(day);
    else rows.push({ days: [day], opens: hours.opens, closes: hours.closes });
  }
  return rows;
}

/** The hours as the contact section words them: the office's lines, and the emergency line's while it answers. */
export const hoursWords = (hours: OfficeHours): { office: string[]; emergency?: string } => ({
  office: hoursLines(hours),
  ...(hours.emergency247 ? { emergency: EMERGENCY_LINE } : {}),
});

/**
 * The hours in words, one line per set of hours, Monday first: consecutive days with the same hours are one range
 * ("Mon-Fri 7AM-6PM", "Sat-Sun 8AM-5PM"), others are listed ("Mon, Wed-Fri 7AM-6PM"), and closed days say so
 * ("Sun Closed").
 */
export function hoursLines(hours: Pick<OfficeHours, "office">): string[] {
  const byDay = hoursByDay(hours);
  const key = (day: Weekday) => {
    const row = byDay[day];
    return row ? `${clockText(row.opens)}-${clockText(row.closes)}` : "Closed";
  };
  // Runs of consecutive days with the same hours, then the runs gathered by their hours.
  const runs: { key: string; first: Weekday; last: Weekday }[] = [];
  for (const day of WEEK) {
    const run = runs.at(-1);
    if (run?.key === key(day)) run.last = day;
    else runs.push({ key: key(day), first: day, last: day });
  }
  const lines = new Map<string, string[]>();
  for (const { key: hoursText, first, last } of runs) {
    const named = first === last ? SHORT_NAMES[first] : `${SHORT_NAMES[first]}-${SHORT_NAMES[last]}`;
    lines.set(hoursText, [...(lines.get(hoursText) ?? []), named]);
  }
  return [...lines].map(([hoursText, days]) => `${days.join(", ")} ${hoursText}`);
}
