/**
 * The quote forms' options and limits: what the markup needs (option lists, maxlength) without the validation
 * library, so the browser bundle never carries zod. quote-schema.ts builds its rules from the same constants.
 */
export const homeServiceOptions = [
  { value: "leak-detection", label: "Leak Detection" },
  { value: "emergency", label: "Emergency Callout" },
  { value: "hot-water", label: "Hot Water Cylinder" },
  { value: "renovation", label: "Renovation/New Build" },
  { value: "drain-unblocking", label: "Drain Unblocking" },
  { value: "maintenance", label: "Maintenance" },
  { value: "plumbing-inspection", label: "Plumbing Inspection Services" },
  { value: "other", label: "Other" },
] as const;

export const urgencyOptions = [
  { value: "emergency", label: "Emergency (ASAP)" },
  { value: "urgent", label: "Urgent (Today/Tomorrow)" },
  { value: "soon", label: "Soon (This Week)" },
  { value: "flexible", label: "Flexible Timing" },
] as const;

export const quotePageServiceOptions = [
  "General Plumbing",
  "Leak Detection",
  "Emergency Callouts",
  "Hot Water Cylinder Repair",
  "Renovations & New Builds",
  "Drain Unblocking",
  "Maintenance",
  "Other",
] as const;

export const FIELD_MAX = 200;
export const MESSAGE_MAX = 5000;
export const PHONE_MAX = 20;

/**
 * Where the quote inbox sends a browser that posted a form without JavaScript (303 once the quote is stored): the
 * home form's success text and the /quote page's "Quote Submitted!" screen. Pre-rendered, kept out of the sitemap.
 */
export const confirmationPaths = { home: "/thank-you", quote: "/quote/submitted" } as const;
