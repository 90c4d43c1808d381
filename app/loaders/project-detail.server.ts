import { findProject } from "../content/projects";
import type { GalleryItem } from "../content/schema";
import { captionFromPath, isThermal, isVideo } from "../lib/caption";
import { picture, video } from "../lib/media.server";
import { breadcrumbs, jsonLd, projectWork } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { notFound } from "./not-found.server";

/** A gallery entry as shown: plain paths get their caption from the file name (the spec's caption rule). */
function galleryItem(entry: GalleryItem) {
  const src = typeof entry === "string" ? entry : entry.image;
  const caption = typeof entry === "string" ? captionFromPath(src) : entry.caption;
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

export function projectDetailPage(slug: string | undefined) {
  const project = findProject(slug) ?? notFound();
  const path = `/project/${project.slug}`;
  const gallery = project.gallery.map(galleryItem);
  const cover = picture(project.image, project.imageAlt);
  return {
    meta: pageMeta({
      title: `${project.title}: ${project.location} Project`,
      description: project.description,
      path,
      image: project.image,
      imageAlt: project.imageAlt,
      type: "article",
      keywords: [project.projectType.toLowerCase(), `plumber ${project.location}`, "plumbing project Auckland"],
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
            description: project.description,
            path,
            location: project.location,
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
    gallery,
  };
}
