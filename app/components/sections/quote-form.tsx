import { Icon } from "../ui/icon";
import { useEffect, useRef, useState } from "react";
import { useFormAnalytics } from "../../lib/analytics/use-form-analytics";
import { clearDraft, loadDraft, QUOTE_DRAFT_KEY, saveDraft } from "../../lib/forms/draft";
import { FIELD_MAX, MESSAGE_MAX, PHONE_MAX, quotePageServiceOptions } from "../../lib/forms/quote-fields";
import { QuoteSubmitError } from "../../lib/forms/submit";
import { useFieldErrors } from "../../lib/forms/use-field-errors";
import { usePhotos } from "../../lib/forms/use-photos";
import { PhoneLink } from "../common/phone-link";
import { Button } from "../ui/button";
import { ErrorSummary } from "../ui/error-summary";
import { SubmitButton } from "../ui/submit-button";
import { Field } from "../ui/field";
import { Honeypot, honeypotValue } from "./home-quote-form";
import { PhotoField } from "./photo-field";

const empty = { name: "", email: "", phone: "", service: "", message: "" };
type Values = typeof empty;
/** The fields in the order they appear, which is the order their problems are listed in. */
const fieldOrder = ["name", "email", "phone", "service", "message"] as const;

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
  const [values, setValues] = useState<Values>(empty);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const restored = useRef(false);
  const analytics = useFormAnalytics("quote");
  const photos = usePhotos(endpoint);
  const summary = useRef<HTMLDivElement>(null);
  const fieldErrors = useFieldErrors(fieldOrder, summary);

  useEffect(() => {
    // The draft can only be read in the browser, after the pre-rendered empty form has hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(loadDraft(QUOTE_DRAFT_KEY, empty));
    restored.current = true;
  }, []);
  useEffect(() => {
    if (restored.current) saveDraft(QUOTE_DRAFT_KEY, values);
  }, [values]);

  const set =
    (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      fieldErrors.clear(field);
    };

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    analytics.submitted();
    try {
      await photos.send({
        form: "quote",
        ...values,
        page: window.location.pathname,
        website: honeypotValue(form.current),
        startedAt: analytics.startedAt(),
      });
      analytics.completed();
      fieldErrors.show({});
      clearDraft(QUOTE_DRAFT_KEY);
      setValues(empty);
      photos.clear();
      setSubmitted(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      console.error("Quote submission failed:", error);
      window.alert(`There was an error submitting your form. Please try again or call us directly at ${phone}.`);
      fieldErrors.show(error instanceof QuoteSubmitError ? error.fieldErrors : {});
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  if (submitted) {
    return (
      <div role="status" className="rounded-card border border-water-100 bg-water-50 p-8 text-center">
        <Icon name="CheckCircle2" aria-hidden="true" className="mx-auto size-12 text-water-600" />
        <h2 className="mt-4 text-3xl font-extrabold">Quote Submitted!</h2>
        <p className="mt-2 text-lg">{confirmation}</p>
        <p className="mt-2">
          Need us sooner? Call{" "}
          <PhoneLink source="quote_page" showIcon={false} className="font-bold underline underline-offset-4" />
        </p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            analytics.reset();
            setSubmitted(false);
          }}
        >
          Submit Another Quote
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={form}
      method="post"
      action={endpoint}
      encType={photos.enabled ? "multipart/form-data" : undefined}
      onSubmit={onSubmit}
      {...analytics.handlers}
      aria-label="Quote request"
      className="grid gap-5"
    >
      {fieldErrors.problems.length > 0 ? (
        <ErrorSummary
          ref={summary}
          problems={fieldErrors.problems}
          onSelect={(field) => (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus()}
        />
      ) : null}
      <Field label="Full Name" required error={fieldErrors.errors.name}>
        {(p) => (
          <input
            {...p}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set("name")}
            maxLength={FIELD_MAX}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Email Address" required error={fieldErrors.errors.email}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set("email")}
              maxLength={FIELD_MAX}
            />
          )}
        </Field>
        <Field label="Phone Number" required error={fieldErrors.errors.phone}>
          {(p) => (
            <input
              {...p}
              name="phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={set("phone")}
              maxLength={PHONE_MAX}
            />
          )}
        </Field>
      </div>
      <Field label="Service Needed" required error={fieldErrors.errors.service}>
        {(p) => (
          <select {...p} name="service" value={values.service} onChange={set("service")}>
            <option value="" disabled>
              Select a service
            </option>
            {quotePageServiceOptions.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Project Details" required error={fieldErrors.errors.message}>
        {(p) => (
          <textarea
            {...p}
            name="message"
            rows={5}
            value={values.message}
            onChange={set("message")}
            maxLength={MESSAGE_MAX}
          />
        )}
      </Field>
      {photos.enabled ? <PhotoField photos={photos} /> : null}
      <input type="hidden" name="form" value="quote" />
      <input type="hidden" name="page" value="/quote" />
      <Honeypot />
      <SubmitButton submitting={submitting} label="Submit Quote Request" />
    </form>
  );
}
