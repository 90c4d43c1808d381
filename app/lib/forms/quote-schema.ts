import * as z from "zod/mini";

/**
 * The quote forms' fields and rules, shared by the browser (before sending) and the quote inbox (before storing),
 * so both validate alike. zod/mini keeps what ships to the browser to a few kilobytes.
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

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

const required = (label: string, max = FIELD_MAX) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );
const optionalText = (label: string, max = FIELD_MAX) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`)));

const phone = z.string().check(
  z.trim(),
  z.minLength(1, "Phone is required."),
  z.regex(/^[0-9+()\-\s]{7,20}$/, "Enter a phone number such as 09 123 4567."),
  z.refine((v) => (v.match(/\d/g) ?? []).length >= 7, "Enter a phone number such as 09 123 4567."),
);
const optionalEmail = z.optional(
  z.union([
    z.literal(""),
    z.string().check(z.trim(), z.email("Enter an email address such as name@example.co.nz."), z.maxLength(FIELD_MAX)),
  ]),
);
// A field people never see; bots fill it in.
const honeypot = z.optional(z.string().check(z.maxLength(FIELD_MAX)));
const page = z.optional(z.string().check(z.maxLength(FIELD_MAX)));

export const homeQuoteSchema = z.object({
  form: z.literal("home"),
  name: required("Name"),
  email: optionalEmail,
  phone,
  service: z.enum(values(homeServiceOptions), "Choose a service type."),
  urgency: z.optional(z.union([z.literal(""), z.enum(values(urgencyOptions), "Choose how urgent the job is.")])),
  location: optionalText("Location"),
  message: optionalText("Message", MESSAGE_MAX),
  page,
  website: honeypot,
});

export const pageQuoteSchema = z.object({
  form: z.literal("quote"),
  name: required("Full name"),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Email is required."),
      z.email("Enter an email address such as name@example.co.nz."),
      z.maxLength(FIELD_MAX),
    ),
  phone,
  service: z.enum(quotePageServiceOptions, "Choose the service you need."),
  message: required("Project details", MESSAGE_MAX),
  page,
  website: honeypot,
});

export const quoteSchema = z.discriminatedUnion("form", [homeQuoteSchema, pageQuoteSchema]);

export type HomeQuote = z.infer<typeof homeQuoteSchema>;
export type PageQuote = z.infer<typeof pageQuoteSchema>;
export type Quote = z.infer<typeof quoteSchema>;
export type QuoteErrors = Record<string, string>;

/** Parses a submission: the clean data, or one human-readable message per failing field. */
export function validateQuote(input: unknown): { ok: true; data: Quote } | { ok: false; errors: QuoteErrors } {
  const result = quoteSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= field === "form" ? "Unknown form." : issue.message;
  }
  return { ok: false, errors };
}
