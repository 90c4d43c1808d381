/**
 * The not-found states of the sections whose pages are looked up by slug. With no client router in the browser
 * (docs/decisions/008-islands.md), an unknown `/services/x` or `/project/x` cannot be rendered after the fact: each
 * state is pre-rendered as a page of its own (`page`), and whatever serves the site answers an unknown path under
 * `section` with that page and status 404 (server/static.ts). The routes' error boundaries show the same texts.
 */
export const sectionNotFound = {
  service: {
    section: "/services/",
    page: "/404/service",
    title: "Service Not Found",
    message: "Sorry, we couldn't find the service you're looking for",
    linkTo: "/services",
    linkLabel: "View All Services",
  },
  project: {
    section: "/project/",
    page: "/404/project",
    title: "Project Not Found",
    message: "The project you're looking for doesn't exist",
    linkTo: "/projects",
    linkLabel: "Back to Projects",
  },
} as const;

export type NotFoundSection = keyof typeof sectionNotFound;

export const isNotFoundSection = (name: string): name is NotFoundSection => Object.hasOwn(sectionNotFound, name);

/**
 * The pre-rendered page answering an unknown path: its section's for an unknown slug (`/services/x`), undefined
 * (the site-wide 404 page) for anything deeper or elsewhere.
 */
export const notFoundPageFor = (pathname: string): string | undefined =>
  Object.values(sectionNotFound).find(
    (s) => pathname.startsWith(s.section) && /^[^/]+$/.test(pathname.slice(s.section.length)),
  )?.page;
