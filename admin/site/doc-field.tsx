import { use, useId } from "react";
import { Field } from "../../app/components/ui/field";
import { ProblemsContext } from "./use-content-editor";

/**
 * One text of the owner's document, labelled, with a hint and the server's problem beside it (found by its place in
 * the document, which it carries as `data-path` so a problem can move focus to it). Owner text is plain text.
 */
export function DocField({
  path,
  label,
  hint,
  value,
  onChange,
  multiline = false,
  rows = 5,
  type = "text",
  max,
  inputMode,
}: {
  path: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** A multi-line box's height in lines. */
  rows?: number;
  type?: "text" | "tel" | "email" | "url";
  max?: number;
  inputMode?: "decimal" | "numeric";
}) {
  const error = use(ProblemsContext).get(path);
  const hintId = `${useId()}-hint`;
  return (
    <Field label={label} error={error}>
      {({ className, ...aria }) => {
        const props = {
          ...aria,
          className,
          "data-path": path,
          maxLength: max,
          value,
          "aria-describedby": [aria["aria-describedby"], hint ? hintId : ""].filter(Boolean).join(" ") || undefined,
        };
        return (
          <>
            {hint ? (
              <p id={hintId} className="mt-0.5 text-sm text-muted">
                {hint}
              </p>
            ) : null}
            {multiline ? (
              <textarea rows={rows} {...props} onChange={(event) => onChange(event.currentTarget.value)} />
            ) : (
              <input
                type={type}
                inputMode={inputMode}
                autoComplete="off"
                {...props}
                onChange={(event) => onChange(event.currentTarget.value)}
              />
            )}
          </>
        );
      }}
    </Field>
  );
}
