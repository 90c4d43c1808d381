import { BUSINESS_TIME_ZONE } from "../../shared/date-time.ts";

// Dates the owner types and weeks on the overview are Auckland's, across daylight saving.

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Minutes Auckland is ahead of UTC at an instant (+720 in winter, +780 in summer). */
function offsetMinutes(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

export const isDateString = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The instant an Auckland calendar day (YYYY-MM-DD) begins. */
export function startOfDay(date: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // The offset at the wall-clock time read as UTC is off by at most the DST step; a second pass settles it.
  const first = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(first) * 60_000);
}

/** The Auckland calendar day (YYYY-MM-DD) an instant falls on. */
export function dayOf(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

/** A calendar day plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday that starts the (Monday to Sunday) week a calendar day is in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
