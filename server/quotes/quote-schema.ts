import * as z from "zod/mini";
import type { homeQuoteForm } from "../../shared/forms/home-form.ts";
import {
  FIELD_MAX,
  requiredMessage,
  type QuoteField,
  type QuoteFormName,
  type QuoteFormSpec,
} from "../../shared/forms/quote-fields.ts";
import type { pageQuoteForm } from "../../shared/forms/quote-page-form.ts";
import { quoteForms } from "./quote-forms.ts";

/**
 * The quote forms' validation rules, run by the quote inbox before it stores a quote (and by the tests), built from
 * the forms' field tables (shared/forms/): each field is checked by its type, label, limit, choices and whether it is
 * required, and the parsed quote's type is read from the same tables. The browser relies on the same tables and on
 * the inbox's answer, never on zod.
 */

/** A parsed form: its name, its fields (the required ones always there, trimmed), the page it was on. */
type FormQuote<F extends QuoteFormSpec> = { form: F["name"]; page?: string; website?: string } & {
  [K in F["fields"][number] as K["required"] extends true ? K["name"] : never]: string;
} & { [K in F["fields"][number] as K["required"] extends true ? never : K["name"]]?: string };

export type Quote = FormQuote<typeof homeQuoteForm> | FormQuote<typeof pageQuoteForm>;
export type QuoteErrors = Record<string, string>;

const tooLong = (f: QuoteField) => z.maxLength(f.maxLength, `${f.label} must be at most ${f.maxLength} characters.`);
const text = (f: QuoteField) => z.string().check(z.trim(), tooLong(f));
const filled = (f: QuoteField) => z.minLength(1, requiredMessage(f));

const phoneExample = "Enter a phone number such as 09 123 4567.";
const phone = (f: QuoteField) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage(f)),
    z.regex(new RegExp(`^[0-9+()\\-\\s]{7,${f.maxLength}}$`), phoneExample),
    z.refine((v) => (v.match(/\d/g) ?? []).length >= 7, phoneExample),
  );
const emailExample = "Enter an email address such as name@example.co.nz.";
const email = (f: QuoteField) => z.string().check(z.trim(), z.email(emailExample), tooLong(f));

/** A select's value must be one of its options; the message is its prompt ("Select a service."). */
const choice = (f: QuoteField) =>
  z.enum(
    (f.options ?? []).map((o) => o.value) as [string, ...string[]],
    `${f.prompt?.label ?? `Choose a ${f.label.toLowerCase()}`}.`,
  );

/** One field's rule, by its type; a field left out or empty is refused only when the table requires it. */
function fieldRule(f: QuoteField) {
  switch (f.type) {
    case "tel":
      return f.required ? phone(f) : z.optional(z.union([z.literal(""), phone(f)]));
    case "email":
      return f.required
        ? z.string().check(z.trim(), filled(f), z.email(emailExample), tooLong(f))
        : z.optional(z.union([z.literal(""), email(f)]));
    case "select":
      return f.required ? choice(f) : z.optional(z.union([z.literal(""), choice(f)]));
    default:
      return f.required ? text(f).check(filled(f)) : z.optional(text(f));
  }
}

// A field people never see; bots fill it in.
const honeypot = z.optional(z.string().check(z.maxLength(FIELD_MAX)));
const page = z.optional(z.string().check(z.maxLength(FIELD_MAX)));

const formRule = (form: QuoteFormSpec) =>
  z.object({
    form: z.literal(form.name),
    ...Object.fromEntries(form.fields.map((f) => [f.name, fieldRule(f)])),
    page,
    website: honeypot,
  });

const quoteSchema = z.discriminatedUnion("form", [formRule(quoteForms.home), formRule(quoteForms.quote)]);

/**
 * A choice sent as its label is read as its value: a /quote page built before that form sent values (open in a tab
 * across the release, or a script written against it) still sends labels, and its quote is kept.
 */
function labelsAsValues(input: unknown): unknown {
  if (typeof input !== "object" || input === null || !("form" in input)) return input;
  const { form } = input;
  if (typeof form !== "string" || !Object.hasOwn(quoteForms, form)) return input;
  const values: Record<string, unknown> = { ...input };
  for (const field of quoteForms[form as QuoteFormName].fields) {
    const option = field.options?.find((o) => o.value !== values[field.name] && o.label === values[field.name]);
    if (option) values[field.name] = option.value;
  }
  return values;
}

/** Parses a submission: the clean data, or one human-readable message per failing field. */
export function validateQuote(input: unknown): { ok: true; data: Quote } | { ok: false; errors: QuoteErrors } {
  const result = quoteSchema.safeParse(labelsAsValues(input));
  // The rules are built from the tables the type is read from.
  if (result.success) return { ok: true, data: result.data as Quote };
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= field === "form" ? "Unknown form." : issue.message;
  }
  return { ok: false, errors };
}
