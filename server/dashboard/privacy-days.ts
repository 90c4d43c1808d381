import { addDays } from "../core/time.ts";

/**
 * Working days as the Privacy Act 2020 counts them (section 7, "working day"), for the due date of a person's request
 * for their information (section 44: "no later than 20 working days after the day on which the request is
 * received"). Not a working day: a Saturday or Sunday; Waitangi Day, Good Friday, Easter Monday, Anzac Day, the
 * Sovereign's birthday, Matariki and Labour Day; the Monday after Waitangi Day or Anzac Day when it falls on a weekend;
 * and every day from 25 December to 15 January. Provincial anniversary days (Auckland's included) are working days,
 * and the Christmas and New Year holidays all fall inside the summer break, so their Mondayised days need no rule.
 *
 * By rule rather than a holiday library: the Act names seven days a year, and the libraries that know New Zealand's
 * (date-holidays) bring a dozen packages, moment-timezone among them, and count the provincial days the Act does not
 * (docs/decisions/006-dashboard.md).
 */

/** How long a request may wait for its answer, in working days (Privacy Act 2020, section 44). */
export const PRIVACY_WORKING_DAYS = 20;

/**
 * Te Rā Aro ki a Matariki, the Friday set for each year by Te Kāhui o Matariki Public Holiday Act 2022, Schedule 1
 * (the Matariki Advisory Group's dates, 2022 to 2052). Later years are to be added when the schedule is extended.
 */
const MATARIKI: Record<number, string> = {
  2022: "06-24",
  2023: "07-14",
  2024: "06-28",
  2025: "06-20",
  2026: "07-10",
  2027: "06-25",
  2028: "07-14",
  2029: "07-06",
  2030: "06-21",
  2031: "07-11",
  2032: "07-02",
  2033: "06-24",
  2034: "07-07",
  2035: "06-29",
  2036: "07-18",
  2037: "07-10",
  2038: "06-25",
  2039: "07-15",
  2040: "07-06",
  2041: "07-19",
  2042: "07-11",
  2043: "07-03",
  2044: "06-24",
  2045: "07-07",
  2046: "06-29",
  2047: "07-19",
  2048: "07-03",
  2049: "06-25",
  2050: "07-15",
  2051: "06-30",
  2052: "06-21",
};
const FIRST_MATARIKI = 2022;
const LAST_MATARIKI = 2052;

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** 0 for Sunday to 6 for Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The `n`th Monday of a month (1-based). */
function nthMonday(year: number, month: number, n: number): string {
  const first = ymd(year, month, 1);
  return addDays(first, ((8 - weekday(first)) % 7) + 7 * (n - 1));
}

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm, Meeus's "Astronomical Algorithms", ch. 8). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The day itself, and the Monday after it when it falls on a Saturday or Sunday. */
function withMonday(day: string): string[] {
  const w = weekday(day);
  return w === 6 ? [day, addDays(day, 2)] : w === 0 ? [day, addDays(day, 1)] : [day];
}

/** The days the Act names in `year`, outside the summer break, sorted. */
export function actHolidays(year: number): string[] {
  if (year > LAST_MATARIKI)
    throw new RangeError(
      `Matariki's date in ${year} is not known here: add the years after ${LAST_MATARIKI} from the schedule of ` +
        "Te Kāhui o Matariki Public Holiday Act 2022 to server/dashboard/privacy-days.ts.",
    );
  const easter = easterSunday(year);
  return [
    ...withMonday(ymd(year, 2, 6)),
    addDays(easter, -2),
    addDays(easter, 1),
    ...withMonday(ymd(year, 4, 25)),
    nthMonday(year, 6, 1),
    ...(year >= FIRST_MATARIKI ? [`${year}-${MATARIKI[year]}`] : []),
    nthMonday(year, 10, 4),
  ].sort();
}

const holidayCache = new Map<number, ReadonlySet<string>>();
function holidaysOf(year: number): ReadonlySet<string> {
  let days = holidayCache.get(year);
  if (!days) holidayCache.set(year, (days = new Set(actHolidays(year))));
  return days;
}

/** Whether a calendar day (YYYY-MM-DD) is a working day by the Act's definition. */
export function isWorkingDay(day: string): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6) return false;
  const monthDay = day.slice(5);
  if (monthDay >= "12-25" || monthDay <= "01-15") return false;
  return !holidaysOf(Number(day.slice(0, 4))).has(day);
}

/**
 * The last day to answer a request received on `receivedOn` (YYYY-MM-DD): the 20th working day after it. The day
 * of receipt never counts, whether or not it is a working day.
 */
export function privacyDueDate(receivedOn: string, workingDays = PRIVACY_WORKING_DAYS): string {
  let day = receivedOn;
  for (let counted = 0; counted < workingDays;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted++;
  }
  return day;
}
