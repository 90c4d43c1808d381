import type { SiteContent } from "../content/document";
import { claimsOf } from "../content/view";
import { confirmationPaths, confirmationText, confirmationTitles } from "../../shared/forms/quote-fields";
import { pageMeta } from "../lib/seo/meta";

/** The two confirmation pages (app/routes/thank-you.tsx, quote-submitted.tsx): one template, told which form. */
export function confirmationPage(doc: SiteContent, form: keyof typeof confirmationPaths) {
  const claims = claimsOf(doc);
  const home = form === "home";
  const pathname = confirmationPaths[form];
  const title = confirmationTitles[form];
  return {
    meta: pageMeta({
      title,
      description: home ? claims.contactPromise.homeForm : claims.contactPromise.quotePage,
      path: pathname,
      keywords: home
        ? ["quote request submitted", "emergency plumber Auckland"]
        : ["quote submitted", "free plumbing quote"],
      noindex: true,
    }),
    title,
    text: confirmationText(form, claims),
    again: home ? { to: "/#contact", label: "Back to Home" } : { to: "/quote", label: "Submit Another Quote" },
  };
}
