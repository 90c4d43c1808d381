import * as z from "zod/mini";
import { homeServiceOptions, urgencyOptions } from "../shared/forms/home-form.ts";
import { FIELD_MAX, requiredMessage, type QuoteField, type QuoteFormName } from "../shared/forms/quote-fields.ts";
import { quoteForms } from "./quote-forms.ts";
import { quotePageServiceOptions } from "../shared/forms/quote-page-form.ts";

/**
 * The quote forms' validation rules, run by the quote inbox before it stores a quote (and by the tests). Labels,
 * limits, options and which fields are required come from the forms' field tables (quote-forms.ts); the shape below
 * spells the same fields out so the parsed quote keeps its types, and quote-schema.test.ts holds the two together.
 * The browser relies on the same table and on the inbox's answer, never on zod.
 */

/** One field of one form from the table; a name the table lacks is a programming error caught at start-up. */
function field(form: QuoteFormName, name: QuoteField["name"]): QuoteField {
  const found = quoteForms[form].fields.find((f) => f.name === name);
  if (!found) throw new Error(`quote-schema: the ${form} form has no field "${name}"`);
  return found;
}

const tooLong = (f: QuoteField) => z.maxLength(f.maxLength, `${f.label} must be at most ${f.maxLength} characters.`);
const requiredText = (f: QuoteField) => z.string().check(z.trim(), z.minLength(1, requiredMessage(f)), tooLong(f));
const optionalText = (f: QuoteField) => z.optional(z.string().check(z.trim(), tooLong(f)));

const phoneExample = "Enter a phone number such as 09 123 4567.";
const phone = (f: QuoteField) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage(f)),
    z.regex(new RegExp(`^[0-9+()\\-\\s]{7,${f.maxLength}}$`), phoneExample),
    z.refine((v) => (v.match(/\d/g) ?? []).length >= 7, phoneExample),
  );
const emailExample = "Enter an email address such as name@example.co.nz.";
const requiredEmail = (f: QuoteField) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage(f)), z.email(emailExample), tooLong(f));
const optionalEmail = (f: QuoteField) =>
  z.optional(z.union([z.literal(""), z.string().check(z.trim(), z.email(emailExample), tooLong(f))]));

/** A select's value must be one of its options; the message is its prompt ("Select a service."). */
const choice = <T extends string>(f: QuoteField, values: readonly [T, ...T[]]) =>
  z.enum(values, `${f.prompt?.label ?? `Choose a ${f.label.toLowerCase()}`}.`);
const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

// A field people never see; bots fill it in.
const honeypot = z.optional(z.string().check(z.maxLength(FIELD_MAX)));
const page = z.optional(z.string().check(z.maxLength(FIELD_MAX)));

export const homeQuoteSchema = z.object({
  form: z.literal("home"),
  name: requiredText(field("home", "name")),
  phone: phone(field("home", "phone")),
  email: optionalEmail(field("home", "email")),
  location: optionalText(field("home", "location")),
  service: choice(field("home", "service"), valuesOf(homeServiceOptions)),
  urgency: z.optional(z.union([z.literal(""), choice(field("home", "urgency"), valuesOf(urgencyOptions))])),
  message: optionalText(field("home", "message")),
  page,
  website: honeypot,
});

export const pageQuoteSchema = z.object({
  form: z.literal("quote"),
  name: requiredText(field("quote", "name")),
  email: requiredEmail(field("quote", "email")),
  phone: phone(field("quote", "phone")),
  service: choice(field("quote", "service"), quotePageServiceOptions),
  message: requiredText(field("quote", "message")),
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
