/**
 * Runs `then` once the page's first contentful paint is in: told by a buffered paint observer, so a paint that came
 * before the call counts too (two animation frames where paint timing is not supported). Used by the island loader
 * (islands/loader.ts) and the page script's analytics loader (app/enhance/analytics.ts).
 */
export function afterFirstPaint(win: Window & typeof globalThis, then: () => void): void {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes("paint")) {
    win.requestAnimationFrame(() => win.requestAnimationFrame(then));
    return;
  }
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}
