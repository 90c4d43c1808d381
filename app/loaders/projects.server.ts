import type { SiteContent } from "../content/document";
import { FEATURED_PROJECT_COUNT, pagesOf, projectsShown, type Project } from "../content/view";
import { picture, video } from "../lib/media.server";
import { pageMeta } from "../lib/seo/meta";

const card = (p: Project) => ({
  slug: p.slug,
  title: p.title,
  description: p.description,
  projectType: p.projectType,
  image: picture(p.image, p.imageAlt),
  video: p.isVideo && p.video ? video(p.video, p.imageAlt) : undefined,
  beforeAndAfter: Boolean(p.beforeImage && p.afterImage),
});

export function projectsPage(doc: SiteContent) {
  const projects = projectsShown(doc);
  const featured = projects.filter((p) => p.featured).slice(0, FEATURED_PROJECT_COUNT);
  const pages = pagesOf(doc);
  return {
    meta: pageMeta({
      ...pages.search.projects,
      path: "/projects",
    }),
    hero: pages.heroes.projects,
    headings: { featured: pages.sections.featuredProjects, more: pages.sections.moreProjects },
    featured: featured.map(card),
    others: projects.filter((p) => !featured.includes(p)).map(card),
  };
}
