import type { homeServiceOptions, urgencyOptions } from "./home-form.ts";
import type { quotePageServiceOptions } from "./quote-page-form.ts";

type Service<T extends readonly { value: string }[]> = T[number]["value"];

/** The emergency service: the one value both forms store for it (its type holds it to a value of each form). */
export const emergencyService: Service<typeof homeServiceOptions> & Service<typeof quotePageServiceOptions> =
  "emergency";

const emergencyUrgency: Service<typeof urgencyOptions> = "emergency";

/**
 * The emergency rule, written once for the forms and the inbox: the customer chose the emergency urgency, or the
 * emergency service, whatever the urgency says.
 */
export const isEmergency = (lead: { urgency?: string; service: string }) =>
  lead.urgency === emergencyUrgency || lead.service === emergencyService;

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
