import { use, useId } from "react";
import {
  DAY_NAMES,
  hoursByDay,
  rowsFromDays,
  WEEK,
  type OfficeHoursRow,
  type Weekday,
} from "../../shared/office-hours";
import { ProblemsContext } from "./use-content-editor";

/** A day opened again takes the hours of the open day before it, else these. */
const NEW_DAY = { opens: "08:00", closes: "17:00" };

/**
 * The office hours as days and times: one row a day, Monday first, each with an Open box and,
 * while open, its opening and closing times as native time inputs (a phone shows its own picker). What is saved is
 * the document's rows: days with the same hours together. A problem the server finds in a row is shown under each
 * of its days.
 */
export function HoursField({
  path,
  label,
  hint,
  value,
  onChange,
}: {
  path: string;
  label: string;
  hint?: string;
  value: OfficeHoursRow[];
  onChange: (value: OfficeHoursRow[]) => void;
}) {
  const problems = use(ProblemsContext);
  const id = useId();
  const days = hoursByDay({ office: value }).map((row) => (row ? { opens: row.opens, closes: row.closes } : null));
  const rowOf = (day: Weekday) => value.findIndex((row) => row.days.includes(day));
  const problemAt = (place: string) => [...problems].find(([key]) => key === place || key.startsWith(`${place}.`))?.[1];
  const whole = problems.get(path);
  const set = (day: Weekday, hours: { opens: string; closes: string } | null) =>
    onChange(rowsFromDays(days.map((current, d) => (d === day ? hours : current))));
  const openedAgain = (day: Weekday) => {
    const before = WEEK.slice(0, WEEK.indexOf(day)).reverse();
    return before.map((d) => days[d]).find(Boolean) ?? NEW_DAY;
  };

  return (
    <fieldset
      data-path={path}
      aria-describedby={[hint ? `${id}-hint` : "", whole ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
    >
      <legend className="font-semibold text-navy-900">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {whole ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {whole}
        </p>
      ) : null}
      <ul className="mt-2 divide-y divide-line rounded-card border border-line">
        {WEEK.map((day) => {
          const hours = days[day];
          const name = DAY_NAMES[day];
          const row = rowOf(day);
          const at = `${path}[${row}]`;
          const error =
            row < 0 ? undefined : (problemAt(`${at}.opens`) ?? problemAt(`${at}.closes`) ?? problemAt(`${at}.days`));
          const errorId = `${id}-${day}-error`;
          const time = (open: { opens: string; closes: string }, end: "opens" | "closes") => (
            <label className="grid gap-1 text-sm font-semibold text-navy-900">
              {end === "opens" ? "Opens" : "Closes"}
              <input
                type="time"
                step={60}
                data-path={`${at}.${end}`}
                aria-label={`${name} ${end}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="field-input min-h-11"
                value={open[end]}
                onChange={(event) => set(day, { ...open, [end]: event.currentTarget.value })}
              />
            </label>
          );
          return (
            <li key={day} className="grid gap-2 p-3 sm:grid-cols-[10rem_1fr] sm:items-center">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-navy-900">
                <input
                  type="checkbox"
                  checked={hours !== null}
                  onChange={(event) => set(day, event.currentTarget.checked ? openedAgain(day) : null)}
                  className="size-5 shrink-0 accent-navy-900"
                />
                {`${name} `}
                <span className="sr-only">open</span>
              </label>
              {hours ? (
                <div className="grid grid-cols-2 gap-3">
                  {time(hours, "opens")}
                  {time(hours, "closes")}
                </div>
              ) : (
                <p className="text-muted">Closed</p>
              )}
              {error ? (
                <p id={errorId} className="text-sm font-medium text-red-700 sm:col-span-2">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
