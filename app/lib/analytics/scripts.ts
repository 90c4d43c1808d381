import { onFirstTouchOr } from "../first-touch";
import { optedOut } from "./track";

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Runs `load` once the page is idle or the visitor first interacts, whichever comes first: never render-blocking. */
export function whenIdle(load: () => void): void {
  onFirstTouchOr(
    window,
    (run) => {
      // Safari has no requestIdleCallback; a timer stands in for it there.
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 4000 });
      else setTimeout(run, 2000);
    },
    load,
  );
}

function addScript(src: string, onError?: () => void): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  if (onError) script.addEventListener("error", onError);
  document.head.append(script);
}

/** The tag manager: only with an ID configured and only for visitors who have not opted out (GPC / DNT). */
export function loadTagManager(id: string): boolean {
  if (!id || optedOut()) return false;
  const w = window as GtagWindow;
  w.dataLayer ??= [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, exactly as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", id, { send_page_view: false });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  return true;
}

/** The same-origin web-analytics script, only when enabled; a failed load is noted, not thrown. */
export function loadInsights(enabled: boolean, src: string): boolean {
  if (!enabled) return false;
  addScript(src, () => console.warn(`Analytics script ${src} could not be loaded.`));
  return true;
}
