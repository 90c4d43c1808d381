/** The spec's event names (section 7). Pages call `track`; nothing else touches the data layer. */
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

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export function track(event: AnalyticsEvent, params: EventParams): void {
  if (typeof window === "undefined") return;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ event, event_category: params.category, event_label: params.label, value: params.value });
  w.gtag?.("event", event, { event_category: params.category, event_label: params.label, value: params.value });
}
