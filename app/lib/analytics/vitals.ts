import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { pageTemplate, type VitalName } from "../../../shared/vitals-report";

/**
 * The page's own Core Web Vitals (LCP, INP, CLS) and FCP and TTFB, measured in the visitor's browser by the
 * `web-vitals` library (its rules for the back/forward cache, prerendered and hidden pages and interaction grouping
 * follow Chrome's), and sent once, by beacon, when the page is first hidden or left (issue 34,
 * docs/decisions/009-native-controls.md). Each metric is kept as the library last reported it (every change, so the
 * values are current however the listeners are ordered when the page is hidden); a metric the browser cannot
 * observe is left out, not sent as 0. The body carries the page's template (vitals-report.ts), never its URL.
 */
export function watchVitals(
  doc: Document,
  send: (body: string) => void,
  win: Window & typeof globalThis = doc.defaultView ?? window,
): void {
  const metrics: Partial<Record<VitalName, number>> = {};
  const keep = (metric: Metric) => (metrics[metric.name as VitalName] = metric.value);
  const all = { reportAllChanges: true };
  onTTFB(keep, all);
  onFCP(keep, all);
  onLCP(keep, all);
  onCLS(keep, all);
  onINP(keep, all);

  let sent = false;
  const leave = () => {
    if (sent) return;
    sent = true;
    const template = pageTemplate(win.location.pathname, !!doc.querySelector("[data-page-not-found]"));
    send(JSON.stringify({ template, ...metrics }));
  };
  // Only on hiding, which a page left is too: the library brings its last values in on the window's capture of the
  // same event, before this listener. `pagehide` comes before it when a page is left, too early for an INP still
  // queued for an idle moment (as the library itself, which listens for hiding alone).
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "hidden") leave();
  });
}
