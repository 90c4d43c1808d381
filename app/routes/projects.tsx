import { PageHero } from "../components/sections/page-hero";
import { ProjectCard } from "../components/sections/project-card";
import { LinkButton } from "../components/ui/button";
import { Section, SectionHeading } from "../components/ui/section";
import { FEATURED_PROJECT_COUNT, projects } from "../content/projects";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Plumbing Projects and Case Studies",
    description:
      "Real Auckland plumbing projects: thermal leak detection, slab leak repairs, emergency drain repairs, hot water cylinder installations and a school watermain.",
    path: "/projects",
    keywords: ["plumbing projects Auckland", "leak detection case study", "thermal imaging plumber"],
  });

export default function ProjectsRoute() {
  const featured = projects.filter((p) => p.featured).slice(0, FEATURED_PROJECT_COUNT);
  const others = projects.filter((p) => !featured.includes(p));
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Our Projects"
        intro="Hidden leaks found, drains rebuilt, cylinders replaced and a school's watermain renewed: a look at recent work across Auckland."
      />
      <Section aria-labelledby="featured-title">
        <SectionHeading id="featured-title" eyebrow="Featured" title="Featured Project Portfolio" />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featured.map((p) => (
            <li key={p.slug}>
              <ProjectCard project={p} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="white" aria-labelledby="more-title">
        <SectionHeading id="more-title" eyebrow="More Work" title="Complete Plumbing Solutions" />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {others.map((p) => (
            <li key={p.slug}>
              <ProjectCard project={p} />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <LinkButton to="/quote">Get Your Free Quote</LinkButton>
        </div>
      </Section>
    </>
  );
}
