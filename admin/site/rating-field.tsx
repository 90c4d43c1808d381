import { use, useId } from "react";
import { ProblemsContext } from "./use-content-editor";

/** A review's stars, 1 to 5, as a native radio group: arrow keys move between them, each is read "4 stars". */
export function RatingField({
  path,
  name,
  value,
  onChange,
}: {
  path: string;
  /** The radio group's name, one per review. */
  name: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const error = use(ProblemsContext).get(path);
  const errorId = `${useId()}-error`;
  return (
    <fieldset data-path={path} aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-navy-900">Stars</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-full bg-white px-3 font-semibold text-navy-900 ring-1 ring-navy-200 has-checked:bg-navy-900 has-checked:text-white has-checked:ring-navy-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-600"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={stars === 1 ? "1 star" : `${stars} stars`}
              className="size-4 accent-signal-600"
            />
            {stars}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
