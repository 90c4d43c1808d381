import { CheckCircle2 } from "lucide-react";
import { PageHero } from "../components/sections/page-hero";
import { ServiceCards } from "../components/sections/service-cards";
import { LinkButton } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { Section, SectionHeading } from "../components/ui/section";
import { serviceProcess, serviceReasons } from "../content/copy";
import { services } from "../content/services";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Plumbing Services in Auckland",
    description:
      "Leak detection with thermal imaging, 24/7 emergency callouts, hot water cylinder repair, renovations, drain unblocking, maintenance and plumbing inspections across Auckland.",
    path: "/services",
    keywords: [
      "plumbing services Auckland",
      "leak detection",
      "emergency plumber",
      "hot water cylinder repair",
      "drain unblocking",
    ],
  });

export default function ServicesRoute() {
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title="Professional Plumbing Services"
        intro="Seven services, one standard: licensed plumbers, upfront pricing and work we guarantee, anywhere in Auckland."
      />
      <Section aria-label="All services">
        <ServiceCards services={services} />
      </Section>
      <Section tone="white" aria-labelledby="process-title">
        <SectionHeading id="process-title" eyebrow="How We Work" title="Our Service Process" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceProcess.map((step, i) => (
            <li key={step.title} className="rounded-card border border-line bg-paper p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-1 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="navy" aria-labelledby="reasons-title">
        <SectionHeading id="reasons-title" eyebrow="Why Us" title="Why Choose Our Plumbers" />
        <ul className="grid gap-6 md:grid-cols-3">
          {serviceReasons.map((reason) => (
            <li key={reason.title} className="rounded-card border border-white/10 bg-white/5 p-6">
              <Icon name={reason.icon} className="size-8 text-signal-400" />
              <h3 className="mt-3 text-xl font-bold">{reason.title}</h3>
              <p className="mt-1 text-navy-100">{reason.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <LinkButton to="/quote">
            <CheckCircle2 aria-hidden="true" /> Get In Touch Today
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
