import { afterFirstPaint } from "../after-first-paint";
import { islandAttributes, type TouchedForm } from "./names";

/** How far below (or above) the viewport an island starts loading: about a screen's scroll on a phone. */
const NEAR_VIEWPORT_MARGIN = "600px";
/** The first touch of any of these inside an island hydrates it at once. */
export const WAKING_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
/** What a form's analytics need from before hydration (names.ts `EarlyTouch`). */
const RECORDED_EVENTS = ["focusin", "focusout"] as const;

type IslandEntry = { default: (element: HTMLElement) => void };

/**
 * The page's island loader, inlined by the build into pages that have an island (scripts/build/finish-build.ts), so it
 * costs no request. Framework-free: it only decides when each island's entry module is imported. An island wakes
 * when it comes within NEAR_VIEWPORT_MARGIN of the viewport, once the page has painted (docs/decisions/005), or at
 * once on the first interaction inside it, whichever comes first; then its entry hydrates it (hydrate.tsx).
 * Until the entry is called, each focus and blur of a form field inside an island is recorded on its form
 * (`early`), for the form's analytics to replay: React sees only what happens
 * after it has begun hydrating, and replays that itself.
 */
export function watchIslands(entries: Readonly<Record<string, string>>, doc: Document = document): void {
  const woken = new WeakSet<Element>();
  const hydrating = new WeakSet<Element>();
  const wake = (element: HTMLElement) => {
    const src = entries[element.getAttribute(islandAttributes.name) ?? ""];
    if (!src || woken.has(element)) return;
    woken.add(element);
    import(/* @vite-ignore */ src).then(
      (entry: IslandEntry) => {
        hydrating.add(element);
        entry.default(element);
      },
      (error: unknown) => {
        // A failed download (offline, a deploy in between) leaves the plain HTML working; the next touch retries.
        woken.delete(element);
        console.warn("Island not loaded:", src, error);
      },
    );
  };
  const islands = [...doc.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)];
  for (const island of islands) {
    for (const type of WAKING_EVENTS)
      island.addEventListener(type, () => wake(island), { passive: true, capture: true });
    for (const type of RECORDED_EVENTS)
      island.addEventListener(
        type,
        (event) => {
          const field = event.target as HTMLInputElement;
          const form = field.form as TouchedForm | null | undefined;
          if (form && field.name && !hydrating.has(island))
            (form.early ??= []).push([type, field.name, Date.now(), !!(field.value as string | undefined)?.trim()]);
        },
        { passive: true, capture: true },
      );
  }
  const win = doc.defaultView;
  if (!win || !("IntersectionObserver" in win)) return;
  const observer = new win.IntersectionObserver(
    (seen) => {
      for (const entry of seen) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        wake(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  afterFirstPaint(win, () => islands.forEach((island) => observer.observe(island)));
}
