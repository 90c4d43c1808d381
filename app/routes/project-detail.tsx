import { ArrowLeft, CalendarDays, Clock, Expand, MapPin, Star } from "lucide-react";
import { useEffect } from "react";
import { NotFoundPanel } from "../components/sections/not-found-panel";
import { ProjectGallery } from "../components/sections/project-gallery";
import { Badge } from "../components/ui/badge";
import { LinkButton } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { ResponsiveVideo } from "../components/ui/responsive-video";
import { Section, SectionHeading } from "../components/ui/section";
import { Stars } from "../components/ui/stars";
import { findProject } from "../content/projects";
import { track } from "../lib/analytics/track";
import { breadcrumbs, jsonLd } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import type { Route } from "./+types/project-detail";
import { CheckList } from "../components/ui/check-list";

export function meta({ params }: Route.MetaArgs) {
  const project = findProject(params.slug);
  if (!project) {
    return pageMeta({
      title: "Project Not Found",
      description: "The project you're looking for doesn't exist.",
      path: `/project/${params.slug}`,
      noindex: true,
    });
  }
  const path = `/project/${project.slug}`;
  return pageMeta({
    title: `${project.title}: ${project.location} Project`,
    description: project.description,
    path,
    image: project.image,
    imageAlt: project.imageAlt,
    type: "article",
    extra: [
      jsonLd(
        breadcrumbs([
          { name: "Home", path: "/" },
          { name: "Projects", path: "/projects" },
          { name: project.title, path },
        ]),
      ),
    ],
  });
}

export default function ProjectDetailRoute({ params }: Route.ComponentProps) {
  const project = findProject(params.slug);
  useEffect(() => {
    if (project) track("project_view", { category: "project", label: project.slug });
  }, [project]);
  if (!project) {
    return (
      <NotFoundPanel
        title="Project Not Found"
        message="The project you're looking for doesn't exist"
        linkTo="/projects"
        linkLabel="Back to Projects"
        icon={<ArrowLeft aria-hidden="true" />}
      />
    );
  }
  return (
    <>
      <section className="bg-navy-900 text-white">
        <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-2 lg:items-center">
          <div>
            <LinkButton to="/projects" variant="outline-light" className="min-h-11">
              <ArrowLeft aria-hidden="true" /> Back to Projects
            </LinkButton>
            <div className="mt-6 flex flex-wrap gap-2">
              <Badge tone="light">{project.projectType}</Badge>
              {project.featured ? (
                <Badge tone="signal">
                  <Star aria-hidden="true" /> Featured
                </Badge>
              ) : null}
            </div>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{project.title}</h1>
            <p className="mt-4 text-lg text-navy-100">{project.description}</p>
            <p className="mt-2 text-navy-200">Client: {project.client}</p>
          </div>
          <div className="relative overflow-hidden rounded-card shadow-lift">
            {project.isVideo && project.video ? (
              <>
                <ResponsiveVideo
                  src={project.video}
                  controls
                  loop
                  aria-label={project.imageAlt}
                  className="aspect-[4/3] w-full bg-navy-950 object-cover"
                />
                <Badge tone="light" className="absolute top-3 right-3">
                  <Expand aria-hidden="true" /> Click to expand
                </Badge>
              </>
            ) : (
              <ResponsiveImage
                src={project.image}
                alt={project.imageAlt}
                priority
                sizes="(min-width: 1024px) 560px, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
            )}
          </div>
        </Container>
      </section>

      <Section aria-labelledby="overview-title">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <h2 id="overview-title" className="text-3xl font-extrabold tracking-tight">
              Project Overview
            </h2>
            <h3 className="mt-6 text-xl font-bold">The Challenge</h3>
            <p className="mt-2 text-lg text-muted">{project.details.challenge}</p>
            <h3 className="mt-6 text-xl font-bold">Our Solution</h3>
            <p className="mt-2 text-lg text-muted">{project.details.solution}</p>
            <h3 className="mt-6 text-xl font-bold">Key Features</h3>
            <CheckList items={project.details.features} className="mt-3" />
          </div>
          <aside aria-label="Project details" className="space-y-6">
            <dl className="space-y-4 rounded-card border border-line bg-white p-6 shadow-card">
              {[
                { term: "Duration", value: project.duration, Glyph: Clock },
                { term: "Location", value: project.location, Glyph: MapPin },
                { term: "Completed", value: project.completedDate, Glyph: CalendarDays },
              ].map(({ term, value, Glyph }) => (
                <div key={term} className="flex gap-3">
                  <dt className="flex gap-3 font-semibold">
                    <Glyph aria-hidden="true" className="size-5 text-signal-700" />
                    {term}
                  </dt>
                  <dd className="ml-auto">{value}</dd>
                </div>
              ))}
            </dl>
            <figure className="rounded-card bg-navy-900 p-6 text-white">
              <Stars />
              <blockquote className="mt-3">
                <p>“{project.testimonial.text}”</p>
              </blockquote>
              <figcaption className="mt-3 font-bold">{project.testimonial.author}</figcaption>
            </figure>
          </aside>
        </div>
      </Section>

      <Section tone="white" aria-labelledby="gallery-title">
        <SectionHeading
          id="gallery-title"
          eyebrow="Photos"
          title="Project Documentation"
          intro="Select any photo to view it full screen."
        />
        <ProjectGallery entries={project.gallery} title={project.title} />
        <div className="mt-12 text-center">
          <LinkButton to="/quote">Get Your Free Quote</LinkButton>
        </div>
      </Section>
    </>
  );
}
