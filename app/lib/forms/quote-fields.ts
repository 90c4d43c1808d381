/**
 * The quote forms' fields: one table that the two forms (app/components/sections/quote-fields.tsx), the validation
 * rules (quote-schema.ts), the inbox's field list (server/app.ts) and its no-JavaScript error page
 * (server/form-pages.ts) all read. Free of the validation library, so the browser bundle never carries zod.
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
const MESSAGE_MAX = 5000;
const PHONE_MAX = 20;

export type QuoteFormName = "home" | "quote";

export interface QuoteField {
  name: "name" | "email" | "phone" | "service" | "urgency" | "location" | "message";
  /** The label on the site, and in every message about the field. */
  label: string;
  type: "text" | "email" | "tel" | "select" | "textarea";
  required: boolean;
  autocomplete?: string;
  placeholder?: string;
  /** A select's choices, after its empty first option `prompt`. */
  options?: readonly { value: string; label: string }[];
  /** A select's empty first option; `pick` makes it unselectable, so one of the options must be picked. */
  prompt?: { label: string; pick?: boolean };
  maxLength: number;
  rows?: number;
  /** Spans both columns of the form's grid on wider screens. */
  wide?: boolean;
}

// Pure: a bundle without the /quote form (the home island) leaves it out.
const serviceOptions = /* @__PURE__ */ quotePageServiceOptions.map((s) => ({ value: s, label: s }));

/** A form: its name (sent as `form`), its page, and its fields in the order they appear (and problems are listed). */
export interface QuoteFormSpec {
  name: QuoteFormName;
  /** Sent with a post made without JavaScript, so the inbox can link back to it. */
  page: string;
  fields: readonly QuoteField[];
}

/*
 * The two forms differ where the spec makes them differ (spec section 5): the home form asks for location and
 * urgency and needs only name, phone and service; the /quote form has all five of its fields required and longer
 * labels. Each is its own constant, so a form's island carries only its own table.
 */
export const homeQuoteForm: QuoteFormSpec = {
  name: "home",
  page: "/",
  fields: [
    { name: "name", label: "Name", type: "text", required: true, autocomplete: "name", maxLength: FIELD_MAX },
    { name: "phone", label: "Phone", type: "tel", required: true, autocomplete: "tel", maxLength: PHONE_MAX },
    { name: "email", label: "Email", type: "email", required: false, autocomplete: "email", maxLength: FIELD_MAX },
    {
      name: "location",
      label: "Location",
      type: "text",
      required: false,
      autocomplete: "address-level2",
      placeholder: "Suburb",
      maxLength: FIELD_MAX,
    },
    {
      name: "service",
      label: "Service Type",
      type: "select",
      required: true,
      options: homeServiceOptions,
      prompt: { label: "Select a service" },
      maxLength: FIELD_MAX,
    },
    {
      name: "urgency",
      label: "Urgency",
      type: "select",
      required: false,
      options: urgencyOptions,
      prompt: { label: "Select urgency" },
      maxLength: FIELD_MAX,
    },
    {
      name: "message",
      label: "Message",
      type: "textarea",
      required: false,
      rows: 4,
      maxLength: MESSAGE_MAX,
      wide: true,
    },
  ],
};

export const pageQuoteForm: QuoteFormSpec = {
  name: "quote",
  page: "/quote",
  fields: [
    {
      name: "name",
      label: "Full Name",
      type: "text",
      required: true,
      autocomplete: "name",
      maxLength: FIELD_MAX,
      wide: true,
    },
    {
      name: "email",
      label: "Email Address",
      type: "email",
      required: true,
      autocomplete: "email",
      maxLength: FIELD_MAX,
    },
    { name: "phone", label: "Phone Number", type: "tel", required: true, autocomplete: "tel", maxLength: PHONE_MAX },
    {
      name: "service",
      label: "Service Needed",
      type: "select",
      required: true,
      options: serviceOptions,
      prompt: { label: "Select a service", pick: true },
      maxLength: FIELD_MAX,
      wide: true,
    },
    {
      name: "message",
      label: "Project Details",
      type: "textarea",
      required: true,
      rows: 5,
      maxLength: MESSAGE_MAX,
      wide: true,
    },
  ],
};

export const quoteForms: Record<QuoteFormName, QuoteFormSpec> = { home: homeQuoteForm, quote: pageQuoteForm };

/** Every field either form can send, in the home form's order. */
export const quoteFieldNames = (): QuoteField["name"][] => [
  ...new Set(Object.values(quoteForms).flatMap((form) => form.fields.map((field) => field.name))),
];

/** A form's values before anything is typed: one empty string per field. */
export const emptyQuoteValues = (form: QuoteFormSpec): Record<string, string> =>
  Object.fromEntries(form.fields.map((field) => [field.name, ""]));

/** The message for a required field left empty: the same words in the browser and in the inbox. */
export const requiredMessage = (field: QuoteField): string => `${field.label} is required.`;

/**
 * Where the quote inbox sends a browser that posted a form without JavaScript (303 once the quote is stored): the
 * home form's success text and the /quote page's "Quote Submitted!" screen. Pre-rendered, kept out of the sitemap.
 */
export const confirmationPaths = { home: "/thank-you", quote: "/quote/submitted" } as const;
