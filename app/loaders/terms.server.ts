import { termsSections } from "../content/legal";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

export function termsPage() {
  return {
    meta: pageMeta({
      title: "Terms of Service",
      description:
        "The terms that apply to using this website and requesting a plumbing quote from us, including how quotes and pricing work.",
      path: "/terms",
      keywords: ["terms of service", "plumbing quote terms", "upfront pricing"],
    }),
    sections: termsSections(siteConfig.name),
  };
}
