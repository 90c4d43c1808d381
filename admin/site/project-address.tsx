import { use, useMemo } from "react";
import type { OwnerProject } from "../../app/content/document";
import { projectWords } from "./content-paths";
import { ProblemsContext } from "./use-content-editor";
import { DocField } from "./doc-field";

/** An address as it is typed: lower case, a hyphen for each run of anything else (its end is checked on saving). */
const typedAddress = (typed: string) =>
  typed
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "");

/**
 * A project's page address (/project/<slug>). A new project's follows its title until it is first saved, shown as it
 * will be; after that it is a field of its own, and changing it keeps the old address working: the server keeps it
 * as a former address, which sends visitors on to the new one. An address another project has, or had, is said at
 * once, before saving.
 */
export function ProjectAddress({
  project,
  savedSlug,
  takenBy,
  onChange,
}: {
  project: OwnerProject;
  /** Its address as last saved; undefined for a project not saved yet. */
  savedSlug: string | undefined;
  /** The title of another project that has or had this address. */
  takenBy: string | undefined;
  onChange: (slug: string) => void;
}) {
  const path = `projects[${project.id}].slug`;
  const problems = use(ProblemsContext);
  const clash = takenBy ? `Another project has this address, or had it: ${takenBy}.` : undefined;
  const local = useMemo(() => (clash ? new Map([...problems, [path, clash]]) : problems), [clash, problems, path]);
  const { label, max } = projectWords("slug");

  if (savedSlug === undefined) {
    const error = problems.get(path) ?? (clash && `${clash} Change the title a little, for example add the suburb.`);
    return (
      <div data-path={path} tabIndex={-1} className="focus:outline-none">
        <p className="font-semibold text-navy-900">{label}</p>
        <p className="mt-0.5 font-medium break-words text-ink">/project/{project.slug || "…"}</p>
        <p className="text-sm text-muted">
          Made from the title until you first save. After that you can change it here, and the old address keeps
          working.
        </p>
        {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      </div>
    );
  }

  const changed = project.slug !== savedSlug;
  const hint = [
    `Its page is at /project/${project.slug || "…"}: lower-case letters and digits, a hyphen between words.`,
    changed
      ? `The old address, /project/${savedSlug}, will keep working once you save: it sends visitors on to the new one.`
      : "If you change it, the old address keeps working: it sends visitors on to the new one.",
    project.formerSlugs.length > 0
      ? `Older addresses that lead here: ${project.formerSlugs.map((slug) => `/project/${slug}`).join(", ")}.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <ProblemsContext value={local}>
      <DocField
        path={path}
        label={label}
        hint={hint}
        max={max}
        value={project.slug}
        onChange={(typed) => onChange(typedAddress(typed))}
      />
    </ProblemsContext>
  );
}
