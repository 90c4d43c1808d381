import type { SiteContent } from "../content/document";
import { findProject, pagesOf, type GalleryItem, type Project } from "../content/view";
import { siteConfig } from "../site.config";
import { isThermal, isVideo } from "../lib/caption";
import { picture, video } from "../lib/media.server";
import { breadcrumbs, jsonLd, projectWork } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { notFound } from "./not-found.server";

/**
 * A gallery entry as shown: a photo left without a caption is named by its project and place ("Kitchen tap swap,
 * photo 2"). The repository's photos carry the caption the spec's rule makes from their file names.
 */
function galleryItem(entry: GalleryItem, index: number, title: string) {
  const src = entry.image;
  const caption = entry.caption || `${title}, photo ${index + 1}`;
  const thermal = isThermal(src);
  const clip = isVideo(src) ? video(src, caption) : undefined;
  return {
    caption,
    suffix: thermal ? "(Thermal Imaging)" : clip ? "(Video)" : undefined,
    thermal,
    image: clip ? clip.poster : picture(src, caption),
    video: clip,
  };
}

/**
 * What search results show for a project the owner gave no description: its title and place, and its first photo's
 * caption where it has one.
 */
function describedBy(project: Project, firstCaption: string | undefined): string {
  const said = [project.location ? `${project.title}, ${project.location}` : project.title, firstCaption ?? ""];
  return [...said.filter(Boolean), `A plumbing project by ${siteConfig.name}`]
    .map((part) => part.replace(/[.!\s]+$/, ""))
    .join(". ")
    .concat(".");
}

export function projectDetailPage(doc: SiteContent, slug: string | undefined) {
  const project = findProject(doc, slug) ?? notFound();
  const path = `/project/${project.slug}`;
  const gallery = project.gallery.map((entry, i) => galleryItem(entry, i, project.title));
  const cover = picture(project.image, project.imageAlt);
  const firstCaption = project.gallery.map((entry) => entry.caption).find(Boolean);
  const description = project.description || describedBy(project, firstCaption);
  const { sections } = pagesOf(doc);
  return {
    meta: pageMeta({
      title: `${project.title}: ${project.location || "Plumbing"} Project`,
      description,
      path,
      image: project.image,
      imageAlt: project.imageAlt,
      type: "article",
      keywords: [
        project.projectType.toLowerCase(),
        project.location && `plumber ${project.location}`,
        "plumbing project Auckland",
      ].filter(Boolean) as [string, ...string[]],
      extra: [
        jsonLd(
          breadcrumbs([
            { name: "Home", path: "/" },
            { name: "Projects", path: "/projects" },
            { name: project.title, path },
          ]),
        ),
        jsonLd(
          projectWork({
            name: project.title,
            description,
            path,
            location: project.location || undefined,
            images: [
              { src: cover.src, caption: project.imageAlt, width: cover.width, height: cover.height },
              ...gallery.map(({ image, caption }) => ({
                src: image.src,
                caption,
                width: image.width,
                height: image.height,
              })),
            ],
          }),
        ),
      ],
    }),
    slug: project.slug,
    hero: {
      title: project.title,
      description: project.description,
      client: project.client,
      projectType: project.projectType,
      featured: project.featured,
      media:
        project.isVideo && project.video
          ? { kind: "video" as const, video: video(project.video, project.imageAlt) }
          : { kind: "image" as const, image: cover },
    },
    details: project.details,
    facts: { duration: project.duration, location: project.location, completed: project.completedDate },
    testimonial: project.testimonial,
    title: project.title,
    galleryHeading: sections.projectPhotos,
    overviewHeadings: {
      challenge: sections.projectChallenge.title,
      solution: sections.projectSolution.title,
      features: sections.projectFeatures.title,
    },
    gallery,
  };
}
