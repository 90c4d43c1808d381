import type { SiteContent } from "../content/document";
import { faqPageItems, pagesOf } from "../content/view";
import { faqPage, jsonLd } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";

export function faqPageData(doc: SiteContent) {
  const faqs = faqPageItems(doc);
  const pages = pagesOf(doc);
  return {
    meta: pageMeta({
      ...pages.search.faq,
      path: "/faq",
      extra: [jsonLd(faqPage(faqs))],
    }),
    hero: pages.heroes.faq,
    closing: pages.sections.stillHaveQuestion,
    faqs,
  };
}
