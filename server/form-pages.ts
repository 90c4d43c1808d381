import { createHash } from "node:crypto";
import { PHOTO_ACCEPT, PHOTO_FIELD } from "../shared/forms/photos.ts";
import { seedClaims } from "../app/content/seed.ts";
import { callNowWords } from "../shared/forms/emergency.ts";
import {
  confirmationText,
  confirmationTitles,
  type confirmationPaths,
  type QuoteField,
} from "../shared/forms/quote-fields.ts";
import { quoteForms } from "./quote-forms.ts";
import type { QuoteErrors } from "./quote-schema.ts";
import { telHref } from "../shared/phone.ts";
import { VISIT_FIELDS } from "../shared/visit-fields.ts";
import type { Business } from "./config.ts";
import { markup, SafeHtml } from "./html.ts";
import { isSitePath } from "./lead.ts";

/** A row of a form's field table (server/quote-forms.ts), or the photo field of a form posted with photos. */
type Field = QuoteField | { name: typeof PHOTO_FIELD; label: string; type: "file"; required: false };

// Inline because this page must stand alone (the site's stylesheet is hashed per build); the site's CSP allows
// inline styles. Focus is always visible, and error text is not told by colour alone.
const style = `
body{margin:0;font:1.0625rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.75rem;line-height:1.2}
a{color:#0b4f94}
a:focus,input:focus,select:focus,textarea:focus,button:focus{outline:3px solid #f5a700;outline-offset:2px}
.summary{border:4px solid #b00020;padding:0 1rem;margin:1.5rem 0}
.field{margin:1.25rem 0}
label{display:block;font-weight:600}
.error-message{color:#b00020;font-weight:600;margin:.25rem 0}
.hint{color:#4a5a68;margin:.25rem 0}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:2px solid #555;border-radius:4px}
[aria-invalid=true]{border-color:#b00020;border-width:3px}
button{font:inherit;font-weight:600;color:#fff;background:#0b4f94;border:0;border-radius:4px;padding:.75rem 1.25rem}
.call-now a{display:inline-block;min-height:44px;line-height:44px}
`;

/**
 * The one policy every page answering a form post carries, fixed rather than read from each page's body: nothing
 * loads from anywhere, no script at all, and the single inline stylesheet above is allowed by its hash.
 */
export const formPageContentSecurityPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** A page that stands alone under the policy above: the answers to form posts, and the review opt-out's. */
export const page = (title: string, business: Business, body: SafeHtml) =>
  markup`<!DOCTYPE html>
    <html lang="en-NZ">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} – ${business.name}</title>
        <style>${new SafeHtml(style)}</style>
      </head>
      <body>
        <main>
          ${body}
          <p>Prefer to talk? Call us on <a href="${telHref(business.phone)}">${business.phone}</a>.</p>
        </main>
      </body>
    </html>
  `.value;

const backLink = (pagePath: string | undefined) =>
  pagePath && isSitePath(pagePath) ? markup`<p><a href="${pagePath}">Back to the page you were on</a></p>` : "";

/** The photo field of a form posted with photos: a file input cannot be filled in again, so it asks for them. */
const photoField: Field = { name: PHOTO_FIELD, label: "Add photos", type: "file", required: false };

const control = (field: Field, value: string, error: string | undefined) => {
  const id = `field-${field.name}`;
  const common = markup`id="${id}" name="${field.name}"${field.required ? markup` required` : ""}${
    error ? markup` aria-invalid="true" aria-describedby="${id}-error"` : ""
  }`;
  if (field.type === "select")
    return markup`<select ${common}>
      <option value=""${value === "" ? markup` selected` : ""}>${field.prompt?.label ?? "Choose…"}</option>
      ${(field.options ?? []).map(
        (o) => markup`<option value="${o.value}"${o.value === value ? markup` selected` : ""}>${o.label}</option>`,
      )}
    </select>`;
  if (field.type === "file")
    return markup`<p class="hint" id="${id}-hint">Files cannot be kept between pages: please choose your photos again.</p>
      <input id="${id}" name="${field.name}" type="file" multiple accept="${PHOTO_ACCEPT}"${
        error ? markup` aria-invalid="true"` : ""
      } aria-describedby="${error ? `${id}-error ` : ""}${id}-hint">`;
  // HTML drops one line break right after <textarea>: this one, so a message starting with a blank line keeps it.
  if (field.type === "textarea")
    return markup`<textarea ${common} rows="${field.rows ?? 5}" maxlength="${field.maxLength}">\n${value}</textarea>`;
  const autocomplete = field.autocomplete ? markup` autocomplete="${field.autocomplete}"` : "";
  return markup`<input ${common} type="${field.type}" value="${value}" maxlength="${field.maxLength}"${autocomplete}>`;
};

/**
 * The answer to a form posted without JavaScript that failed validation: what is wrong, field by field, and the
 * same form again with everything the visitor typed, so nothing is lost.
 */
export function invalidQuotePage(
  values: Record<string, string>,
  errors: QuoteErrors,
  business: Business,
  options: { photos?: boolean } = {},
): string {
  const title = "Please check your quote";
  const known: readonly Field[] | undefined =
    values.form === "home" || values.form === "quote" ? quoteForms[values.form].fields : undefined;
  const fields = known && options.photos ? [...known, photoField] : known;
  if (!fields)
    return page(
      title,
      business,
      markup`<h1>${title}</h1>
        <p>We could not tell which form this came from, so your request was not sent. Please go back and try again.</p>
        ${backLink(values.page) || markup`<p><a href="/quote">Go to the quote form</a></p>`}`,
    );
  const problems = fields.filter((f) => errors[f.name]);
  const describe = (f: Field) =>
    errors[f.name]!.startsWith(f.label) ? errors[f.name]! : `${f.label}: ${errors[f.name]}`;
  return page(
    title,
    business,
    markup`<h1>${title}</h1>
      <p>
        Your request has not been sent yet. Please fix what is listed below and send it again; everything you typed is
        still in the form.
      </p>
      <div class="summary" role="alert">
        <h2>There ${problems.length === 1 ? "is a problem" : `are ${problems.length} problems`}</h2>
        <ul>
          ${problems.map((f) => markup`<li><a href="#field-${f.name}">${describe(f)}</a></li>`)}
        </ul>
      </div>
      <form action="/api/quote" method="post"${options.photos ? markup` enctype="multipart/form-data"` : ""}>
        <input type="hidden" name="form" value="${values.form}" />
        <input type="hidden" name="page" value="${values.page ?? ""}" />
        ${VISIT_FIELDS.map((name) => markup`<input type="hidden" name="${name}" value="${values[name] ?? ""}" />`)}
        ${fields.map(
          (f) =>
            markup`<div class="field">
              <label for="field-${f.name}">${f.label}${f.required ? " (required)" : ""}</label>
              ${errors[f.name] ? markup`<p class="error-message" id="field-${f.name}-error">${errors[f.name]}</p>` : ""}
              ${control(f, values[f.name] ?? "", errors[f.name])}
            </div>`,
        )}
        <button type="submit">Send my quote request</button>
      </form>
      ${backLink(values.page)}`,
  );
}

/**
 * The answer to an emergency request posted without JavaScript (the inbox redirects there, so a reload sends nothing
 * again): the form's own confirmation, its heading and its promise as the spec words them, and then, as the form
 * island and the acknowledgement say it (shared/forms/emergency.ts), to call the 24/7 line now, the number a
 * tap-to-call link. Any other request gets the site's pre-rendered confirmation page.
 */
export function emergencyReceivedPage(form: keyof typeof confirmationPaths, business: Business): string {
  const title = confirmationTitles[form];
  const call = markup`<a href="${telHref(business.phone)}">${business.phone}</a>`;
  return page(
    title,
    business,
    markup`<h1>${title}</h1>
      <p>${confirmationText(form, seedClaims())}</p>
      <p class="call-now"><strong>${callNowWords.before}${call}${callNowWords.after}</strong></p>
      <p><a href="${form === "home" ? "/" : "/quote"}">Back to our website</a></p>`,
  );
}

/**
 * A short page for a form post that could not be taken at all (too many, too large, unreadable), or for an error on
 * our side, which carries the reference its log entry has (server/log.ts `newErrorId`).
 */
export function messagePage(heading: string, message: string, business: Business, reference?: string): string {
  return page(
    heading,
    business,
    markup`<h1>${heading}</h1>
      <p>${message}</p>
      ${reference ? markup`<p>Reference: <strong>${reference}</strong>. If you get in touch, this helps us find what happened.</p>` : ""}
      <p>
        Your request has not been sent. Use your browser's Back button to return to the form: what you typed should
        still be there.
      </p>`,
  );
}
