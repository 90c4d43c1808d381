import { NotFoundPanel } from "../components/sections/not-found-panel";
import { PageHero } from "../components/sections/page-hero";
import { findProject } from "../content/projects";
import { pageMeta } from "../lib/seo/meta";
import type { Route } from "./+types/project-detail";

export function meta({ params }: Route.MetaArgs) {
  const project = findProject(params.slug);
  if (!project) {
    return pageMeta({ title: "Project Not Found", description: "The project you're looking for doesn't exist.", path: `/project/${params.slug}`, noindex: true });
  }
  return pageMeta({ title: project.title, description: project.description, path: `/project/${project.slug}`, image: project.image });
}

export default function ProjectDetailRoute({ params }: Route.ComponentProps) {
  const project = findProject(params.slug);
  if (!project) {
    return (
      <NotFoundPanel
        title="Project Not Found"
        message="The project you're looking for doesn't exist"
        linkTo="/projects"
        linkLabel="Back to Projects"
      />
    );
  }
  return <PageHero eyebrow={project.projectType} title={project.title} intro={project.description} />;
}
