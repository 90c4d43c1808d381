/**
 * The not-found states of the sections whose pages are looked up by slug. With no client router in the browser
 * (docs/decisions/008-islands.md), an unknown `/services/x` or `/project/x` cannot be rendered after the fact: each
 * state is pre-rendered at `page`, which the build moves to `file` beside 404.html (scripts/build/finish-build.ts), and
 * whatever serves the site answers an unknown path under `section` with that file and status 404 (server/site/static.ts). The routes' error boundaries show the same texts.
 */
export const sectionNotFound = {
  service: {
    section: "/services/",
    page: "/404/service",
    file: "404-service.html",
    title: "Service Not Found",
    message: "Sorry, we couldn't find the service you're looking for",
    linkTo: "/services",
    linkLabel: "View All Services",
  },
  project: {
    section: "/project/",
    page: "/404/project",
    file: "404-project.html",
    title: "Project Not Found",
    message: "The project you're looking for doesn't exist",
    linkTo: "/projects",
    linkLabel: "Back to Projects",
  },
} as const;

export type NotFoundSection = keyof typeof sectionNotFound;

export const isNotFoundSection = (name: string): name is NotFoundSection => Object.hasOwn(sectionNotFound, name);

/**
 * The built file answering an unknown path: its section's for an unknown slug (`/services/x`), undefined (the
 * site-wide 404.html) for anything deeper or elsewhere.
 */
export const notFoundFileFor = (pathname: string): string | undefined =>
  Object.values(sectionNotFound).find(
    (s) => pathname.startsWith(s.section) && /^[^/]+$/.test(pathname.slice(s.section.length)),
  )?.file;
