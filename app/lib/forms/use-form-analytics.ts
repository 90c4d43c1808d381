import { useEffect, useMemo, type RefObject } from "react";
import { trackedFormAttribute } from "../analytics/attributes";
import { catchUp, formTracker, isTrackedField, watchFormAbandon } from "../analytics/form-analytics";

/**
 * Form analytics for one quote form island (spec section 4): spread `attributes` on the <form> `form` refers to (they
 * name it for the analytics) and use its `handlers`; call `submitted()` when it is submitted and `completed()` on
 * success; `startedAt()` is when the visitor first interacted with a field. The tracker is the page's
 * one tracker of this form: what the visitor did before the island hydrated is
 * handed to it on commit, and abandonment is reported once when the page is left, woken island or not.
 */
export function useFormAnalytics(formName: string, form: RefObject<HTMLFormElement | null>) {
  const tracker = useMemo(() => formTracker(formName), [formName]);

  useEffect(() => {
    watchFormAbandon(document);
    // The island has committed: the focuses and blurs the island loader recorded before it are reported now.
    catchUp(form.current);
  }, [form]);

  const fieldName = (target: EventTarget) => (target instanceof HTMLElement ? target.getAttribute("name") : null);
  return {
    attributes: { [trackedFormAttribute]: formName },
    handlers: {
      onFocus: (e: React.FocusEvent<HTMLFormElement>) => {
        const name = fieldName(e.target);
        if (isTrackedField(name)) tracker.focus(name);
      },
      onBlur: (e: React.FocusEvent<HTMLFormElement>) => {
        const name = fieldName(e.target);
        if (isTrackedField(name)) tracker.blur(name, (e.target as unknown as HTMLInputElement).value.trim() !== "");
      },
    },
    submitted: tracker.submit,
    completed: tracker.complete,
    reset: tracker.reset,
    startedAt: tracker.startedAt,
  };
}
