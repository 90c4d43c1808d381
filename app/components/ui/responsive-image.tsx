import type { Picture } from "../../lib/media";

/**
 * A catalogued image as <picture>: AVIF, then WebP, then JPEG, with intrinsic width and height so nothing shifts
 * while it loads. Below-the-fold images load lazily; `priority` is for the one image that is the page's LCP.
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
