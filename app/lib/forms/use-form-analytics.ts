import { useEffect, useMemo } from "react";
import { createFormTracker } from "../analytics/form-tracker";
import { track } from "../analytics/track";

/**
 * Form analytics for one quote form island (spec section 4): spread `handlers` on the <form>; call `submitted()`
 * when it is submitted and `completed()` on success; `startedAt()` is when the visitor first interacted with a
 * field. Each event goes out through `track`. Leaving the page is a page load now (no client router), so
 * abandonment is checked on pagehide and when the tab is hidden, and reported once.
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
