import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the pre-rendered HTML, true from the first client render after it. Lets a page show
 * what only the browser knows (a query string, a saved draft) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
