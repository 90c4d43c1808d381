import { createHash } from "node:crypto";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { seedClaims } from "../../app/content/seed.ts";
import { confirmationText, confirmationTitles, type confirmationPaths } from "../../shared/forms/quote-fields.ts";
import type { Business } from "../config/config.ts";
import type { SafeHtml } from "../core/html.ts";
import { isSitePath } from "./lead.ts";
import { quoteForms } from "./quote-forms.ts";
import type { QuoteErrors } from "./quote-schema.ts";
import "../core/tsx.ts";

// The site's components, compiled as Node loads them (imported above so its hooks are in place first).
const {
  EmergencyReceived,
  FormAnswerPage,
  FormMessage,
  QuoteErrors: QuoteErrorsPage,
} = await import("../../app/components/sections/form-answer-page.tsx");

/**
 * Only for a page with no site stylesheet to link: a server with no build of the site, and the review opt-out's plain
 * markup, which the site's stylesheet (its reset) would leave unstyled. Kept readable, focus visible and errors not
 * told by colour alone. The quote answers of a real site link the live build's stylesheet instead.
 */
const fallbackStyle = `body{margin:0;font:1.0625rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
a{color:#0b4f94}
:focus-visible{outline:3px solid #f5a700;outline-offset:2px}
[role=alert]{border:4px solid #b00020;padding:0 1rem}
label{display:block;font-weight:600}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:2px solid #555;border-radius:4px}
[aria-invalid=true]{border-color:#b00020;border-width:3px}
button{font:inherit;font-weight:600;color:#fff;background:#0b4f94;border:0;border-radius:4px;padding:.75rem 1.25rem;margin-top:1rem}`;

/**
 * The one policy every page answering a form post carries, fixed rather than read from each page's body: no script at
 * all, the site's own stylesheet and its font, and the fallback stylesheet above by its hash.
 */
export const formPageContentSecurityPolicy = [
  "default-src 'none'",
  `style-src 'self' 'sha256-${createHash("sha256").update(fallbackStyle).digest("base64")}'`,
  "font-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** What a page answering a form post shows around its body; `stylesheets` are the live site build's. */
interface Shell {
  title: string;
  business: Business;
  stylesheets?: readonly string[];
}

const render = ({ title, business, stylesheets = [] }: Shell, body: ReactNode) =>
  `<!DOCTYPE html>${renderToStaticMarkup(
    h(FormAnswerPage, {
      chrome: { title, businessName: business.name, phone: business.phone, stylesheets, fallbackStyle },
      children: body,
    }),
  )}`;

/** A page that stands alone under the policy above, for markup written elsewhere (the review opt-out's). */
export const page = (title: string, business: Business, body: SafeHtml) =>
  render({ title, business }, h("div", { className: "space-y-4", dangerouslySetInnerHTML: { __html: body.value } }));

/**
 * The answer to a form posted without JavaScript that failed validation: what is wrong, field by field, and the
 * same form again with everything the visitor typed, so nothing is lost.
 */
export function invalidQuotePage(
  values: Record<string, string>,
  errors: QuoteErrors,
  business: Business,
  options: { photos?: boolean; stylesheets?: readonly string[] } = {},
): string {
  const title = "Please check your quote";
  const fields = values.form === "home" || values.form === "quote" ? quoteForms[values.form].fields : undefined;
  return render(
    { title, business, stylesheets: options.stylesheets },
    h(QuoteErrorsPage, {
      title,
      fields,
      values,
      errors,
      photos: options.photos ?? false,
      back: values.page && isSitePath(values.page) ? values.page : undefined,
    }),
  );
}

/**
 * The answer to an emergency request posted without JavaScript (the inbox redirects there, so a reload sends nothing
 * again): the form's own confirmation, its heading and its promise as the spec words them, and then, as the form
 * island and the acknowledgement say it, to call the 24/7 line now. Any other request
 * gets the site's pre-rendered confirmation page.
 */
export function emergencyReceivedPage(
  form: keyof typeof confirmationPaths,
  business: Business,
  stylesheets?: readonly string[],
): string {
  const title = confirmationTitles[form];
  return render(
    { title, business, stylesheets },
    h(EmergencyReceived, {
      title,
      text: confirmationText(form, seedClaims()),
      phone: business.phone,
      home: form === "home" ? "/" : "/quote",
    }),
  );
}

/**
 * A short page for a form post that could not be taken at all (too many, too large, unreadable), or for an error on
 * our side, which carries the reference its log entry has (`newErrorId`).
 */
export function messagePage(
  heading: string,
  message: string,
  business: Business,
  reference?: string,
  stylesheets?: readonly string[],
): string {
  return render({ title: heading, business, stylesheets }, h(FormMessage, { heading, message, reference }));
}
