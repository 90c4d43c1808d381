import { Icon } from "../components/ui/icon";
import { Link } from "react-router";
import { PageHero } from "../components/sections/page-hero";
import { Badge } from "../components/ui/badge";
import { Section } from "../components/ui/section";
import { areasPage } from "../loaders/areas.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/areas";

export const loader = () => areasPage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function AreasRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <Section tone="white" aria-labelledby="zone-title">
        <div className="rounded-card border-2 border-signal-600 bg-signal-50 p-6 sm:p-8">
          <h2 id="zone-title" className="flex items-center gap-2 text-2xl font-extrabold">
            <Icon name="Zap" aria-hidden="true" className="size-6 text-signal-700" />
            {` ${page.zoneHeading.title}`}
          </h2>
          {page.zoneHeading.intro ? <p className="mt-2 text-muted">{page.zoneHeading.intro}</p> : null}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.priorityZone.map((zone) => (
              <li key={zone.slug} className="rounded-xl bg-white p-4 shadow-card">
                <p className="font-bold">{zone.name}</p>
                <p className="text-3xl font-extrabold text-signal-700">{zone.minutes} min</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section aria-labelledby="all-areas-title">
        <h2 id="all-areas-title" className="mb-8 text-3xl font-extrabold tracking-tight">
          All Service Areas
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.areas.map((area) => (
            <li
              key={area.slug}
              data-testid="area-card"
              className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-xl font-bold">{area.indexName}</h3>
                {area.priority ? <Badge tone="signal">Priority</Badge> : null}
              </div>
              <p className="mt-2 text-muted">{area.description}</p>
              <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold">
                <Icon name="Users" aria-hidden="true" className="size-4 text-water-600" /> Population {area.population}
              </p>
              <Link
                to={`/areas/${area.slug}`}
                className="mt-auto mark-arrow inline-flex min-h-11 items-center gap-1.5 pt-3 font-semibold text-signal-700 hover:underline"
              >
                Learn More <span className="sr-only">about plumbing in {area.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
