import { Icon } from "../ui/icon";
import { cn } from "../../lib/cn";
import { SectionLink } from "../common/section-link";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { CheckList } from "../ui/check-list";
import { Container } from "../ui/container";
import type { Picture } from "../../lib/media";
import { CardImage, CardLink } from "./card-parts";
import { SectionTitle, type SectionWords } from "../ui/section";

export interface GridService {
  slug: string;
  title: string;
  description: string;
  mobileDescription: string;
  features: readonly string[];
  mobileFeatures: readonly string[];
  image: Picture;
  highlight: boolean;
}

/** Cards shown before "See More Services" on wide screens, and on small screens (spec section 9). */
const DESKTOP_PREVIEW = 6;
const MOBILE_PREVIEW = 3;

/**
 * The home services grid. Which cards show is decided by CSS media queries, not JavaScript, so the pre-rendered
 * page already has the right layout at every width (DECISIONS). "See More Services" is a native <details>: opened,
 * CSS shows the cards past the sixth on wide screens, so it works from the first paint with no script.
 */
export function ServiceGrid({
  heading,
  custom,
  services,
}: {
  heading: SectionWords;
  /** The band under the cards that asks for a custom quote. */
  custom: SectionWords;
  services: readonly GridService[];
}) {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-paper py-14 sm:py-20">
      <Container>
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <SectionTitle id="services-title" words={heading} />
        </div>
        <ul id="service-cards" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service, i) => (
            <li
              key={service.slug}
              data-testid="service-card"
              className={cn(
                "relative flex flex-col overflow-hidden rounded-card border bg-white shadow-card",
                service.highlight ? "border-signal-600 ring-2 ring-signal-600" : "border-line",
                i >= MOBILE_PREVIEW && "max-md:hidden",
                i >= DESKTOP_PREVIEW && "md:hidden md:[#services:has(details[open])_&]:flex",
              )}
            >
              <CardImage image={service.image} />
              {service.highlight ? (
                <Badge tone="signal" className="absolute top-3 left-3">
                  <Icon name="Sparkles" aria-hidden="true" /> Featured Technology
                </Badge>
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold">{service.title}</h3>
                <Variants
                  desktop={service.description}
                  mobile={service.mobileDescription}
                  render={(text, className) => <p className={cn("mt-2 text-muted", className)}>{text}</p>}
                />
                <Variants
                  desktop={service.features}
                  mobile={service.mobileFeatures}
                  render={(features, className) => (
                    <CheckList items={features} kind="small" className={cn("mt-4", className)} />
                  )}
                />
                <CardLink href={`/services/${service.slug}`}>
                  Learn More <span className="sr-only">about {service.title}</span>
                </CardLink>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex justify-center">
          <details className="group max-md:hidden">
            <Button asChild variant="outline" className="cursor-pointer">
              <summary>
                <span className="group-open:hidden">See More Services</span>
                <span className="hidden group-open:inline">Show Less Services</span>
              </summary>
            </Button>
          </details>
          <Button asChild variant="outline" className="md:hidden">
            <a href="/services">View All Services</a>
          </Button>
        </div>
        <div className="mt-12 flex flex-col items-start justify-between gap-4 rounded-card bg-navy-900 p-8 text-white sm:flex-row sm:items-center">
          <div>
            <h3 className="text-2xl font-bold">{custom.title}</h3>
            {custom.intro ? <p className="mt-1 text-navy-100">{custom.intro}</p> : null}
          </div>
          <Button asChild>
            <SectionLink section="contact">Get Custom Quote</SectionLink>
          </Button>
        </div>
      </Container>
    </section>
  );
}

/**
 * The spec's desktop and mobile texts of a card: drawn once where they are the same, else each shown at its own
 * width (from the medium breakpoint, the desktop text). Issue 34: markup not repeated where one copy does.
 */
function Variants<T extends string | readonly string[]>({
  desktop,
  mobile,
  render,
}: {
  desktop: T;
  mobile: T;
  render: (value: T, className?: string) => React.ReactNode;
}) {
  if (JSON.stringify(desktop) === JSON.stringify(mobile)) return render(desktop);
  return (
    <>
      {render(desktop, "hidden md:block")}
      {render(mobile, "md:hidden")}
    </>
  );
}
