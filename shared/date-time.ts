/** The business's clock: every time shown to the owner (lead emails, the dashboard) is Auckland's. */
export const BUSINESS_TIME_ZONE = "Pacific/Auckland";

const dateTime = new Intl.DateTimeFormat("en-NZ", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Mon, 23 Nov 2026, 1:05 pm", in Auckland whatever the reader's (or the server's) time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const clock = new Intl.DateTimeFormat("en-NZ", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const weekdayClock = new Intl.DateTimeFormat("en-NZ", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const aucklandDay = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE });

/**
 * "10:45" when it falls on the day of `now` in Auckland, else "Sat 08:30": when a lead is due its answer, as the
 * dashboard and the overdue alerts (server/delivery/escalation.ts) say it.
 */
export function dueClock(iso: string, now: number): string {
  const due = new Date(iso);
  return aucklandDay.format(due) === aucklandDay.format(new Date(now))
    ? clock.format(due)
    : weekdayClock.format(due).replace(",", "");
}
