import { preload } from "react-dom";
import type { Picture } from "../../lib/media";

/**
 * A catalogued image as <picture>: AVIF, then WebP, then JPEG, with intrinsic width and height so nothing shifts
 * while it loads. Below-the-fold images load lazily; `priority` is for the one image that is the page's LCP.
 *
 * A priority image is also preloaded: React writes `<link rel="preload" as="image" imagesrcset imagesizes
 * fetchpriority="high">` at the top of <head>, before the stylesheet, so the browser asks for the photo with the
 * HTML's first bytes instead of when the parser reaches the <picture> (React preloads a lone high-priority <img>
 * itself, never one inside a <picture>). The preload names the AVIF candidates with the same `sizes`, so it fetches
 * exactly the file the <source> then picks; `type` keeps a browser without AVIF from fetching it for nothing.
 * docs/decisions/005-paint-first.md (the hero is the only high-priority request); e2e/quality/hero-preload.e2e.ts.
 */
export function ResponsiveImage({
  image,
  alt = image.alt,
  sizes = "100vw",
  priority = false,
  className,
  ...props
}: Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  image: Picture;
  alt?: string;
  sizes?: string;
  priority?: boolean;
}) {
  if (priority)
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        {...props}
      />
    </picture>
  );
}
