import type { QuoteFormState, SubmitOutcome } from "../../lib/forms/use-quote-form";
import { VISIT_FIELDS } from "../../../shared/visit-fields";
import { ErrorSummary } from "../ui/error-summary";
import { Field } from "../ui/field";
import { SubmitButton } from "../ui/submit-button";
import { PhotoField } from "./photo-field";
import { QuoteControl } from "./quote-control";

/**
 * A quote form as both forms render it: a real form that posts to the inbox before the island hydrates (or without
 * JavaScript), its fields from the table, the error summary, the photo field, and the submit button. `noValidate`
 * is for the home form, which checks its required fields itself (spec section 5).
 */
export function QuoteFormView({
  state,
  endpoint,
  label,
  submitLabel,
  outcome,
  noValidate,
}: {
  state: QuoteFormState;
  endpoint: string;
  label: string;
  submitLabel: string;
  outcome: SubmitOutcome;
  noValidate?: boolean;
}) {
  const { form, fields, values, fieldErrors, photos, formElement, summary, analytics, submitting, submit, change } =
    state;
  const focusField = (name: string) => (formElement.current?.elements.namedItem(name) as HTMLElement | null)?.focus();
  return (
    <form
      ref={formElement}
      method="post"
      action={endpoint}
      encType={photos.enabled ? "multipart/form-data" : undefined}
      noValidate={noValidate}
      onSubmit={submit(outcome)}
      onFocus={(e) => {
        // The first touch of the form fetches what sending needs (use-photos.ts), before the visitor submits.
        photos.prepare();
        analytics.handlers.onFocus(e);
      }}
      onPointerDown={photos.prepare}
      onBlur={analytics.handlers.onBlur}
      aria-label={label}
      className="grid gap-5 sm:grid-cols-2"
      {...analytics.attributes}
    >
      {fieldErrors.problems.length > 0 ? (
        <ErrorSummary ref={summary} problems={fieldErrors.problems} onSelect={focusField} className="sm:col-span-2" />
      ) : null}
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          required={field.required}
          error={fieldErrors.errors[field.name]}
          className={field.wide ? "sm:col-span-2" : undefined}
        >
          {(props) => (
            <QuoteControl field={field} props={props} value={values[field.name] ?? ""} onChange={change(field.name)} />
          )}
        </Field>
      ))}
      {photos.enabled ? <PhotoField photos={photos} className="sm:col-span-2" /> : null}
      {/* Without JavaScript the browser posts the form itself: these say which form it is, and from where. */}
      <input type="hidden" name="form" value={form.name} />
      <input type="hidden" name="page" value={form.page} />
      {/* Where the visit came from, empty here: the page script fills them at once (app/enhance/visit.ts), for a
          post made before the island wakes. No value prop, so hydrating leaves what the script wrote. */}
      {VISIT_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} />
      ))}
      <Honeypot />
      <SubmitButton submitting={submitting} label={submitLabel} className="sm:col-span-2" />
    </form>
  );
}

/** A field people never see or reach; bots fill it in, and the inbox quietly drops what they send. */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
