import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectMedia, type SiteContent } from "../../app/content/document.ts";
import { variantFiles } from "../../server/site/image-variants.ts";
import { OWNER_MEDIA_PREFIX, type OwnerManifest } from "../../server/site/owner-media.ts";

/**
 * The owner's photos the site shows: those the picture fields of its projects on the site name (the cover, the
 * gallery and the rest of `projectMedia`, app/content/document.ts), sorted. Taken from the content, never from the
 * built text: a review or a project's words may well say "/media/owner/…", which names no photo of the site.
 * Without published content (a build of the repository's own), none: the repository's photos are its own files.
 */
export function ownerPhotosShown(content: Pick<SiteContent, "projects"> | undefined): string[] {
  const photos = (content?.projects ?? [])
    .filter((project) => project.published)
    .flatMap((project) => projectMedia(project).map(({ src }) => src))
    .filter((src): src is string => src?.startsWith(OWNER_MEDIA_PREFIX) ?? false);
  return [...new Set(photos)].sort();
}

/** The owner's manifest (server/site/owner-media.ts), or an empty one when there is no folder or no photo yet. */
function readOwnerManifest(mediaDir: string | undefined): OwnerManifest {
  const file = mediaDir && path.join(mediaDir, "manifest.json");
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as OwnerManifest) : {};
}

/**
 * After pre-rendering: copies into `<clientDir>/media/owner/` every file of each of the owner's `photos` the site
 * shows (`ownerPhotosShown`: its JPEG fallback and each AVIF and WebP width, as its manifest entry lists them), from
 * the owner's media folder (`mediaDir`: SITE_MEDIA, DATA_DIR/media, which server/site/builds.ts gives a dashboard
 * build). Only those are shipped, so one the owner uploaded and then took out, or one a text merely names, never
 * goes public. A shown photo missing from the manifest, or a file of it missing from the folder, fails the build: the
 * page would show a broken picture. Returns the srcs copied ("/media/owner/<hash>.jpg").
 */
export function copyOwnerMedia(clientDir: string, mediaDir: string | undefined, photos: readonly string[]): string[] {
  if (photos.length === 0) return [];
  const manifest = readOwnerManifest(mediaDir);
  const target = path.join(clientDir, "media", "owner");
  mkdirSync(target, { recursive: true });
  const copied: string[] = [];
  for (const src of photos) {
    const name = path.posix.basename(src);
    // A photo exported into the repository (npm run content:export) is shipped from public/media/owner already.
    if (!Object.hasOwn(manifest, src) && existsSync(path.join(target, name))) continue;
    const entry = Object.hasOwn(manifest, src) ? manifest[src] : undefined;
    if (!entry || !mediaDir)
      throw new Error(`The site shows ${src}, which is not among the owner's photos (SITE_MEDIA=${mediaDir ?? ""})`);
    for (const file of variantFiles(name, entry.widths)) {
      const from = path.join(mediaDir, "owner", file);
      if (!existsSync(from)) throw new Error(`The owner's photo ${src} is missing its file ${from}`);
      copyFileSync(from, path.join(target, file));
    }
    copied.push(src);
  }
  return copied;
}
