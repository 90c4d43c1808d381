import { useId } from "react";

/** The control's look, written once in app/styles/tokens.css (`.field-input`). */
const control = "field-input";

/** A labelled form control with an optional error, tied together with aria-describedby. */
export function Field({
  id: fixedId,
  label,
  error,
  required,
  className,
  children,
}: {
  /** A fixed id, for a page whose links name the field (the no-script error summary's); else one of React's own. */
  id?: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    className: string;
    required?: boolean;
  }) => React.ReactNode;
}) {
  const generated = useId();
  const id = fixedId ?? generated;
  const errorId = `${id}-error`;
  return (
    <div data-slot="field" className={className}>
      <label htmlFor={id} className="font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        className: control,
        required,
        ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
