import { useEffect, useRef, useState } from "react";
import {
  emptyQuoteValues,
  requiredMessage,
  type QuoteField,
  type QuoteFormSpec,
} from "../../../shared/forms/quote-fields";
import type { FieldErrors } from "./submit";
import { useFieldErrors } from "./use-field-errors";
import { useFormAnalytics } from "./use-form-analytics";
import { usePhotos } from "./use-photos";
import { keptVisitOrigin } from "../visit-origin";

export type QuoteValues = Record<string, string>;

/** How a form tells the visitor about the outcome; the rest of a submission is the same for both forms. */
export interface SubmitOutcome {
  /** Runs before anything is sent; returning false refuses the submission (the home form's own required check). */
  check?: (values: QuoteValues) => boolean;
  /** Told what was sent: an emergency request is told to call now. */
  succeeded: (sent: QuoteValues) => void;
  failed: () => void;
}

/**
 * One quote form's state and its submission: the typed values, the in-flight guard (a second submit while one is
 * under way is ignored), the payload with its photos, the per-field messages and the form analytics. Used by both
 * forms; what differs between them (spec section 5) is passed in as the `SubmitOutcome`.
 */
export function useQuoteForm(form: QuoteFormSpec, endpoint: string, analyticsName: string) {
  const { fields } = form;
  const [values, setValues] = useState<QuoteValues>(() => emptyQuoteValues(form));
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  /** Whether the island has committed: a submit before that is left to the browser (a native post). */
  const committed = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const analytics = useFormAnalytics(analyticsName, formElement);
  const photos = usePhotos(endpoint);
  const fieldErrors = useFieldErrors(
    fields.map((f) => f.name),
    summary,
  );

  useEffect(() => {
    committed.current = true;
    // What the visitor typed before the island hydrated is in the fields already: it becomes the form's state.
    const typed = fieldValues(formElement.current, fields);
    setValues((current) => ({
      ...current,
      ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value)),
    }));
  }, [fields]);

  /** A field the visitor changes keeps its value and drops its old message. */
  const change =
    (name: string) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      fieldErrors.clear(name);
    };

  /** The required fields left empty (or only spaces), with their messages. */
  const missing = (sent: QuoteValues): Record<string, string> =>
    Object.fromEntries(
      fields.filter((f) => f.required && !sent[f.name]?.trim()).map((f) => [f.name, requiredMessage(f)]),
    );

  const submit = (outcome: SubmitOutcome) => async (e: React.FormEvent<HTMLFormElement>) => {
    // A submit that lands while the island is still hydrating: React would have to give up hydrating to show the
    // outcome, losing the form's state, so the browser posts the form itself and the inbox answers with a page.
    if (!committed.current) return;
    e.preventDefault();
    // Read from the fields, not the state: just after hydration the state may not yet hold what was typed before.
    const sent = fieldValues(e.currentTarget, fields);
    if (inFlight.current || (outcome.check && !outcome.check(sent))) return;
    inFlight.current = true;
    setSubmitting(true);
    analytics.submitted();
    try {
      await photos.send({
        // Where the visit came from, as the page script kept it; the form's own fields win.
        ...keptVisitOrigin(),
        form: form.name,
        ...sent,
        page: window.location.pathname,
        website: honeypotValue(formElement.current),
        startedAt: analytics.startedAt(),
      });
      analytics.completed();
      fieldErrors.show({});
      setValues(emptyQuoteValues(form));
      photos.clear();
      outcome.succeeded(sent);
    } catch (error) {
      console.error("Quote submission failed:", error);
      outcome.failed();
      // A refusal from the inbox names its fields (QuoteSubmitError); any other failure none.
      fieldErrors.show((error as { fieldErrors?: FieldErrors } | undefined)?.fieldErrors ?? {});
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return {
    form,
    fields,
    values,
    setValues,
    submitting,
    formElement,
    summary,
    analytics,
    photos,
    fieldErrors,
    change,
    missing,
    submit,
  };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;

/** The form's fields as the page shows them. */
function fieldValues(form: HTMLFormElement | null, fields: readonly QuoteField[]): QuoteValues {
  return Object.fromEntries(
    fields.map((f) => [f.name, (form?.elements.namedItem(f.name) as HTMLInputElement | null)?.value ?? ""]),
  );
}

function honeypotValue(form: HTMLFormElement | null): string {
  return (form?.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
}
