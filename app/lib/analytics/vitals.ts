import { pageTemplate, type VitalName } from "../../../shared/vitals-report";

type Entry = PerformanceEntry & {
  value?: number;
  hadRecentInput?: boolean;
  interactionId?: number;
  duration: number;
};

/**
 * The page's own Core Web Vitals (LCP, INP, CLS) and FCP and TTFB, measured in the visitor's browser and sent once,
 * by beacon, when the page is first hidden or left (issue 34, docs/decisions/009-native-controls.md). Written here
 * rather than taken from the `web-vitals` package: its five metrics are 3.3 KB gzip, and what a page loads after it
 * has loaded must stay within 4 KB with the page analytics (e2e/quality/budgets.e2e.ts). The same definitions, in
 * short: buffered observers, so a module loaded after the first paint still sees it; times from the page's
 * activation (a prerendered page starts when it is shown); LCP and FCP only while the page had not been hidden; CLS
 * the largest session window (shifts under 1 s apart, at most 5 s long, none right after input); INP the slowest
 * interaction leaving out one in fifty. The body carries the page's template (vitals-report.ts), never its URL.
 */
export function watchVitals(
  doc: Document,
  send: (body: string) => void,
  win: Window & typeof globalThis = doc.defaultView ?? window,
): void {
  const perf = win.performance;
  const [nav] = perf.getEntriesByType("navigation") as (PerformanceNavigationTiming & { activationStart?: number })[];
  const start = nav?.activationStart ?? 0;
  const since = (time: number) => Math.max(0, time - start);
  const hiddenAt = doc.visibilityState === "hidden" ? 0 : Infinity;
  const firstHidden = perf.getEntriesByType("visibility-state").find((e) => e.name === "hidden")?.startTime ?? hiddenAt;
  const metrics: Partial<Record<VitalName, number>> = {};
  if (nav && nav.responseStart > 0) metrics.TTFB = since(nav.responseStart);
  // A metric the browser cannot observe (layout shifts and LCP outside Chromium) is left out, not sent as 0.
  const observe = (type: string, each: (entry: Entry) => void, options = {}) => {
    const Observer = win.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes(type)) return false;
    new Observer((list) => list.getEntries().forEach((e) => each(e as Entry))).observe({
      type,
      buffered: true,
      ...options,
    });
    return true;
  };
  const painted = (name: VitalName) => (entry: Entry) => {
    if (entry.startTime < firstHidden && (name === "LCP" || entry.name === "first-contentful-paint"))
      metrics[name] = since(entry.startTime);
  };
  observe("paint", painted("FCP"));
  observe("largest-contentful-paint", painted("LCP"));
  let session = 0;
  let sessionStart = 0;
  let previous = 0;
  // No shift at all is a CLS of 0.
  if (
    observe("layout-shift", (entry) => {
      if (entry.hadRecentInput) return;
      if (entry.startTime - previous > 1000 || entry.startTime - sessionStart > 5000) {
        session = 0;
        sessionStart = entry.startTime;
      }
      previous = entry.startTime;
      session += entry.value ?? 0;
      metrics.CLS = Math.max(metrics.CLS ?? 0, session);
    })
  )
    metrics.CLS ??= 0;
  const interactions = new Map<number, number>();
  const interaction = (entry: Entry) => {
    if (entry.interactionId)
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
  };
  observe("event", interaction, { durationThreshold: 40 });
  observe("first-input", interaction);

  let sent = false;
  const leave = () => {
    if (sent) return;
    sent = true;
    const slowest = [...interactions.values()].sort((a, b) => b - a);
    const count = (perf as { interactionCount?: number }).interactionCount ?? slowest.length;
    if (slowest.length) metrics.INP = slowest[Math.min(slowest.length - 1, Math.floor(count / 50))];
    const template = pageTemplate(win.location.pathname, !!doc.querySelector("[data-page-not-found]"));
    send(JSON.stringify({ template, ...metrics }));
  };
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "hidden") leave();
  });
  win.addEventListener("pagehide", leave);
}
