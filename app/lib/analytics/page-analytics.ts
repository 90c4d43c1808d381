import { analyticsConfig } from "../../site.config";
import { readTracked } from "./attributes";
import { watchFormAbandon } from "./form-analytics";
import { createScrollDepth, createTimeOnPage, scrollPercent } from "./measures";
import { loadInsights, loadTagManager, whenIdle } from "./scripts";
import { track } from "./track";
import { watchVitals } from "./vitals";
import { VITALS_PATH } from "../../../shared/vitals-report";

/**
 * Page-level measures, on every page with no framework (docs/decisions/009-native-controls.md): a page view, the
 * views a page declares (`data-track-view`), clicks on controls that declare an event (`data-track`), scroll depth
 * 25/50/75/100 % once each, and time on page when over 30 s, sent when the page is left. Every path change now
 * leaves the page, so click and leave events go out with navigator.sendBeacon (gtag's beacon transport).
 * A page restored from the back/forward cache is a new page view. The module loads after first paint
 * (app/enhance/analytics.ts): `early` are the tracked controls clicked before it arrived, reported after the page view.
 * It also reports a quote form touched and left before its island woke (form-analytics.ts, shared with the form
 * islands), and, where the inbox serves the site, the page's field speed when it is left (vitals.ts).
 * `<html data-analytics>` marks that it has started.
 */
export function startPageAnalytics(doc: Document = document, early: readonly Element[] = []): void {
  const view = doc.defaultView ?? window;
  const path = view.location.pathname;
  const depth = createScrollDepth((percent) =>
    track("scroll_depth", { category: "engagement", label: path, value: percent }),
  );
  const time = createTimeOnPage((seconds) =>
    track("time_on_page", { category: "engagement", label: path, value: seconds }, { beacon: true }),
  );
  const send = (events: ReturnType<typeof readTracked>, beacon: boolean) => {
    for (const [event, category, label] of events) track(event, { category, label }, { beacon });
  };
  const pageView = () => {
    track("page_view", { category: "navigation", label: path });
    for (const element of doc.querySelectorAll<HTMLElement>("[data-track-view]"))
      send(readTracked(element.dataset.trackView), false);
  };

  whenIdle(() => {
    loadTagManager(analyticsConfig.gtmId);
    loadInsights(analyticsConfig.insightsEnabled, analyticsConfig.insightsScriptUrl);
  });
  const clicked = (control: HTMLElement | null) => {
    if (control) send(readTracked(control.dataset.track), true);
  };
  pageView();
  for (const element of early) clicked(element.closest<HTMLElement>("[data-track]"));
  doc.addEventListener("click", (event) => clicked((event.target as Element).closest<HTMLElement>("[data-track]")));
  let frame = 0;
  view.addEventListener(
    "scroll",
    () => {
      view.cancelAnimationFrame(frame);
      frame = view.requestAnimationFrame(() =>
        depth.update(scrollPercent(view.scrollY, view.innerHeight, doc.documentElement.scrollHeight)),
      );
    },
    { passive: true },
  );
  view.addEventListener("pagehide", () => time.leave());
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "hidden") time.leave();
  });
  view.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    depth.reset();
    time.restart();
    pageView();
  });
  watchFormAbandon(doc);
  // A browser without sendBeacon reports nothing, rather than throwing as the page is left.
  if (analyticsConfig.vitals && "sendBeacon" in view.navigator)
    watchVitals(doc, (body) => view.navigator.sendBeacon(VITALS_PATH, body));
  doc.documentElement.dataset.analytics = "";
}
