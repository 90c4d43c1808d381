import { PHOTO_ACCEPT, PHOTO_FIELD } from "../../../shared/forms/photos";
import type { QuoteField } from "../../../shared/forms/quote-fields";
import { telHref } from "../../../shared/phone";
import { VISIT_FIELDS } from "../../../shared/visit-fields";
import { callNowWords } from "../../../shared/forms/emergency";
import { buttonClass } from "../ui/button";
import { Field } from "../ui/field";
import { HtmlDocument } from "../ui/html-document";
import { QuoteControl } from "./quote-control";

// The pages the inbox answers a form posted without JavaScript with, rendered by the server with react-dom/server
// from the quote form's own parts (Field, QuoteControl, the button look) and styled by the site's stylesheet from the
// live build. They run no script: every link and the form work as plain HTML.

export interface AnswerChrome {
  title: string;
  businessName: string;
  phone: string;
  /** The live build's stylesheets; with none (no build to read), `fallbackStyle` keeps the page readable. */
  stylesheets: readonly string[];
  fallbackStyle: string;
}

/** A whole page answering a form post: its title, the site's stylesheet, and the phone number under every answer. */
export function FormAnswerPage({ chrome, children }: { chrome: AnswerChrome; children: React.ReactNode }) {
  return (
    <HtmlDocument
      head={
        <>
          <meta name="robots" content="noindex" />
          <title>{`${chrome.title} – ${chrome.businessName}`}</title>
          {chrome.stylesheets.length > 0 ? (
            chrome.stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} />)
          ) : (
            <style>{chrome.fallbackStyle}</style>
          )}
        </>
      }
      bodyClassName="bg-navy-50"
    >
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-10 sm:py-14">
        {children}
        <p>
          Prefer to talk? Call us on{" "}
          <a href={telHref(chrome.phone)} className="font-bold underline underline-offset-4">
            {chrome.phone}
          </a>
          .
        </p>
      </main>
    </HtmlDocument>
  );
}

const link = "font-semibold text-navy-900 underline underline-offset-4";

/** The page's heading, in the site's type. */
function AnswerHeading({ children }: { children: React.ReactNode }) {
  return <h1 className="text-3xl font-extrabold text-navy-900 sm:text-4xl">{children}</h1>;
}

/** A plain link back into the site. */
function AnswerLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p>
      <a href={href} className={link}>
        {children}
      </a>
    </p>
  );
}

/** The photo field of a form posted with photos: a file input cannot be filled in again, so it asks for them. */
function PhotosAgain({ error }: { error?: string }) {
  const id = `field-${PHOTO_FIELD}`;
  return (
    <div data-slot="field" className="sm:col-span-2">
      <label htmlFor={id} className="font-semibold text-navy-900">
        Add photos <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        Files cannot be kept between pages: please choose your photos again.
      </p>
      <input
        id={id}
        name={PHOTO_FIELD}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${id}-error ` : ""}${id}-hint`}
        className="photo-input mt-2"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A value with its line breaks as a browser keeps them in a field (LF; a form posts CRLF), so that React writes the
 * extra line break a textarea's content needs when it starts with one, and the visitor's first blank line is kept.
 */
const asTyped = (value: string | undefined) => (value ?? "").replace(/\r\n?/g, "\n");

/** One problem as the summary lists it: the message, with the field's label first unless the message starts so. */
const described = (label: string, message: string) => (message.startsWith(label) ? message : `${label}: ${message}`);

/**
 * What is wrong, above the form (the error summary of the site's form, ErrorSummary): each problem a link to its
 * field, where a script-driven form has buttons. An alert, so it is read out as the page opens.
 */
function ProblemSummary({ problems }: { problems: readonly { field: string; message: string }[] }) {
  return (
    <div
      role="alert"
      data-slot="error-summary"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h2 className="font-bold">
        {problems.length === 1 ? "There is a problem" : `There are ${problems.length} problems`}
      </h2>
      <ul className="mt-2 space-y-1">
        {problems.map((p) => (
          <li key={p.field}>
            <a
              href={`#field-${p.field}`}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {p.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type QuoteFormField = QuoteField | { name: typeof PHOTO_FIELD; label: string; type: "file"; required: false };

/**
 * A quote posted without JavaScript that failed validation: what is wrong, field by field, and the same form again
 * with everything the visitor typed, so nothing is lost.
 */
export function QuoteErrors({
  title,
  fields,
  values,
  errors,
  photos,
  back,
}: {
  title: string;
  /** The form's fields, or none when the post named no form this site has. */
  fields: readonly QuoteField[] | undefined;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string | undefined>>;
  /** The form was posted with photos (multipart): it posts so again, and asks for the photos again. */
  photos: boolean;
  /** The page the form was on, when it is one of this site's. */
  back?: string;
}) {
  const backLink = back ? <AnswerLink href={back}>Back to the page you were on</AnswerLink> : null;
  if (!fields)
    return (
      <>
        <AnswerHeading>{title}</AnswerHeading>
        <p>We could not tell which form this came from, so your request was not sent. Please go back and try again.</p>
        {backLink ?? <AnswerLink href="/quote">Go to the quote form</AnswerLink>}
      </>
    );
  const all: readonly QuoteFormField[] = photos
    ? [...fields, { name: PHOTO_FIELD, label: "Add photos", type: "file", required: false }]
    : fields;
  const problems = all.flatMap((f) => {
    const message = errors[f.name];
    return message ? [{ field: f.name, message: described(f.label, message) }] : [];
  });
  return (
    <>
      <AnswerHeading>{title}</AnswerHeading>
      <p>
        Your request has not been sent yet. Please fix what is listed below and send it again; everything you typed is
        still in the form.
      </p>
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <form
          action="/api/quote"
          method="post"
          encType={photos ? "multipart/form-data" : undefined}
          aria-label="Quote request"
          className="grid gap-5 sm:grid-cols-2"
        >
          {problems.length > 0 ? (
            <div className="sm:col-span-2">
              <ProblemSummary problems={problems} />
            </div>
          ) : null}
          <input type="hidden" name="form" value={values.form} />
          <input type="hidden" name="page" value={values.page ?? ""} />
          {VISIT_FIELDS.map((name) => (
            <input key={name} type="hidden" name={name} value={values[name] ?? ""} />
          ))}
          {fields.map((field) => (
            <Field
              key={field.name}
              id={`field-${field.name}`}
              label={field.label}
              required={field.required}
              error={errors[field.name]}
              className={field.wide ? "sm:col-span-2" : undefined}
            >
              {(props) => <QuoteControl field={field} props={props} value={asTyped(values[field.name])} />}
            </Field>
          ))}
          {photos ? <PhotosAgain error={errors[PHOTO_FIELD]} /> : null}
          <button type="submit" data-slot="button" className={buttonClass("primary", "text-lg sm:col-span-2")}>
            Send my quote request
          </button>
        </form>
      </div>
      {backLink}
    </>
  );
}

/**
 * An emergency request taken (the inbox redirects there, so a reload sends nothing again): the form's own
 * confirmation, then to call the 24/7 line now, as the form island says it, the number a tap-to-call link.
 */
export function EmergencyReceived({
  title,
  text,
  phone,
  home,
}: {
  title: string;
  text: string;
  phone: string;
  /** Where "Back to our website" goes: the page of the form. */
  home: string;
}) {
  return (
    <>
      <AnswerHeading>{title}</AnswerHeading>
      <p>{text}</p>
      <p className="call-now text-lg">
        <strong>
          {callNowWords.before}
          <a href={telHref(phone)} className="inline-flex min-h-11 items-center underline underline-offset-4">
            {phone}
          </a>
          {callNowWords.after}
        </strong>
      </p>
      <AnswerLink href={home}>Back to our website</AnswerLink>
    </>
  );
}

/** A form post that could not be taken at all, or an error on our side with its log entry's reference. */
export function FormMessage({ heading, message, reference }: { heading: string; message: string; reference?: string }) {
  return (
    <>
      <AnswerHeading>{heading}</AnswerHeading>
      <p>{message}</p>
      {reference ? (
        <p>
          Reference: <strong>{reference}</strong>. If you get in touch, this helps us find what happened.
        </p>
      ) : null}
      <p>
        Your request has not been sent. Use your browser&apos;s Back button to return to the form: what you typed should
        still be there.
      </p>
    </>
  );
}
