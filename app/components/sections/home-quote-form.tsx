import { useRef, useState } from "react";
import { FIELD_MAX, homeServiceOptions, MESSAGE_MAX, PHONE_MAX, urgencyOptions } from "../../lib/forms/quote-fields";
import { QuoteSubmitError } from "../../lib/forms/submit";
import { useFieldErrors } from "../../lib/forms/use-field-errors";
import { usePhotos } from "../../lib/forms/use-photos";
import { useFormAnalytics } from "../../lib/analytics/use-form-analytics";
import { ErrorSummary } from "../ui/error-summary";
import { SubmitButton } from "../ui/submit-button";
import { Field } from "../ui/field";
import { ToastProvider, useToast } from "../ui/toast";
import { PhotoField } from "./photo-field";

const empty = { name: "", email: "", phone: "", service: "", urgency: "", location: "", message: "" };
type Values = typeof empty;
/** The fields in the order they appear, which is the order their problems are listed in. */
const fieldOrder = ["name", "phone", "email", "location", "service", "urgency", "message"] as const;
const required = { name: "Name is required.", phone: "Phone is required.", service: "Service type is required." };

type HomeQuoteFormProps = { endpoint: string; phone: string; successMessage: string };

/** The home form as an island: it brings the live regions its toasts are announced in. */
export function HomeQuoteForm(props: HomeQuoteFormProps) {
  return (
    <ToastProvider>
      <HomeQuoteFormFields {...props} />
    </ToastProvider>
  );
}

/**
 * The home contact form (spec sections 4, 5, 7 and 8). Name, phone and service are checked here as well as in the
 * markup, so a value of only spaces is caught too; every typed value survives a failed submission.
 */
function HomeQuoteFormFields({ endpoint, phone, successMessage }: HomeQuoteFormProps) {
  const [values, setValues] = useState<Values>(empty);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const analytics = useFormAnalytics("home_contact");
  const photos = usePhotos(endpoint);
  const summary = useRef<HTMLDivElement>(null);
  const fieldErrors = useFieldErrors(fieldOrder, summary);

  const set =
    (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (value.trim()) fieldErrors.clear(field);
    };

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return;
    const absent = Object.fromEntries(
      Object.entries(required).filter(([field]) => !values[field as keyof Values].trim()),
    );
    if (fieldErrors.show(absent)) {
      toast({
        variant: "destructive",
        title: "Please fill in required fields",
        description: "Name, phone, and service type are required.",
      });
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    analytics.submitted();
    try {
      await photos.send({
        form: "home",
        ...values,
        page: window.location.pathname,
        website: honeypotValue(form.current),
        startedAt: analytics.startedAt(),
      });
      toast({ title: "Quote Request Submitted!", description: successMessage });
      analytics.completed();
      analytics.reset();
      setValues(empty);
      photos.clear();
    } catch (error) {
      console.error("Quote submission failed:", error);
      toast({
        variant: "destructive",
        title: "Submission Error",
        description: `There was an error submitting your form. Please try again or call us directly at ${phone}.`,
      });
      if (error instanceof QuoteSubmitError) fieldErrors.show(error.fieldErrors);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const focusField = (field: string) => (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
  const error = (field: keyof Values) => fieldErrors.errors[field];

  return (
    <form
      ref={form}
      method="post"
      action={endpoint}
      encType={photos.enabled ? "multipart/form-data" : undefined}
      noValidate
      onSubmit={onSubmit}
      {...analytics.handlers}
      aria-label="Request a free quote"
      className="grid gap-5 sm:grid-cols-2"
    >
      {fieldErrors.problems.length > 0 ? (
        <ErrorSummary ref={summary} problems={fieldErrors.problems} onSelect={focusField} className="sm:col-span-2" />
      ) : null}
      <Field label="Name" required error={error("name")}>
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
      <Field label="Phone" required error={error("phone")}>
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
      <Field label="Email" error={error("email")}>
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
      <Field label="Location" error={error("location")}>
        {(p) => (
          <input
            {...p}
            name="location"
            autoComplete="address-level2"
            placeholder="Suburb"
            value={values.location}
            onChange={set("location")}
            maxLength={FIELD_MAX}
          />
        )}
      </Field>
      <Field label="Service Type" required error={error("service")}>
        {(p) => (
          <select {...p} name="service" value={values.service} onChange={set("service")}>
            <option value="">Select a service</option>
            {homeServiceOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Urgency" error={error("urgency")}>
        {(p) => (
          <select {...p} name="urgency" value={values.urgency} onChange={set("urgency")}>
            <option value="">Select urgency</option>
            {urgencyOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Message" error={error("message")} className="sm:col-span-2">
        {(p) => (
          <textarea
            {...p}
            name="message"
            rows={4}
            value={values.message}
            onChange={set("message")}
            maxLength={MESSAGE_MAX}
          />
        )}
      </Field>
      {photos.enabled ? <PhotoField photos={photos} className="sm:col-span-2" /> : null}
      {/* Without JavaScript the browser posts the form itself: these say which form it is, and from where. */}
      <input type="hidden" name="form" value="home" />
      <input type="hidden" name="page" value="/" />
      <Honeypot />
      <SubmitButton submitting={submitting} label="Get My Free Quote" className="sm:col-span-2" />
    </form>
  );
}

/** A field people never see or reach; bots fill it in, and the inbox quietly drops what they send. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function honeypotValue(form: HTMLFormElement | null): string {
  return (form?.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
}
