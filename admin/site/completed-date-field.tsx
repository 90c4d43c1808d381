import { use, useId } from "react";
import { Field } from "../../app/components/ui/field";
import { monthNames, projectWords } from "./content-paths";
import { ProblemsContext } from "./use-content-editor";

/** The years a job may have been finished in, newest first: from this year back to 2000, and the one it has. */
function yearsFor(current: string): string[] {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - 1999 }, (_, i) => String(thisYear - i));
  return /^20\d\d$/.test(current) && !years.includes(current) ? [current, ...years] : years;
}

/**
 * When a project was finished, as the site writes it ("March 2025"): a month and a year, each a native select, so a
 * phone offers its picker and nothing can be mistyped.
 */
export function CompletedDateField({
  path,
  value,
  onChange,
}: {
  path: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const error = use(ProblemsContext).get(path);
  const id = useId();
  const [month = "", year = ""] = value.split(" ");
  const { label, hint } = projectWords("completedDate");
  return (
    <fieldset data-path={path} aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}>
      <legend className="font-semibold text-navy-900">{label}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
        {hint}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Month" className="mt-1.5">
          {(props) => (
            <select
              {...props}
              aria-invalid={error ? true : undefined}
              value={month}
              onChange={(event) => onChange(`${event.currentTarget.value} ${year}`)}
            >
              {(monthNames as readonly string[]).includes(month) ? null : <option value="">Choose…</option>}
              {monthNames.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Year" className="mt-1.5">
          {(props) => (
            <select
              {...props}
              aria-invalid={error ? true : undefined}
              value={year}
              onChange={(event) => onChange(`${month} ${event.currentTarget.value}`)}
            >
              {/^20\d\d$/.test(year) ? null : <option value="">Choose…</option>}
              {yearsFor(year).map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
