import { Link } from "react-router";
import type { OwnerProject } from "../../app/content/document";
import { cn } from "../../app/lib/cn";
import { MoveButtons } from "./move-buttons";
import { SmallButton } from "../ui/small-button";
import { Thumbnail } from "./thumbnail";

const pill = "rounded-full px-2.5 py-0.5 text-sm font-semibold";
const smallLink =
  "inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-3 text-sm font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50";

/**
 * One project in the list: its cover, title and where and when, whether the site shows it and whether it is
 * featured; its buttons open it, feature it, take it down or put it back, and move it. A project not saved yet can
 * be removed instead. Problems the server found in it are counted here, on the way to them.
 */
export function ProjectCard({
  project,
  index,
  count,
  isNew,
  leads,
  problems,
  onChange,
  onMove,
  onRemove,
}: {
  project: OwnerProject;
  index: number;
  count: number;
  isNew: boolean;
  /** One of the first three featured projects on the site: the Projects page leads with it. */
  leads: boolean;
  /** How many problems the server found in it. */
  problems: number;
  onChange: (patch: Partial<OwnerProject>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = project.title || "New project";
  const problemId = `project-${project.id}-problems`;
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <div className="flex gap-3">
        <Thumbnail src={project.image} />
        <div className="min-w-0 flex-1">
          <h3 className="font-bold break-words text-navy-900">{name}</h3>
          <p className="text-sm text-muted">{[project.location, project.completedDate].filter(Boolean).join(" · ")}</p>
          <p className="mt-1 flex flex-wrap gap-1.5">
            <span
              className={cn(
                pill,
                project.published ? "bg-navy-50 text-navy-800" : "bg-red-50 text-red-800 ring-1 ring-red-200",
              )}
            >
              {project.published ? "On the site" : "Not on the site"}
            </span>
            {project.featured ? (
              <span className={cn(pill, "bg-signal-50 text-signal-800 ring-1 ring-signal-100")}>
                <span className="sr-only">, </span>Featured
              </span>
            ) : null}
            {leads ? (
              <span className={cn(pill, "bg-white text-navy-800 ring-1 ring-navy-200")}>
                <span className="sr-only">, </span>Top of Projects
              </span>
            ) : null}
            {isNew ? (
              <span className={cn(pill, "bg-white text-muted ring-1 ring-line")}>
                <span className="sr-only">, </span>Not saved yet
              </span>
            ) : null}
          </p>
        </div>
      </div>
      {problems > 0 ? (
        <p id={problemId} className="mt-2 text-sm font-medium text-red-700">
          {problems === 1 ? "1 problem to fix" : `${problems} problems to fix`}: edit it to see{" "}
          {problems === 1 ? "it" : "them"}.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/admin/site/projects/${project.id}`}
          data-path={`projects[${project.id}]`}
          aria-label={`Edit ${name}`}
          aria-describedby={problems > 0 ? problemId : undefined}
          className={smallLink}
        >
          Edit
        </Link>
        <SmallButton
          aria-pressed={project.featured}
          aria-label={`Featured: ${name}`}
          className="aria-pressed:bg-navy-900 aria-pressed:text-white aria-pressed:ring-navy-900"
          onClick={() => onChange({ featured: !project.featured })}
        >
          Featured
        </SmallButton>
        <SmallButton
          aria-label={`${project.published ? "Take down" : "Put on the site"}: ${name}`}
          onClick={() => onChange({ published: !project.published })}
        >
          {project.published ? "Take down" : "Put on the site"}
        </SmallButton>
        {isNew ? (
          <SmallButton className="text-red-700" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </SmallButton>
        ) : null}
        <MoveButtons name={name} index={index} count={count} onMove={onMove} />
      </div>
    </li>
  );
}
