import { Siren } from "lucide-react";
import { PhoneLink } from "../components/common/phone-link";
import { PageHero } from "../components/sections/page-hero";
import { QuoteForm } from "../components/sections/quote-form";
import { Icon } from "../components/ui/icon";
import { Section, SectionHeading } from "../components/ui/section";
import { Stars } from "../components/ui/stars";
import { quotePage } from "../content/copy";
import { reviews } from "../content/reviews";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

export const meta = () =>
  pageMeta({
    title: "Get a Free Plumbing Quote",
    description:
      "Request a free, no-obligation plumbing quote. Tell us what you need and we will review it and contact you within 24 hours. Emergencies: call us 24/7.",
    path: "/quote",
    keywords: ["free plumbing quote Auckland", "plumber quote", "plumbing estimate"],
  });

const featured = reviews.find((r) => r.service === "Leak Detection") ?? reviews[0];

export default function QuoteRoute() {
  return (
    <>
      <PageHero
        eyebrow="Free Quote"
        title="Get Your Free Quote"
        intro="Tell us about the job and a licensed plumber will come back to you within 24 hours with a clear, upfront price."
      />
      <Section aria-label="Request a quote">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-6">
            <ul className="space-y-4">
              {quotePage.benefits.map((b) => (
                <li key={b.title} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
                  <Icon name={b.icon} className="size-7 shrink-0 text-signal-700" />
                  <div>
                    <h2 className="text-lg font-bold">{b.title}</h2>
                    <p className="text-muted">{b.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <figure className="rounded-card bg-white p-6 shadow-card">
              <Stars />
              <blockquote className="mt-3">
                <p>“{featured.text}”</p>
              </blockquote>
              <figcaption className="mt-3 font-bold">
                {featured.name}, <span className="font-normal text-muted">{featured.service}</span>
              </figcaption>
            </figure>
            <aside aria-labelledby="emergency-title" className="rounded-card bg-red-800 p-6 text-white">
              <h2 id="emergency-title" className="flex items-center gap-2 text-xl font-bold">
                <Siren aria-hidden="true" className="size-6" /> Plumbing emergency?
              </h2>
              <p className="mt-2">Don't wait for a quote. Call our 24/7 emergency line now.</p>
              <PhoneLink source="quote_page" variant="light" className="mt-4">
                Call {siteConfig.phone}
              </PhoneLink>
            </aside>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card max-lg:order-first sm:p-8">
            <QuoteForm endpoint={siteConfig.quoteEndpoint} phone={siteConfig.phone} />
          </div>
        </div>
      </Section>
      <Section tone="white" aria-labelledby="how-title">
        <SectionHeading id="how-title" eyebrow="How It Works" title="Three Simple Steps" />
        <ol className="grid gap-6 md:grid-cols-3">
          {quotePage.steps.map((step, i) => (
            <li key={step.title} className="rounded-card border border-line bg-paper p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-signal-700 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-1 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
