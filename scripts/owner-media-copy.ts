import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { variantFiles } from "../server/site/image-variants.ts";
import type { OwnerManifest } from "../server/site/owner-media.ts";

/** A reference to one of the owner's photos in a built file: "/media/owner/<hash>" then "." or "-<width>". */
const REFERENCE = /\/media\/owner\/([0-9a-f]{20})[.-]/g;
/** The built files that can name a photo: the pages (srcset, JSON-LD, islands' props) and the sitemap. */
const TEXT_FILE = /\.(html|xml)$/;

/** The hashes of the owner's photos that the built site names, sorted. */
function referencedPhotos(clientDir: string): string[] {
  const hashes = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!TEXT_FILE.test(entry)) continue;
    for (const match of readFileSync(path.join(clientDir, entry), "utf8").matchAll(REFERENCE)) hashes.add(match[1]!);
  }
  return [...hashes].sort();
}

/** The owner's manifest (server/site/owner-media.ts), or an empty one when there is no folder or no photo yet. */
function readOwnerManifest(mediaDir: string | undefined): OwnerManifest {
  const file = mediaDir && path.join(mediaDir, "manifest.json");
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as OwnerManifest) : {};
}

/**
 * After pre-rendering: copies into `<clientDir>/media/owner/` every file of each of the owner's photos the built
 * pages name (its JPEG fallback and each AVIF and WebP width, as its manifest entry lists them), from the owner's
 * media folder (`mediaDir`: SITE_MEDIA, DATA_DIR/media, which server/site/builds.ts gives a dashboard build). Only
 * photos the site names are shipped, so one the owner uploaded and then took out never goes public. A named photo
 * missing from the manifest, or a file of it missing from the folder, fails the build: the page would show a
 * broken picture. Returns the srcs copied ("/media/owner/<hash>.jpg").
 */
export function copyOwnerMedia(clientDir: string, mediaDir: string | undefined): string[] {
  const hashes = referencedPhotos(clientDir);
  if (hashes.length === 0) return [];
  const manifest = readOwnerManifest(mediaDir);
  const target = path.join(clientDir, "media", "owner");
  mkdirSync(target, { recursive: true });
  const copied: string[] = [];
  for (const hash of hashes) {
    const src = `/media/owner/${hash}.jpg`;
    // A photo exported into the repository (npm run content:export) is shipped from public/media/owner already.
    if (!Object.hasOwn(manifest, src) && existsSync(path.join(target, `${hash}.jpg`))) continue;
    const entry = Object.hasOwn(manifest, src) ? manifest[src] : undefined;
    if (!entry || !mediaDir)
      throw new Error(`The site shows ${src}, which is not among the owner's photos (SITE_MEDIA=${mediaDir ?? ""})`);
    for (const name of variantFiles(`${hash}.jpg`, entry.widths)) {
      const from = path.join(mediaDir, "owner", name);
      if (!existsSync(from)) throw new Error(`The owner's photo ${src} is missing its file ${from}`);
      copyFileSync(from, path.join(target, name));
    }
    copied.push(src);
  }
  return copied;
}
