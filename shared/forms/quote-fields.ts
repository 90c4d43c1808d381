import type { LeadFieldName } from "../leads/lead-shape.ts";

/**
 * What the quote forms' field tables are made of (home-form.ts, quote-page-form.ts; both in server/quotes/quote-forms.ts):
 * one table per form, that the form (app/components/sections/), the validation rules (server/quotes/quote-schema.ts), the
 * inbox's field list (server/quotes/quote-handler.ts) and its no-JavaScript error page (server/quotes/form-pages.ts) all read. Free
 * of the validation library, so the browser bundle never carries zod.
 */
export const FIELD_MAX = 200;
export const MESSAGE_MAX = 5000;
export const PHONE_MAX = 20;

export type QuoteFormName = "home" | "quote";

export interface QuoteField {
  /** One of a lead's fields: its column, and its name in the form's post. */
  name: LeadFieldName;
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

/** A form: its name (sent as `form`), its page, and its fields in the order they appear (and problems are listed). */
export interface QuoteFormSpec {
  name: QuoteFormName;
  /** Sent with a post made without JavaScript, so the inbox can link back to it. */
  page: string;
  fields: readonly QuoteField[];
}

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

/** Each form's confirmation heading (spec section 5): the home form's toast title and the /quote page's screen. */
export const confirmationTitles = { home: "Quote Request Submitted!", quote: "Quote Submitted!" } as const;

/**
 * The sentence under that heading, in the words of the form's promise (app/content/claims.ts): the home form's
 * toast text as the spec gives it, and the /quote page's thanks.
 */
export const confirmationText = (
  form: keyof typeof confirmationPaths,
  promise: { contactPromise: { homeForm: string }; quoteResponse: string },
) =>
  form === "home"
    ? promise.contactPromise.homeForm
    : `Thank you. We'll review your request and contact you ${promise.quoteResponse}.`;
