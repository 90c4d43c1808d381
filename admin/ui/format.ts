import { BUSINESS_TIME_ZONE } from "../../shared/date-time";

export { dueClock, formatDateTime } from "../../shared/date-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const shortDate = new Intl.DateTimeFormat("en-NZ", { timeZone: BUSINESS_TIME_ZONE, day: "numeric", month: "short" });

/** "3 Nov": the day in Auckland an instant fell on (a lead's other requests: "Also asked on 3 Nov"). */
export const shortDay = (iso: string) => shortDate.format(new Date(iso));

/** "just now", "12 min ago", "3 h ago", "2 days ago", then the date: how long a lead has waited, at a glance. */
export function timeAgo(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 14 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return `${days} ${days === 1 ? "day" : "days"} ago`;
  }
  return `on ${shortDay(iso)}`;
}

const calendarDay = new Intl.DateTimeFormat("en-NZ", { timeZone: "UTC", day: "numeric", month: "short" });
const calendarDate = new Intl.DateTimeFormat("en-NZ", { timeZone: "UTC", dateStyle: "medium" });

/** "3 Nov" for a calendar day (YYYY-MM-DD), which has no time zone of its own; "3 Nov 2025" with its year. */
export const dayLabel = (day: string, withYear = false) =>
  (withYear ? calendarDate : calendarDay).format(new Date(`${day}T00:00:00Z`));

export const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

/** "12 min", "2 h 5 min", "3 days": how long past its promise a lead has waited. */
export function overdueBy(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  const days = Math.floor(ms / DAY);
  return `${days} ${days === 1 ? "day" : "days"}`;
}
