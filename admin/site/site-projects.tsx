import { use, useEffect, useRef } from "react";
import { Link, Outlet, useNavigate, useOutletContext, useParams } from "react-router";
import { EditorFrame } from "./editor-frame";
import { ProjectForm } from "./project-form";
import { ProjectList } from "./project-list";
import { inProject, newProject, nextProjectId } from "./content-paths";
import { ProblemsContext, useContentEditor, type ContentEditor } from "./use-content-editor";
import { editorHeading, editorPath, siteEditors } from "./site-editors";

/**
 * The projects editor (docs/decisions/012-owner-editing.md): the list, a new project and each project's page share
 * one working copy of the document, so going from the list to a project and back keeps every edit, in one draft,
 * saved by one Save.
 */
export function ProjectsEditor() {
  const editor = useContentEditor("projects");
  return <Outlet context={editor} />;
}

const useEditor = () => useOutletContext<ContentEditor>();
const toList = { to: editorPath("projects"), label: siteEditors.projects.title };

/** /admin/site/projects: the projects in the site's order. */
export function ProjectListPage() {
  const editor = useEditor();
  return (
    <EditorFrame editor={editor} {...editorHeading("projects")}>
      <ProjectList editor={editor} />
    </EditorFrame>
  );
}

/**
 * /admin/site/projects/new: adds a project to the working copy (at the top, shown once saved, with the next free id) and
 * opens its page in place of this address, so a reload finds it (in the draft) by its id. Nothing is added while
 * unsaved edits wait to be restored or a conflict to be settled: they are shown instead.
 */
export function NewProjectPage() {
  const editor = useEditor();
  const navigate = useNavigate();
  const made = useRef<number | null>(null);
  const ready = !editor.offer && !editor.conflict;
  useEffect(() => {
    if (!ready) return;
    if (made.current === null) {
      const id = nextProjectId([editor.content, editor.saved]);
      made.current = id;
      editor.change((doc) => ({ ...doc, projects: [newProject(id), ...doc.projects] }));
    }
    void navigate(`/admin/site/projects/${made.current}`, { replace: true });
  }, [ready, editor, navigate]);
  return ready ? null : (
    <EditorFrame editor={editor} title="New project" intro="Settle this first, then add the project." back={toList}>
      {null}
    </EditorFrame>
  );
}

/** /admin/site/projects/:id: one project's every field and photo. */
export function ProjectPage() {
  const editor = useEditor();
  const { id } = useParams();
  const project = editor.content.projects.find((p) => String(p.id) === id);
  const isNew = !editor.saved.projects.some((p) => String(p.id) === id);
  return (
    <EditorFrame
      editor={editor}
      title={project ? project.title || "New project" : "No such project"}
      intro={
        isNew
          ? "A new project: a title and a photo are all it needs, the rest can wait. Once saved and built it is on the website, unless you tick Hide from the website. Its page address follows its title until you first save."
          : "Change its words and photos. Saving keeps a new revision; building publishes it."
      }
      back={toList}
    >
      {project ? (
        <>
          <ProjectForm editor={editor} project={project} />
          <OtherProblems editor={editor} id={project.id} />
        </>
      ) : (
        <p className="mt-2">
          There is no project {id} here.{" "}
          <Link to={toList.to} className="font-semibold text-navy-700 underline">
            See all the projects
          </Link>
        </p>
      )}
    </EditorFrame>
  );
}

/**
 * Problems the server found outside this project (another project, or the list itself): each a link to where it
 * is, so the summary above can move focus there and the owner can go to fix it.
 */
function OtherProblems({ editor, id }: { editor: ContentEditor; id: number }) {
  const problems = use(ProblemsContext);
  const paths = [...problems.keys()];
  const others = editor.content.projects.filter((p) => p.id !== id && paths.some((path) => inProject(path, p.id)));
  const listProblem = problems.get("projects");
  if (others.length === 0 && !listProblem) return null;
  return (
    <section aria-labelledby="other-problems" className="mt-6 rounded-card border-2 border-red-700 bg-white p-4">
      <h2 id="other-problems" className="text-lg font-bold text-red-800">
        Also to fix, elsewhere
      </h2>
      <ul className="mt-2 grid gap-1">
        {listProblem ? (
          <li>
            <Link
              data-path="projects"
              to={toList.to}
              className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline"
            >
              The projects: {listProblem}
            </Link>
          </li>
        ) : null}
        {others.map((other) => (
          <li key={other.id}>
            <Link
              data-path={`projects[${other.id}]`}
              to={`/admin/site/projects/${other.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline"
            >
              {other.title || "New project"}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
