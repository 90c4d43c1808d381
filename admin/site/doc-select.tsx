import { use, useId } from "react";
import { Field } from "../../app/components/ui/field";
import { ProblemsContext } from "./use-content-editor";

/**
 * A choice of the owner's document from a fixed list (a project's kind of job, its duration), labelled, with a hint
 * and the server's problem beside it. Empty, it asks for a choice, but none is needed: "None" takes one back.
 */
export function DocSelect({
  path,
  label,
  hint,
  value,
  options,
  onChange,
}: {
  path: string;
  label: string;
  hint?: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const error = use(ProblemsContext).get(path);
  const hintId = `${useId()}-hint`;
  return (
    <Field label={label} error={error}>
      {({ className, ...aria }) => (
        <>
          {hint ? (
            <p id={hintId} className="mt-0.5 text-sm text-muted">
              {hint}
            </p>
          ) : null}
          <select
            {...aria}
            className={className}
            data-path={path}
            value={value}
            aria-describedby={[aria["aria-describedby"], hint ? hintId : ""].filter(Boolean).join(" ") || undefined}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            <option value="">{value === "" ? "Choose…" : "None"}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </>
      )}
    </Field>
  );
}
