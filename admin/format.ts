const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateTime = new Intl.DateTimeFormat("en-NZ", {
  timeZone: "Pacific/Auckland",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const shortDate = new Intl.DateTimeFormat("en-NZ", { timeZone: "Pacific/Auckland", day: "numeric", month: "short" });

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
  return `on ${shortDate.format(new Date(iso))}`;
}

/** "Sat, 22 Nov 2026, 1:05 pm", always Auckland time whatever the phone's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const calendarDay = new Intl.DateTimeFormat("en-NZ", { timeZone: "UTC", day: "numeric", month: "short" });

/** "3 Nov" for a calendar day (YYYY-MM-DD), which has no time zone of its own. */
export const dayLabel = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

export const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);
