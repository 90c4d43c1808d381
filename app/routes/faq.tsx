import { SectionLink } from "../components/common/section-link";
import { PhoneLink } from "../components/common/phone-link";
import { FaqList } from "../components/sections/faq-list";
import { PageHero } from "../components/sections/page-hero";
import { buttonClass } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { faqPageItems } from "../content/faqs";
import { faqPage, jsonLd } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

export const meta = () =>
  pageMeta({
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
    extra: [jsonLd(faqPage(faqPageItems))],
  });

export default function FaqRoute() {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Straight answers about emergencies, leak detection, pricing and the areas we cover."
      />
      <Section aria-label="Questions and answers">
        <div className="mx-auto max-w-3xl">
          <FaqList items={faqPageItems} headingLevel={2} />
          <div className="mt-10 rounded-card bg-navy-900 p-8 text-center text-white">
            <h2 className="text-2xl font-bold">Still have a question?</h2>
            <p className="mt-2 text-navy-100">Talk to a plumber now, or send us the details.</p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <PhoneLink source="faq_page" variant="primary">
                Call {siteConfig.phone}
              </PhoneLink>
              <SectionLink section="contact" className={buttonClass("outline-light")}>
                Get In Touch
              </SectionLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
