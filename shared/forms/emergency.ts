import type { homeServiceOptions, urgencyOptions } from "./home-form.ts";
import type { quotePageServiceOptions } from "./quote-page-form.ts";

/**
 * The emergency service as each form stores it: the home form's option value and the /quote form's label (the
 * dashboard's service groups, shared/leads/lead-fields.ts, put both in one "emergency" group).
 */
export const emergencyServices: readonly [
  (typeof homeServiceOptions)[number]["value"],
  (typeof quotePageServiceOptions)[number],
] = ["emergency", "Emergency Callouts"];

const emergencyUrgency: (typeof urgencyOptions)[number]["value"] = "emergency";

/**
 * The emergency rule, written once for the forms and the inbox: the customer chose the emergency urgency, or the
 * emergency service, whatever the urgency says.
 */
export const isEmergency = (lead: { urgency?: string; service: string }) =>
  lead.urgency === emergencyUrgency || (emergencyServices as readonly string[]).includes(lead.service);

/**
 * What an emergency request is told beside the form's promise, in one text: the acknowledgement email, the form's
 * success message and the answer to a form posted without JavaScript (docs/decisions/004-lead-delivery.md). The
 * number goes between the two parts, as a tap-to-call link wherever a link can be.
 */
export const callNowWords = {
  before: "If this is an emergency, call our 24/7 line now on ",
  after: ": don't wait for our reply.",
} as const;

/** The same words as plain text, around the number. */
export const callNowText = (phone: string) => `${callNowWords.before}${phone}${callNowWords.after}`;
