import type { DataRouter } from "react-router";

/**
 * The leads list's search words (part of a customer's name, phone, email or suburb) are no part of any URL, the
 * page's or the API's (ASVS 8.3.1, docs/decisions/010-asvs-level-1.md): they live in the history entry's state, so
 * Back, Forward and a reload bring a search back, and reach the API in the body of a POST. The other filters stay in
 * the address, where a filtered list can be bookmarked.
 */
export interface SearchState {
  search: string;
}

/** The list's filters, which do belong in the address. */
export const filterFields = ["status", "service", "urgency", "from", "to", "source"] as const;
/** Everything the list's address may hold: the filters and the page's cursor. */
export const listFields = [...filterFields, "before", "after"] as const;

/** The search words of a history entry's state; "" when it holds none. */
export const searchOf = (state: unknown): string => {
  const search = (state as Partial<SearchState> | null)?.search;
  return typeof search === "string" ? search : "";
};

let router: DataRouter | undefined;

/** main.tsx hands its router over: it knows which history entry a loader is loading. */
export function followRouter(dashboard: DataRouter) {
  router = dashboard;
}

/**
 * The search words of the history entry being loaded. A loader is given only the URL, so they are read from the
 * router: from the location it is navigating to, or, with no navigation under way (the first load, a
 * revalidation), from the current one. The first load's loaders are called while main.tsx is still making the
 * router, so this lets that finish first.
 */
export async function searchBeingLoaded(): Promise<string> {
  await Promise.resolve();
  if (!router) return "";
  const { navigation, location } = router.state;
  return searchOf(navigation.state === "idle" ? location.state : navigation.location.state);
}
