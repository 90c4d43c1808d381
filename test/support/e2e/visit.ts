import { expect } from "vitest";

/**
 * The visit fields a quote carries (app/lib/visit-origin.ts) for a visit that began on `landingPage` with no
 * referrer, tags or click ids: what a test opening the page straight away sends.
 */
export const directVisit = (landingPage: string, device: "mobile" | "tablet" | "desktop") => ({
  landing_page: landingPage,
  referrer_host: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  click_ids: "",
  device,
  visit_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
});
