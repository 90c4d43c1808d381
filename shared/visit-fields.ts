/**
 * The fields of a visit's origin (issue 33; docs/decisions/004-lead-delivery.md): the page keeps them and the forms
 * send them (app/lib/visit-origin.ts), the inbox reads and classifies them (server/quotes/lead-origin.ts).
 */

/** The `utm_*` tags of the landing page's address that are kept, each as a field of its own. */
export const UTM_TAGS = ["source", "medium", "campaign", "term", "content"].map((tag) => `utm_${tag}`);

/** The click ids whose presence is kept, never their values: Google's and Meta's ads add them to the address. */
export const CLICK_IDS = ["gclid", "fbclid"] as const;

/**
 * The hidden fields both quote forms carry, empty in the pre-rendered HTML. Without a script they stay empty and the
 * inbox stores the source as unknown.
 */
export const VISIT_FIELDS = ["landing_page", "referrer_host", ...UTM_TAGS, "click_ids", "device", "visit_id"];
