import { PageHero } from "../components/sections/page-hero";
import { ProjectCard } from "../components/sections/project-card";
import { FreeQuoteCta } from "../components/sections/free-quote-cta";
import { Section, SectionHeading } from "../components/ui/section";
import { projectsPage } from "../loaders/projects.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/projects";

export const loader = () => projectsPage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ProjectsRoute({ loaderData: page }: Route.ComponentProps) {
  const grid = (cards: typeof page.featured) => (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((p) => (
        <li key={p.slug}>
          <ProjectCard project={p} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <PageHero {...page.hero} />
      <Section aria-labelledby="featured-title">
        <SectionHeading id="featured-title" {...page.headings.featured} />
        {grid(page.featured)}
      </Section>
      <Section tone="white" aria-labelledby="more-title">
        <SectionHeading id="more-title" {...page.headings.more} />
        {grid(page.others)}
        <FreeQuoteCta />
      </Section>
    </>
  );
}
