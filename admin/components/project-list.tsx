import { use, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../app/components/ui/button";
import type { OwnerProject } from "../../app/content/document";
import { inProject, moved } from "../content-paths";
import { ProblemsContext, type ContentEditor } from "../use-content-editor";
import { ProjectCard } from "./project-card";
import { ListProblem } from "./list-problem";

/** How many featured projects lead the Projects page (app/content/projects.ts's FEATURED_PROJECT_COUNT). */
const LEADING = 3;

/**
 * The projects in the order the site shows them: each with its cover, whether it is on the site and featured, and
 * its buttons; "Add a project" opens a new one. What each button did is said in a polite live region.
 */
export function ProjectList({ editor }: { editor: ContentEditor }) {
  const { content, change } = editor;
  const projects = content.projects;
  const problems = use(ProblemsContext);
  const [said, setSaid] = useState("");
  const saved = new Set(editor.saved.projects.map((p) => p.id));
  const leading = new Set(
    projects
      .filter((p) => p.published && p.featured)
      .slice(0, LEADING)
      .map((p) => p.id),
  );
  const problemsIn = (id: number) => [...problems.keys()].filter((path) => inProject(path, id)).length;
  const name = (project: OwnerProject) => project.title || "New project";
  const update = (id: number, patch: Partial<OwnerProject>) =>
    change((doc) => ({ ...doc, projects: doc.projects.map((p) => (p.id === id ? { ...p, ...patch } : p)) }));
  const listError = problems.get("projects");

  return (
    <section aria-labelledby="projects-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projects-heading" className="text-xl font-bold text-navy-900">
          {projects.length} {projects.length === 1 ? "project" : "projects"}, in the site&apos;s order
        </h2>
        <Button asChild variant="outline">
          <Link to="/admin/site/projects/new">Add a project</Link>
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted">
        The first three featured projects on the site lead the Projects page. A project taken down stays here, with its
        photos, until you put it back.
      </p>
      <ListProblem path="projects" message={listError} />
      <p role="status" className="sr-only">
        {said}
      </p>
      <ol className="mt-4 grid gap-3" aria-label="Projects">
        {projects.map((project, index) => (
          <ProjectCard
            key={project.id}
            project={project}
            index={index}
            count={projects.length}
            isNew={!saved.has(project.id)}
            leads={leading.has(project.id)}
            problems={problemsIn(project.id)}
            onChange={(patch) => {
              update(project.id, patch);
              if (patch.featured !== undefined)
                setSaid(`${name(project)} ${patch.featured ? "featured" : "no longer featured"}.`);
              if (patch.published !== undefined)
                setSaid(
                  patch.published
                    ? `${name(project)} will be on the site.`
                    : `${name(project)} taken down: it stays here, off the site.`,
                );
            }}
            onMove={(by) => {
              change((doc) => ({ ...doc, projects: moved(doc.projects, index, by) }));
              setSaid(`${name(project)} moved to ${index + by + 1} of ${projects.length}.`);
            }}
            onRemove={() => {
              change((doc) => ({ ...doc, projects: doc.projects.filter((p) => p.id !== project.id) }));
              setSaid(`${name(project)} removed.`);
            }}
          />
        ))}
      </ol>
    </section>
  );
}
