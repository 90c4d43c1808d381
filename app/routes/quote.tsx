import { PhoneLink } from "../components/common/phone-link";
import { PageHero } from "../components/sections/page-hero";
import { QuoteForm } from "../components/sections/quote-form";
import { Island } from "../lib/islands/island";
import { Icon } from "../components/ui/icon";
import { Section, SectionHeading } from "../components/ui/section";
import { StepList } from "../components/ui/step-list";
import { Testimonial } from "../components/ui/testimonial";
import { quotePageData } from "../loaders/quote.server";
import { siteDocument } from "../content/site-document.server";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/quote";
import { Button } from "../components/ui/button";

export const loader = () => quotePageData(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function QuoteRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <Section aria-label="Request a quote">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-6">
            <ul className="space-y-4">
              {page.benefits.map((b) => (
                <li key={b.title} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
                  <Icon name={b.icon} className="size-7 shrink-0 text-signal-700" />
                  <div>
                    <h2 className="text-lg font-bold">{b.title}</h2>
                    <p className="text-muted">{b.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Testimonial {...page.testimonial} />
            <aside aria-labelledby="emergency-title" className="rounded-card bg-red-800 p-6 text-white">
              <h2 id="emergency-title" className="flex items-center gap-2 text-xl font-bold">
                <Icon name="Siren" aria-hidden="true" className="size-6" />
                {` ${page.emergency.title}`}
              </h2>
              {page.emergency.intro ? <p className="mt-2">{page.emergency.intro}</p> : null}
              <Button asChild variant="light" className="mt-4">
                <PhoneLink source="quote_page">Call {siteConfig.phone}</PhoneLink>
              </Button>
            </aside>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card max-lg:order-first sm:p-8">
            <Island
              name="quote-form"
              component={QuoteForm}
              props={{ endpoint: siteConfig.quoteEndpoint, phone: siteConfig.phone, confirmation: page.confirmation }}
            />
          </div>
        </div>
      </Section>
      <Section tone="white" aria-labelledby="how-title">
        <SectionHeading id="how-title" {...page.stepsHeading} />
        <StepList steps={page.steps} badgeClassName="bg-signal-700" />
      </Section>
    </>
  );
}
