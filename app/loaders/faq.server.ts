import type { SiteContent } from "../content/document";
import { faqPageItems } from "../content/view";
import { faqPage, jsonLd } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";

export function faqPageData(doc: SiteContent) {
  const faqs = faqPageItems(doc);
  return {
    meta: pageMeta({
      title: "Plumbing Questions Answered",
      description:
        "Answers to common questions about our 24/7 emergency plumbing, service areas, thermal imaging and acoustic leak detection, licensing, response times and leak rebates.",
      path: "/faq",
      keywords: [
        "plumbing FAQ",
        "leak rebate Watercare",
        "thermal imaging leak detection",
        "emergency plumber response time",
      ],
      extra: [jsonLd(faqPage(faqs))],
    }),
    faqs,
  };
}
