import { homeQuoteForm } from "../../shared/forms/home-form.ts";
import { pageQuoteForm } from "../../shared/forms/quote-page-form.ts";
import type { QuoteField, QuoteFormName, QuoteFormSpec } from "../../shared/forms/quote-fields.ts";

/** Both forms by name, for the inbox and the validation rules (the islands import only their own table). */
export const quoteForms: Record<QuoteFormName, QuoteFormSpec> = { home: homeQuoteForm, quote: pageQuoteForm };

/** Every field either form can send, in the home form's order. */
export const quoteFieldNames = (): QuoteField["name"][] => [
  ...new Set(Object.values(quoteForms).flatMap((form) => form.fields.map((field) => field.name))),
];
