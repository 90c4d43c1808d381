import { useEffect, useMemo } from "react";
import { createFormTracker } from "./form-tracker";
import { track } from "./track";

/** Delay before a form left by route change counts as abandoned (spec section 9). */
const ABANDON_AFTER_ROUTE_LEAVE_MS = 100;

/**
 * Form analytics for one form: spread `handlers` on the <form>; call `submitted()` when it is submitted and
 * `completed()` on success; `startedAt()` is when the visitor first interacted with a field. Abandonment is checked on pagehide, when the tab is hidden, and 100 ms after the form
 * leaves the page (route change), reported once.
 */
export function useFormAnalytics(formName: string) {
  const tracker = useMemo(
    () => createFormTracker(formName, (event, label, beacon) => track(event, { category: "form", label }, { beacon })),
    [formName],
  );

  useEffect(() => {
    const onPageHide = () => tracker.abandon(true);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") tracker.abandon(true);
    };
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
      window.setTimeout(() => tracker.abandon(), ABANDON_AFTER_ROUTE_LEAVE_MS);
    };
  }, [tracker]);

  const fieldName = (target: EventTarget) => (target instanceof HTMLElement ? target.getAttribute("name") : null);
  return {
    handlers: {
      onFocus: (e: React.FocusEvent<HTMLFormElement>) => {
        const name = fieldName(e.target);
        if (name && name !== "website") tracker.focus(name);
      },
      onBlur: (e: React.FocusEvent<HTMLFormElement>) => {
        const name = fieldName(e.target);
        if (name && name !== "website")
          tracker.blur(name, (e.target as unknown as HTMLInputElement).value.trim() !== "");
      },
    },
    submitted: tracker.submit,
    completed: tracker.complete,
    reset: tracker.reset,
    startedAt: tracker.startedAt,
  };
}
