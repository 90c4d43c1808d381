import { FIELD_MAX, MESSAGE_MAX, PHONE_MAX, type QuoteFormSpec } from "./quote-fields.ts";

/**
 * The /quote page's form (spec section 5): all five fields required, with longer labels than the home form's
 * (home-form.ts). A module of its own, so the /quote island carries only this table.
 */
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

// Pure: a bundle without the /quote form (the home island) leaves it out.
const serviceOptions = /* @__PURE__ */ quotePageServiceOptions.map((s) => ({ value: s, label: s }));

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
