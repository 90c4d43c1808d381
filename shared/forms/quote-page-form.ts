import { FIELD_MAX, MESSAGE_MAX, PHONE_MAX, type QuoteFormSpec } from "./quote-fields.ts";

/**
 * The /quote form's services, in its own words. The values are the home form's (home-form.ts) where the service is the same, so
 * both forms store one value per service and the owner filters and counts one "Hot water" however the customer asked;
 * the labels are what this form shows, and what the owner reads (shownValue).
 */
export const quotePageServiceOptions = [
  { value: "general", label: "General Plumbing" },
  { value: "leak-detection", label: "Leak Detection" },
  { value: "emergency", label: "Emergency Callouts" },
  { value: "hot-water", label: "Hot Water Cylinder Repair" },
  { value: "renovation", label: "Renovations & New Builds" },
  { value: "drain-unblocking", label: "Drain Unblocking" },
  { value: "maintenance", label: "Maintenance" },
  { value: "other", label: "Other" },
] as const;

/**
 * The /quote page's form (spec section 5): all five fields required, with longer labels than the home form's
 * (home-form.ts). A module of its own, so the /quote island carries only this table.
 */
export const pageQuoteForm = {
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
      options: quotePageServiceOptions,
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
} as const satisfies QuoteFormSpec;
