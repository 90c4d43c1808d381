import type { TouchedForm } from "../islands/names";
import { trackedFormAttribute } from "./attributes";
import { createFormTracker } from "./form-tracker";
import { track } from "./track";

type FormTracker = ReturnType<typeof createFormTracker>;

/** The honeypot is no field a person fills in. */
export const isTrackedField = (name: string | null | undefined): name is string => !!name && name !== "website";

const trackers = new Map<string, FormTracker>();
/** Set while the page is being left: whatever the forms report then goes out as a beacon. */
let leaving = false;

/**
 * The one tracker of the form called `name` on this page, shared by its island (use-form-analytics.ts) and the page
 * analytics (page-analytics.ts), which load this module from the same chunk: whoever reports first, a form starts
 * once and is abandoned once.
 */
export function formTracker(name: string): FormTracker {
  let tracker = trackers.get(name);
  if (!tracker) {
    tracker = createFormTracker(name, (event, label, beacon) =>
      track(event, { category: "form", label }, { beacon: beacon || leaving }),
    );
    trackers.set(name, tracker);
  }
  return tracker;
}

/**
 * Hands the tracker what the visitor did in the form before its island hydrated: the focuses and blurs the island
 * loader recorded on it, each once, in order, the first focus with its own time as the
 * form's start (docs/decisions/008-islands.md).
 */
export function catchUp(form: TouchedForm | null): FormTracker | undefined {
  const name = form?.getAttribute(trackedFormAttribute);
  if (!form || !name) return undefined;
  const tracker = formTracker(name);
  for (const [type, field, at, filled] of form.early?.splice(0) ?? []) {
    if (!isTrackedField(field)) continue;
    if (type === "focusin") tracker.focus(field, at);
    else tracker.blur(field, filled);
  }
  return tracker;
}

const watched = new WeakSet<Document>();

/**
 * Reports a started form as abandoned when the page is left (pagehide, or the tab hidden), once: the form's island
 * and the page analytics both call it, so an abandonment is reported whether the island woke or not. Every path
 * change leaves the page now (no client router), so the events go out as beacons.
 */
export function watchFormAbandon(doc: Document): void {
  const win = doc.defaultView;
  if (!win || watched.has(doc)) return;
  watched.add(doc);
  const abandon = () => {
    leaving = true;
    for (const form of doc.querySelectorAll<TouchedForm>(`form[${trackedFormAttribute}]`)) catchUp(form)?.abandon(true);
    leaving = false;
  };
  win.addEventListener("pagehide", abandon);
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "hidden") abandon();
  });
}
