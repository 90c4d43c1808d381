import { PhoneLink } from "../components/common/phone-link";
import { CtaBand } from "../components/sections/cta-band";
import { FaqList } from "../components/sections/faq-list";
import { NotFoundState } from "../components/sections/not-found-state";
import { PhotoSteps } from "../components/sections/photo-steps";
import { ServiceHero } from "../components/sections/service-hero";
import { ServiceIncludes } from "../components/sections/service-includes";
import { ThermalSection } from "../components/sections/thermal-section";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { Button } from "../components/ui/button";
import { Section, SectionHeading } from "../components/ui/section";
import { StatStrip } from "../components/ui/stat-strip";
import { trackClick, trackView } from "../lib/analytics/attributes";
import { notFoundMeta } from "../lib/seo/not-found-meta";
import { sectionNotFound } from "../../shared/section-not-found";
import { serviceDetailPage } from "../loaders/service-detail.server";
import { siteDocument } from "../content/site-document.server";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/service-detail";

export const loader = ({ params }: Route.LoaderArgs) => serviceDetailPage(siteDocument(), params.slug);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? notFoundMeta(sectionNotFound.service.title, `${sectionNotFound.service.message}.`);

export default function ServiceDetailRoute({ loaderData: page }: Route.ComponentProps) {
  const source = `service_${page.slug}`;
  const emergency = page.cta.kind === "emergency-call";
  return (
    <>
      <div hidden {...trackView("service_view", { category: "service", label: page.title })} />
      <ServiceHero content={page.hero} trail={page.trail} source={source} />
      <StatStrip stats={page.stats} label="Experience and warranty" />
      {page.thermalComparisons ? (
        <ThermalSection heading={page.headings.thermal} pairs={page.thermalComparisons} />
      ) : null}
      {page.steps ? <PhotoSteps heading={page.headings.photoSteps} steps={page.steps} /> : null}
      <ServiceIncludes headings={page.headings.includes} features={page.features} benefits={page.benefits} />
      <WhyChooseUs heading={page.headings.whyChooseUs} reasons={page.whyChooseUs} testimonial={page.testimonial} />
      {page.faqs ? (
        <Section tone="white" aria-labelledby="service-faq-title">
          <SectionHeading id="service-faq-title" eyebrow="FAQ" title={`${page.title} Questions`} />
          <div className="mx-auto max-w-3xl">
            <FaqList items={page.faqs} />
          </div>
        </Section>
      ) : null}
      <CtaBand id="cta-title" title={page.cta.title} text={page.cta.text} tone={emergency ? "emergency" : "signal"}>
        {emergency ? (
          <Button asChild variant="light" className="text-lg">
            <PhoneLink source={source} alsoTrack={[["emergency_call", "contact", source]]}>
              Call Emergency Line {siteConfig.phone}
            </PhoneLink>
          </Button>
        ) : (
          <Button asChild variant="light" className="text-lg">
            <a href="/quote" {...trackClick(["quote_button_click", "cta", source])}>
              Get Free Quote
            </a>
          </Button>
        )}
      </CtaBand>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, message, linkTo, linkLabel } = sectionNotFound.service;
  return <NotFoundState error={error} title={title} message={message} linkTo={linkTo} linkLabel={linkLabel} />;
}
