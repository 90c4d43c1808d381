import type { SiteContent } from "../content/document";
import { FEATURED_PROJECT_COUNT, projectsShown, type Project } from "../content/view";
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
  return {
    meta: pageMeta({
      title: "Plumbing Projects and Case Studies",
      description:
        "Real Auckland plumbing projects: thermal leak detection, slab leak repairs, emergency drain repairs, hot water cylinder installations and a school watermain.",
      path: "/projects",
      keywords: ["plumbing projects Auckland", "leak detection case study", "thermal imaging plumber"],
    }),
    featured: featured.map(card),
    others: projects.filter((p) => !featured.includes(p)).map(card),
  };
}
