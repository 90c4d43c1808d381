import type { SiteContent } from "../../app/content/document.ts";

/**
 * A project's address is never changed silently (docs/decisions/012-owner-editing.md): when a save gives a project
 * (the same id) a new slug, the address it had in the newest revision joins its `formerSlugs`, which the build turns
 * into permanent redirects (scripts/build/finish-build.ts, _redirects). Former addresses are never dropped by a save that
 * lacks them (an editor of an older revision); one that becomes the project's address again stops redirecting. A
 * project's own address is never among its former ones, a new project's included (an editor may send one): it would
 * redirect the page to itself, for ever.
 */
export function keepFormerAddresses(before: SiteContent, after: SiteContent): SiteContent {
  const was = new Map(before.projects.map((project) => [project.id, project]));
  return {
    ...after,
    projects: after.projects.map((project) => {
      const old = was.get(project.id);
      const former = [...(old?.formerSlugs ?? []), ...project.formerSlugs];
      if (old && old.slug !== project.slug) former.push(old.slug);
      const formerSlugs = [...new Set(former)].filter((slug) => slug !== project.slug);
      return formerSlugs.length === project.formerSlugs.length &&
        formerSlugs.every((slug, i) => slug === project.formerSlugs[i])
        ? project
        : { ...project, formerSlugs };
    }),
  };
}
