import { FIELD_MAX, MESSAGE_MAX, PHONE_MAX, type QuoteFormSpec } from "./quote-fields.ts";

/**
 * The home page's form (spec section 5): it asks for location and urgency and needs only name, phone and service.
 * A module of its own, so the home island carries only this table (the /quote form's is quote-page-form.ts).
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

export const homeQuoteForm = {
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
} as const satisfies QuoteFormSpec;
