import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "./submit";

/**
 * The messages a form shows beside its fields (its own check or the inbox's 400), in the order the fields appear.
 * `show` also focuses the error summary (`summary`) once it has rendered, so a screen reader announces it.
 */
export function useFieldErrors(fields: readonly string[], summary: React.RefObject<HTMLElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const focusSummary = useRef(false);

  useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    summary.current?.focus();
  }, [errors, summary]);

  return {
    errors,
    problems: fields.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : [])),
    /** Shows the messages that concern this form's fields; returns whether there were any. */
    show(all: FieldErrors): boolean {
      const own = Object.fromEntries(fields.flatMap((f) => (all[f] ? [[f, all[f]]] : [])));
      focusSummary.current = Object.keys(own).length > 0;
      setErrors(own);
      return focusSummary.current;
    },
    /** A field the visitor has changed no longer shows the old message. */
    clear(field: string) {
      if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    },
  };
}
