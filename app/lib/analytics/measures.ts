/** Scroll depths reported once each per page view (spec section 9). */
const SCROLL_THRESHOLDS = [25, 50, 75, 100] as const;
/** Time on page is reported only past this (spec section 9). */
const TIME_ON_PAGE_MIN_MS = 30_000;

export function createScrollDepth(report: (percent: number) => void) {
  const seen = new Set<number>();
  return {
    update(percent: number) {
      for (const threshold of SCROLL_THRESHOLDS) {
        if (percent >= threshold && !seen.has(threshold)) {
          seen.add(threshold);
          report(threshold);
        }
      }
    },
    reset: () => seen.clear(),
  };
}

/** How far down the page the bottom of the viewport is, in percent (a page shorter than the window is 100 %). */
export function scrollPercent(scrollY: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= viewportHeight) return 100;
  return Math.min(100, Math.round(((scrollY + viewportHeight) / pageHeight) * 100));
}

export function createTimeOnPage(report: (seconds: number) => void, now: () => number = Date.now) {
  let started = now();
  let sent = false;
  return {
    /** Called when the visitor leaves the page or the path; reports once per page view when over 30 s. */
    leave() {
      const elapsed = now() - started;
      if (!sent && elapsed > TIME_ON_PAGE_MIN_MS) {
        sent = true;
        report(Math.round(elapsed / 1000));
      }
    },
    restart() {
      started = now();
      sent = false;
    },
  };
}
