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
      <PageHero
        eyebrow="Portfolio"
        title="Our Projects"
        intro="Hidden leaks found, drains rebuilt, cylinders replaced and a school's watermain renewed: a look at recent work across Auckland."
      />
      <Section aria-labelledby="featured-title">
        <SectionHeading id="featured-title" eyebrow="Featured" title="Featured Project Portfolio" />
        {grid(page.featured)}
      </Section>
      <Section tone="white" aria-labelledby="more-title">
        <SectionHeading id="more-title" eyebrow="More Work" title="Complete Plumbing Solutions" />
        {grid(page.others)}
        <FreeQuoteCta />
      </Section>
    </>
  );
}
