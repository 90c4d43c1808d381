/** The spec's event names (section 7), plus page views. Pages call `track`; nothing else touches the data layer. */
export type AnalyticsEvent =
  | "page_view"
  | "form_submit"
  | "form_field_focus"
  | "form_field_blur"
  | "phone_click"
  | "email_click"
  | "quote_button_click"
  | "social_click"
  | "service_view"
  | "project_view"
  | "area_view"
  | "emergency_call"
  | "form_start"
  | "form_abandon"
  | "form_complete"
  | "scroll_depth"
  | "time_on_page";

export interface EventParams {
  category: string;
  label?: string;
  value?: number;
}

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Labels are sources, slugs, titles, paths and field names: never what a visitor typed. Anything that looks like
 * an email address or a phone number, or is long free text, is replaced rather than sent.
 */
export function safeLabel(label: string | undefined): string | undefined {
  if (label === undefined) return undefined;
  if (label.length > 120 || /@/.test(label) || /(\d[\s()+-]*){7,}/.test(label)) return "[redacted]";
  return label;
}

/** True when the browser asks not to be tracked (Global Privacy Control or Do Not Track). */
export function optedOut(nav: Navigator = navigator): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean };
  return n.globalPrivacyControl === true || n.doNotTrack === "1";
}

/**
 * Pushes an event to `window.dataLayer` (for the page's own use, always) and to the tag manager when it is loaded,
 * which only happens when configured and the visitor has not opted out. `beacon` asks gtag to send with
 * navigator.sendBeacon, so events fired while the page unloads still arrive.
 */
export function track(event: AnalyticsEvent, params: EventParams, options: { beacon?: boolean } = {}): void {
  if (typeof window === "undefined") return;
  const w = window as AnalyticsWindow;
  const payload = { event_category: params.category, event_label: safeLabel(params.label), value: params.value };
  w.dataLayer ??= [];
  w.dataLayer.push({ event, ...payload });
  if (w.gtag && !optedOut())
    w.gtag("event", event, options.beacon ? { ...payload, transport_type: "beacon" } : payload);
}
