import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { CheckList } from "../ui/check-list";
import { Icon, type IconName } from "../ui/icon";

export interface OverviewService {
  slug: string;
  icon: IconName;
  cardTitle: string;
  description: string;
  features: readonly string[];
  longDescription: string;
  benefits: readonly string[];
  highlight: boolean;
}

/**
 * The /services cards: each expands on its own (several can be open) to the long description and benefits. Each
 * is a native <details> ("Learn More" / "Show Less"), so it opens on the first tap with no script.
 */
export function ServiceCards({
  services,
  benefitsHeading,
}: {
  services: readonly OverviewService[];
  benefitsHeading: string;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service) => {
        return (
          <li
            key={service.slug}
            data-testid="service-card"
            className={cn(
              "flex flex-col rounded-card border bg-white p-6 shadow-card sm:p-8",
              service.highlight ? "border-signal-600 ring-2 ring-signal-600" : "border-line",
            )}
          >
            <div className="flex items-start justify-between gap-4">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-signal-50 text-signal-700">
                <Icon name={service.icon} className="size-6" />
              </span>
              {service.highlight ? (
                <Badge tone="signal">
                  <Icon name="Sparkles" aria-hidden="true" /> Featured Technology
                </Badge>
              ) : null}
            </div>
            <h2 className="mt-4 text-2xl font-bold">{service.cardTitle}</h2>
            <p className="mt-2 text-muted">{service.description}</p>
            <CheckList items={service.features} kind="card" className="mt-4" />
            <div className="mt-auto flex flex-col items-start gap-3 pt-6">
              <details className="group w-full">
                <Button asChild variant="outline" className="mark-chevron w-fit cursor-pointer">
                  <summary>
                    <span className="group-open:hidden">Learn More</span>
                    <span className="hidden group-open:inline">Show Less</span>
                    <span className="sr-only"> about {service.cardTitle}</span>
                  </summary>
                </Button>
                <div className="mt-5 border-t border-line pt-5">
                  <p>{service.longDescription}</p>
                  <h3 className="mt-4 font-bold">{benefitsHeading}</h3>
                  <CheckList items={service.benefits} kind="card" tone="signal" className="mt-2" />
                  <a
                    href="/quote"
                    className="mt-4 mark-arrow inline-flex min-h-11 items-center gap-1.5 font-semibold text-signal-700 hover:underline"
                  >
                    Request This Service <span className="sr-only">: {service.cardTitle}</span>
                  </a>
                </div>
              </details>
              <a
                href={`/services/${service.slug}`}
                className="mark-arrow inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-navy-900 hover:bg-navy-50"
              >
                View Details <span className="sr-only">of {service.cardTitle}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
