import { DAY_NAMES, rowsFromDays, WEEK, type OfficeHours, type Weekday } from "../../shared/office-hours.ts";

/**
 * The content migration's reading of the two lines of opening hours content versions 1 to 3 kept as text
 * (3 → 4). History, like the step that uses it: never change what it reads a line as.
 */

type DayHours = { opens: string; closes: string } | null;

/**
 * The hours the answer-by clock counted by up to content version 3 (app/content/claims.ts's `hours.office` then):
 * Monday to Friday 07:00-18:00, Saturday and Sunday 08:00-17:00. Written out here, not read from the seed, so a later
 * change to the seed does not change what this step made of an old revision.
 */
const CLOCK_UNTIL_V4: readonly DayHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 0 || day === 6 ? { opens: "08:00", closes: "17:00" } : { opens: "07:00", closes: "18:00" },
);

/** The days each line was for: the weekdays line's, and the weekends line's. */
const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];
const WEEKENDS: readonly Weekday[] = [6, 0];

/** "Mon", "Tues", "thursday" → its weekday; undefined for anything else. */
function dayOf(word: string): Weekday | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w.length < 3) return undefined;
  const day = DAY_NAMES.findIndex((name) => name.toLowerCase().startsWith(w));
  return day < 0 ? undefined : (day as Weekday);
}

/** "Mon-Fri", "Sat-Sun", "Mon, Wed", "Sun" → the days, Monday first; undefined if any part is not a day. */
function daysOf(text: string): Weekday[] | undefined {
  const days: Weekday[] = [];
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i)) {
    const [from, to, ...rest] = part.split(/\s*-\s*/);
    const first = dayOf(from ?? "");
    const last = to === undefined ? first : dayOf(to);
    if (first === undefined || last === undefined || rest.length > 0) return undefined;
    // A range runs forward through the week, Monday first ("Sat-Sun"; "Fri-Mon" wraps).
    for (let i = WEEK.indexOf(first); ; i = (i + 1) % 7) {
      days.push(WEEK[i]!);
      if (WEEK[i] === last) break;
    }
  }
  return days;
}

/** "7AM", "7:30am", "12 PM", "17:30" → "HH:MM"; undefined for anything else. */
function clockOf(text: string): string | undefined {
  const match = /^(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?m\.?)?$/i.exec(text.trim());
  if (!match) return undefined;
  const [, h, m, half] = match;
  let hour = Number(h);
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half.toLowerCase() === "p" ? 12 : 0);
  } else if (m === undefined || hour > 23) return undefined;
  return `${String(hour).padStart(2, "0")}:${m ?? "00"}`;
}

/**
 * One line read: its days (the line's own when it names none: "Closed") and their hours, null for closed; undefined
 * when it does not have the simple form.
 */
function readHoursLine(line: unknown, lineDays: readonly Weekday[]): { days: Weekday[]; hours: DayHours } | undefined {
  if (typeof line !== "string") return undefined;
  const text = line
    .replace(/[\u2012-\u2015]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  if (/^closed$/i.test(text)) return { days: [...lineDays], hours: null };
  const closed = /^(.+?):? closed$/i.exec(text);
  if (closed) {
    const days = daysOf(closed[1]!);
    return days && { days, hours: null };
  }
  const open = /^(.+?):? (\d[\d:]*\s*(?:[ap]\.?m\.?)?)\s*(?:-|to)\s*(\d[\d:]*\s*(?:[ap]\.?m\.?)?)$/i.exec(text);
  if (!open) return undefined;
  const days = daysOf(open[1]!);
  const opens = clockOf(open[2]!);
  const closes = clockOf(open[3]!);
  if (!days || !opens || !closes || opens >= closes) return undefined;
  return { days, hours: { opens, closes } };
}

/**
 * The hours as data from a version 3 document's two lines. A day takes the first line that names it; a line that
 * cannot be read leaves its own days at the clock's hours, as does a day neither line names; and a week with no day
 * open (both lines "Closed") is the clock's week too, since the home form's promise was counted by it all along.
 */
export function hoursFromLines(weekdays: unknown, weekends: unknown): OfficeHours {
  const byDay: (DayHours | undefined)[] = Array.from({ length: 7 }, () => undefined);
  for (const [line, lineDays] of [
    [weekdays, WEEKDAYS],
    [weekends, WEEKENDS],
  ] as const) {
    const read = readHoursLine(line, lineDays) ?? { days: [...lineDays], hours: undefined };
    for (const day of read.days)
      if (byDay[day] === undefined) byDay[day] = read.hours === undefined ? CLOCK_UNTIL_V4[day] : read.hours;
  }
  const days = byDay.map((hours, day) => (hours === undefined ? CLOCK_UNTIL_V4[day] : hours));
  const office = rowsFromDays(days.some(Boolean) ? days : CLOCK_UNTIL_V4);
  return { office, emergency247: true };
}
