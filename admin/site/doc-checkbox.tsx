import { use, useId } from "react";
import { ProblemsContext } from "./use-content-editor";

/** A yes or no of the owner's document (a project on the site, featured): a labelled checkbox, its hint, its problem. */
export function DocCheckbox({
  path,
  label,
  hint,
  checked,
  onChange,
}: {
  path: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const error = use(ProblemsContext).get(path);
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-navy-900">
        <input
          type="checkbox"
          data-path={path}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="size-5 shrink-0 accent-navy-900"
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="pl-8 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
