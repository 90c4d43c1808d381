import { FaqList } from "../components/sections/faq-list";
import { PageHero } from "../components/sections/page-hero";
import { FaqActions } from "../components/sections/faq-actions";
import { Section } from "../components/ui/section";
import { faqPageData } from "../loaders/faq.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/faq";
import { siteConfig } from "../site.config";

export const loader = () => faqPageData(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function FaqRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <Section aria-label="Questions and answers">
        <div className="mx-auto max-w-3xl">
          <FaqList items={page.faqs} />
          <div className="mt-10 rounded-card bg-navy-900 p-8 text-center text-white">
            <h2 className="text-2xl font-bold">{page.closing.title}</h2>
            {page.closing.intro ? <p className="mt-2 text-navy-100">{page.closing.intro}</p> : null}
            <FaqActions phone={siteConfig.phone} source="faq_page" tone="navy" className="mt-6" />
          </div>
        </div>
      </Section>
    </>
  );
}
