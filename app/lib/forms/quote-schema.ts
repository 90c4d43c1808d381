import * as z from "zod/mini";
import {
  FIELD_MAX,
  homeServiceOptions,
  MESSAGE_MAX,
  PHONE_MAX,
  quotePageServiceOptions,
  urgencyOptions,
} from "./quote-fields.ts";

export { FIELD_MAX, homeServiceOptions, MESSAGE_MAX, quotePageServiceOptions, urgencyOptions };

/**
 * The quote forms' validation rules, run by the quote inbox before it stores a quote (and by the tests). The
 * browser relies on the same limits through quote-fields.ts and on the inbox's answer, never on zod.
 */

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
  z.regex(new RegExp(`^[0-9+()\\-\\s]{7,${PHONE_MAX}}$`), "Enter a phone number such as 09 123 4567."),
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

const homeQuoteSchema = z.object({
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

const pageQuoteSchema = z.object({
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

const quoteSchema = z.discriminatedUnion("form", [homeQuoteSchema, pageQuoteSchema]);

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
