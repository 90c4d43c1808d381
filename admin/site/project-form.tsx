import { useId } from "react";
import type { OwnerProject } from "../../app/content/document";
import { projectDurations, projectTypes } from "../../app/content/names";
import { slugFrom } from "../../shared/slug";
import { addressTakenBy, projectWords } from "./content-paths";
import type { ContentEditor } from "./use-content-editor";
import { CompletedDateField } from "./completed-date-field";
import { DocCheckbox } from "./doc-checkbox";
import { DocField } from "./doc-field";
import { DocSelect } from "./doc-select";
import { FeatureList } from "./feature-list";
import { Panel } from "../ui/panel";
import { ProjectAddress } from "./project-address";
import { ProjectPhotos } from "./project-photos";
import { TestimonialFields } from "./testimonial-fields";

type TextField = "title" | "description" | "client" | "location" | "details.challenge" | "details.solution";

/**
 * Every field of one project, in five parts: whether the site shows it (it does unless hidden), the job (title, address, description and
 * facts), its photos, its story (the challenge, the solution, the key features) and what the customer said. Each
 * field carries its place ("projects[7].title"), so the server's problems land on it. The repository's video and
 * before-and-after photos ride along unseen; only whether the card plays the video is the owner's to choose.
 */
export function ProjectForm({ editor, project }: { editor: ContentEditor; project: OwnerProject }) {
  const id = useId();
  const saved = editor.saved.projects.find((p) => p.id === project.id);
  const at = (field: string) => `projects[${project.id}].${field}`;
  const update = (next: (p: OwnerProject) => OwnerProject) =>
    editor.change((doc) => ({ ...doc, projects: doc.projects.map((p) => (p.id === project.id ? next(p) : p)) }));
  const set = (patch: Partial<OwnerProject>) => update((p) => ({ ...p, ...patch }));
  const setDetails = (patch: Partial<OwnerProject["details"]>) =>
    update((p) => ({ ...p, details: { ...p.details, ...patch } }));
  const text = (field: TextField, value: string, onChange: (value: string) => void) => {
    const words = projectWords(field);
    return (
      <DocField
        path={at(field)}
        label={words.label}
        hint={words.hint}
        max={words.max}
        multiline={words.multiline}
        value={value}
        onChange={onChange}
      />
    );
  };
  const takenBy = project.slug ? addressTakenBy(project.slug, project.id, [editor.content, editor.saved]) : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-6">
        <Panel id={`${id}-site`} title="Showing it">
          <div className="mt-2 grid gap-2">
            <DocCheckbox
              path={at("published")}
              {...projectWords("published")}
              checked={!project.published}
              onChange={(hidden) => set({ published: !hidden })}
            />
            <DocCheckbox
              path={at("featured")}
              {...projectWords("featured")}
              checked={project.featured}
              onChange={(featured) => set({ featured })}
            />
            {project.video ? (
              <DocCheckbox
                path={at("isVideo")}
                {...projectWords("isVideo")}
                checked={project.isVideo}
                onChange={(isVideo) => set({ isVideo })}
              />
            ) : null}
          </div>
        </Panel>
        <Panel id={`${id}-job`} title="The job">
          <div className="mt-3 grid gap-4">
            {text("title", project.title, (title) =>
              // Until it is first saved, a project's address follows its title.
              set(saved ? { title } : { title, slug: slugFrom(title) }),
            )}
            <ProjectAddress
              project={project}
              savedSlug={saved?.slug}
              takenBy={takenBy}
              onChange={(slug) => set({ slug })}
            />
            {text("description", project.description, (description) => set({ description }))}
            {text("client", project.client, (client) => set({ client }))}
            <DocSelect
              path={at("projectType")}
              {...projectWords("projectType")}
              value={project.projectType}
              options={projectTypes}
              onChange={(projectType) => set({ projectType: projectType as OwnerProject["projectType"] })}
            />
            <DocSelect
              path={at("duration")}
              {...projectWords("duration")}
              value={project.duration}
              options={projectDurations}
              onChange={(duration) => set({ duration: duration as OwnerProject["duration"] })}
            />
            {text("location", project.location, (location) => set({ location }))}
            <CompletedDateField
              path={at("completedDate")}
              value={project.completedDate}
              onChange={(completedDate) => set({ completedDate })}
            />
          </div>
        </Panel>
      </div>
      <div className="grid gap-6">
        <ProjectPhotos project={project} onChange={update} />
        <Panel id={`${id}-story`} title="The story">
          <div className="mt-3 grid gap-4">
            {text("details.challenge", project.details.challenge, (challenge) => setDetails({ challenge }))}
            {text("details.solution", project.details.solution, (solution) => setDetails({ solution }))}
            <FeatureList
              path={at("details.features")}
              features={project.details.features}
              onChange={(features) => setDetails({ features })}
            />
          </div>
        </Panel>
        <Panel id={`${id}-customer`} title={projectWords("testimonial").label}>
          <div className="mt-3">
            <TestimonialFields
              path={at("testimonial")}
              testimonial={project.testimonial}
              onChange={(testimonial) =>
                update(({ testimonial: _dropped, ...rest }) => (testimonial ? { ...rest, testimonial } : rest))
              }
            />
          </div>
        </Panel>
      </div>
    </div>
  );
}
