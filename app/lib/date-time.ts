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
