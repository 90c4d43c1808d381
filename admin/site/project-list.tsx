import { use } from "react";
import { Link } from "react-router";
import { Button } from "../../app/components/ui/button";
import type { OwnerProject } from "../../app/content/document";
import { inProject } from "./content-paths";
import { ProblemsContext, type ContentEditor } from "./use-content-editor";
import { useListEdits } from "./use-list-edits";
import { ProjectCard } from "./project-card";
import { EditorList } from "./editor-list";

/** How many featured projects lead the Projects page (app/content/projects.ts's FEATURED_PROJECT_COUNT). */
const LEADING = 3;

/**
 * The projects in the order the site shows them: each with its cover, whether it is on the site and featured, and
 * its buttons; "Add a project" opens a new one. What each button did is said in a polite live region.
 */
export function ProjectList({ editor }: { editor: ContentEditor }) {
  const { content } = editor;
  const projects = content.projects;
  const problems = use(ProblemsContext);
  const edits = useListEdits(editor, "projects");
  const saved = new Set(editor.saved.projects.map((p) => p.id));
  const leading = new Set(
    projects
      .filter((p) => p.published && p.featured)
      .slice(0, LEADING)
      .map((p) => p.id),
  );
  const problemsIn = (id: number) => [...problems.keys()].filter((path) => inProject(path, id)).length;
  const name = (project: OwnerProject) => project.title || "New project";

  return (
    <EditorList
      id="projects-heading"
      count={projects.length}
      noun={["project", "projects"]}
      add={
        <Button asChild variant="outline">
          <Link to="/admin/site/projects/new">Add a project</Link>
        </Button>
      }
      note={
        <p className="mt-1 text-sm text-muted">
          The first three featured projects on the site lead the Projects page. A project taken down stays here, with
          its photos, until you put it back.
        </p>
      }
      problem={{ path: "projects", message: problems.get("projects") }}
      said={edits.said}
      label="Projects"
      ordered
    >
      {projects.map((project, index) => (
        <ProjectCard
          key={project.id}
          project={project}
          {...edits.place(project, index, name(project))}
          isNew={!saved.has(project.id)}
          leads={leading.has(project.id)}
          problems={problemsIn(project.id)}
          onChange={(patch) => {
            edits.update(project.id, patch);
            if (patch.featured !== undefined)
              edits.say(`${name(project)} ${patch.featured ? "featured" : "no longer featured"}.`);
            if (patch.published !== undefined)
              edits.say(
                patch.published
                  ? `${name(project)} will be on the site.`
                  : `${name(project)} taken down: it stays here, off the site.`,
              );
          }}
        />
      ))}
    </EditorList>
  );
}
