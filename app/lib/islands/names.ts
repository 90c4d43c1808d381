import type { IslandName } from "../../../shared/island-names";

/**
 * The attributes an island's element carries: its name, its serialized props, and the hydration signal. The islands'
 * names are shared with the build.
 */
export const islandAttributes = {
  name: "data-island",
  props: "data-island-props",
  /** Set once the island's React root has committed; tests and `npm run bench` wait on it. */
  hydrated: "data-hydrated",
} as const;

/** Keeps the ids `useId` gives inside one island apart from every other island's on the same page. */
export const identifierPrefix = (name: IslandName): string => `${name}-`;

/**
 * One focus or blur of a named form field inside an island before it hydrated, as the loader (loader.ts) saw it:
 * the event's type, the field's name, when (ms since epoch) and whether the field held a value. React never sees
 * these events, so the form's analytics replay them (docs/decisions/008).
 */
export type EarlyTouch = [type: "focusin" | "focusout", field: string, at: number, filled: boolean];
/** A form inside an island, with the touches the loader recorded on it until the island's entry took over. */
export type TouchedForm = HTMLFormElement & { early?: EarlyTouch[] };
