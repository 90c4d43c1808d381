import { afterFirstPaint } from "../lib/after-first-paint";
import { onFirstTouchOr } from "../lib/first-touch";
import { whenActivated } from "./activation";

type PageAnalytics = { default: (doc: Document, early: readonly Element[]) => void };

/**
 * Loads the page analytics once the page is the one the visitor sees, has
 * painted, and has finished loading or been touched, whichever comes first: a long-cached module of its own, so it
 * neither delays the first paint nor weighs on every page's HTML, and its request never competes with the page's
 * largest image (docs/decisions/009-native-controls.md). `src` is the module's URL, which the build writes on the page
 * script's own tag (`data-analytics`, config/islands-build.ts and app/root.tsx). A tracked control clicked before the module arrives is
 * remembered and reported when it starts; a failed download costs the page nothing but its analytics.
 */
export function loadPageAnalytics(doc: Document, src: string | undefined): void {
  const win = doc.defaultView;
  if (!src || !win) return;
  const early: Element[] = [];
  const remember = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.("[data-track]");
    if (control) early.push(control);
  };
  doc.addEventListener("click", remember, { capture: true });
  const start = () =>
    import(/* @vite-ignore */ src).then(
      (analytics: PageAnalytics) => {
        doc.removeEventListener("click", remember, { capture: true });
        analytics.default(doc, early);
      },
      (error: unknown) => console.warn("Analytics not loaded:", src, error),
    );
  whenActivated(() => afterFirstPaint(win, () => whenLoadedOrTouched(doc, win, start)), doc);
}

/** Runs `then` once the page has loaded (its images included) or the visitor first touches it. */
function whenLoadedOrTouched(doc: Document, win: Window, then: () => void): void {
  if (doc.readyState === "complete") return then();
  onFirstTouchOr(win, (run) => win.addEventListener("load", run, { once: true }), then);
}
