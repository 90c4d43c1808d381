import type { AnalyticsEvent, EventParams } from "./track";

/** One event as the page carries it: [event, category, label?]. */
export type TrackedEvent = readonly [event: AnalyticsEvent, category: string, label?: string];

/**
 * Attributes that make a control report its clicks, read by the page's analytics (page-analytics.ts, delegated from
 * the document): no handler has to be attached, so a click counts from the first paint. `<a {...trackClick(…)}>`.
 */
export function trackClick(...events: TrackedEvent[]): { "data-track": string } {
  return { "data-track": JSON.stringify(events) };
}

/** Attributes for an element whose presence reports a view when the page is shown (service, project, area). */
export function trackView(
  event: AnalyticsEvent,
  params: Required<Omit<EventParams, "value">>,
): { "data-track-view": string } {
  return { "data-track-view": JSON.stringify([[event, params.category, params.label]] satisfies TrackedEvent[]) };
}

/**
 * Names a quote form for its analytics (`form_start` "home_contact", …), so the page analytics find it and report
 * its abandonment even before its island wakes (form-analytics.ts).
 */
export const trackedFormAttribute = "data-track-form";

/** Reads what `trackClick` or `trackView` wrote. */
export function readTracked(value: string | undefined): TrackedEvent[] {
  if (!value) return [];
  try {
    return JSON.parse(value) as TrackedEvent[];
  } catch {
    return [];
  }
}
