import { readFileSync } from "node:fs";
import path from "node:path";
import manifest from "../content/media-manifest.json";
import type { Picture, Video } from "./media";

export interface MediaInfo {
  width: number;
  height: number;
  /** The 960 px JPEG every browser can show. */
  fallback: string;
  avif: string;
  webp: string;
}

type Entry = { w: number; h: number; widths: number[] };

/** Where the owner's uploaded photos are on the site; the repository's media never live there. */
const OWNER_PREFIX = "/media/owner/";

/**
 * The owner's uploaded photos, when the dashboard builds the site: server/site/builds.ts names their folder in
 * SITE_MEDIA, whose manifest.json server/site/owner-media.ts writes in the repository manifest's format. Only
 * "/media/owner/…" entries are taken, so an upload can add a photo but never change a repository image. None for
 * `npm run build`, nor before the first upload (no manifest yet).
 */
function ownerEntries(dir: string | undefined): Record<string, Entry> {
  if (!dir) return {};
  let stored: Record<string, Entry>;
  try {
    stored = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as Record<string, Entry>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  return Object.fromEntries(Object.entries(stored).filter(([src]) => src.startsWith(OWNER_PREFIX)));
}

const entries: Record<string, Entry> = {
  ...(manifest as Record<string, Entry>),
  ...ownerEntries(process.env.SITE_MEDIA),
};

/**
 * Intrinsic size and responsive sources of a catalogued image ("/media/…"). An unknown path throws, so a page
 * that refers to a missing image fails the build instead of showing a broken picture.
 */
export function mediaInfo(src: string): MediaInfo {
  const entry = entries[src];
  if (!entry && src.startsWith(OWNER_PREFIX))
    throw new Error(`Unknown owner photo ${src}: it is not in SITE_MEDIA's manifest.json (upload it again)`);
  if (!entry) throw new Error(`Unknown media ${src}: add it to scripts/build/media/catalog.ts and run npm run media`);
  const image = src.endsWith(".mp4") ? src.replace(/\.mp4$/, ".poster.jpg") : src;
  const stem = image.replace(/\.(jpe?g)$/i, "");
  const set = (format: string) => entry.widths.map((w) => `${stem}-${w}.${format} ${w}w`).join(", ");
  return { width: entry.w, height: entry.h, fallback: image, avif: set("avif"), webp: set("webp") };
}

/** A catalogued image resolved for a page (loaders only: the size manifest never reaches the browser). */
export function picture(src: string, alt: string): Picture {
  const info = mediaInfo(src);
  return { src: info.fallback, alt, width: info.width, height: info.height, avif: info.avif, webp: info.webp };
}

/**
 * The poster frame a player shows: the widest WebP candidate of `srcSet` up to 960 px. The player's box is at most
 * 560 CSS px wide beside a detail page's title on a desktop and the screen's width on a phone, so 960 px covers both
 * at a phone's usual density, where a 1600 px rendition (a real camera's frame) would triple the bytes of what is
 * often the page's largest paint.
 */
export function posterFrame(srcSet: string): string {
  const candidates = srcSet.split(", ").map((candidate) => {
    const [url = "", width = ""] = candidate.split(" ");
    return { url, width: Number.parseInt(width, 10) };
  });
  return (candidates.filter(({ width }) => width <= 960).at(-1) ?? candidates[0])?.url ?? "";
}

/** A catalogued ".mp4" with its WebM twin and poster. */
export function video(src: string, label: string): Video {
  const poster = picture(src, "");
  return { mp4: src, webm: src.replace(/\.mp4$/, ".webm"), label, poster, posterFrame: posterFrame(poster.webp) };
}
