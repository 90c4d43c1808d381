/**
 * A catalogued image as the page shows it, resolved at build time by `picture()` in media.server.ts: intrinsic
 * size (so nothing shifts while it loads), AVIF and WebP candidates and the JPEG every browser can show.
 */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  avif: string;
  webp: string;
}

/** A catalogued video: MP4 and WebM sources and its poster frame. */
export interface Video {
  mp4: string;
  webm: string;
  label: string;
  poster: Picture;
  /**
   * The poster the player shows: `poster` takes one URL, so this is the WebP rendition of at most 960 px (every
   * browser that plays these videos shows WebP), about a third of the JPEG's bytes. Often the page's largest paint.
   */
  posterFrame: string;
}
