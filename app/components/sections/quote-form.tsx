import { useEffect, useRef, useState } from "react";
import { clearDraft, loadDraft, QUOTE_DRAFT_KEY, saveDraft } from "../../lib/forms/draft";
import { isEmergency } from "../../../shared/forms/emergency";
import { confirmationTitles, emptyQuoteValues } from "../../../shared/forms/quote-fields";
import { pageQuoteForm } from "../../../shared/forms/quote-page-form";
import { useQuoteForm } from "../../lib/forms/use-quote-form";
import { track } from "../../lib/analytics/track";
import { telHref } from "../../../shared/phone";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";
import { CallNow } from "./call-now";
import { QuoteFormView } from "./quote-form-view";

/**
 * The /quote form: every field required by the browser, a draft kept across reloads, and on success a
 * confirmation in place of the form. A failure keeps every value and says so in an alert (spec section 8).
 */
export function QuoteForm({
  endpoint,
  phone,
  confirmation,
}: {
  endpoint: string;
  phone: string;
  confirmation: string;
}) {
  const state = useQuoteForm(pageQuoteForm, endpoint, "quote");
  const { values, setValues } = state;
  const [submitted, setSubmitted] = useState(false);
  /** Whether the request sent was an emergency: then the confirmation says to call now. */
  const [emergency, setEmergency] = useState(false);
  const restored = useRef(false);

  useEffect(() => {
    // The draft can only be read in the browser, after the pre-rendered empty form has hydrated. A field typed in
    // before that keeps what was typed.
    const draft = loadDraft(QUOTE_DRAFT_KEY, emptyQuoteValues(pageQuoteForm));
    setValues((typed) => ({ ...draft, ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value)) }));
    restored.current = true;
  }, [setValues]);
  useEffect(() => {
    if (restored.current) saveDraft(QUOTE_DRAFT_KEY, values);
  }, [values]);

  if (submitted) {
    return (
      <div role="status" className="rounded-card border border-water-100 bg-water-50 p-8 text-center">
        <Icon name="CheckCircle2" aria-hidden="true" className="mx-auto size-12 text-water-600" />
        <h2 className="mt-4 text-3xl font-extrabold">{confirmationTitles.quote}</h2>
        <p className="mt-2 text-lg">{confirmation}</p>
        {emergency ? (
          <CallNow phone={phone} source="quote_page_success" className="mt-2 font-semibold" />
        ) : (
          <p className="mt-2">
            Need us sooner? Call{" "}
            {/* PhoneLink would bring the whole site configuration into this island for its default number. */}
            <a
              href={telHref(phone)}
              onClick={() => track("phone_click", { category: "contact", label: "quote_page" })}
              className="font-bold underline underline-offset-4"
            >
              {phone}
            </a>
          </p>
        )}
        <button
          type="button"
          data-slot="button"
          className={buttonClass("secondary", "mt-6")}
          onClick={() => {
            state.analytics.reset();
            setSubmitted(false);
          }}
        >
          Submit Another Quote
        </button>
      </div>
    );
  }

  return (
    <QuoteFormView
      state={state}
      endpoint={endpoint}
      label="Quote request"
      submitLabel="Submit Quote Request"
      outcome={{
        succeeded: (sent) => {
          clearDraft(QUOTE_DRAFT_KEY);
          setEmergency(isEmergency({ service: sent.service ?? "" }));
          setSubmitted(true);
          window.scrollTo({ top: 0 });
        },
        failed: () =>
          window.alert(`There was an error submitting your form. Please try again or call us directly at ${phone}.`),
      }}
    />
  );
}
