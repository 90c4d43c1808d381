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

const entries = manifest as Record<string, { w: number; h: number; widths: number[] }>;

/**
 * Intrinsic size and responsive sources of a catalogued image ("/media/…"). An unknown path throws, so a page
 * that refers to a missing image fails the build instead of showing a broken picture.
 */
export function mediaInfo(src: string): MediaInfo {
  const entry = entries[src];
  if (!entry) throw new Error(`Unknown media ${src}: add it to scripts/media/catalog.ts and run npm run media`);
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

/** A catalogued ".mp4" with its WebM twin and poster. */
export function video(src: string, label: string): Video {
  const poster = picture(src, "");
  const largestWebp = poster.webp.split(", ").at(-1)?.split(" ")[0] ?? poster.src;
  return { mp4: src, webm: src.replace(/\.mp4$/, ".webm"), label, poster, posterFrame: largestWebp };
}
