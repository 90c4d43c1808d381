import { Link } from "react-router";
import { Icon } from "../components/ui/icon";
import { PageHero } from "../components/sections/page-hero";
import { ServiceCards } from "../components/sections/service-cards";
import { Button } from "../components/ui/button";
import { FeatureCards } from "../components/ui/feature-cards";
import { Section, SectionHeading } from "../components/ui/section";
import { StepList } from "../components/ui/step-list";
import { servicesPage } from "../loaders/services.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/services";

export const loader = () => servicesPage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ServicesRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <Section aria-label="All services">
        <ServiceCards services={page.services} benefitsHeading={page.headings.benefits} />
      </Section>
      <Section tone="white" aria-labelledby="process-title">
        <SectionHeading id="process-title" {...page.headings.process} />
        <StepList steps={page.process} className="md:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Section tone="navy" aria-labelledby="reasons-title">
        <SectionHeading id="reasons-title" {...page.headings.reasons} />
        <FeatureCards items={page.reasons} tone="dark" />
        <div className="mt-10 text-center">
          <Button asChild>
            <Link to="/quote">
              <Icon name="CheckCircle2" aria-hidden="true" /> Get In Touch Today
            </Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
