import { mediaInfo } from "../../lib/media";

/**
 * A catalogued image as <picture>: AVIF, then WebP, then JPEG, with intrinsic width and height so nothing shifts
 * while it loads. Below-the-fold images load lazily; `priority` is for the one image that is the page's LCP.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  ...props
}: Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
}) {
  const info = mediaInfo(src);
  return (
    <picture>
      <source type="image/avif" srcSet={info.avif} sizes={sizes} />
      <source type="image/webp" srcSet={info.webp} sizes={sizes} />
      <img
        src={info.fallback}
        alt={alt}
        width={info.width}
        height={info.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        {...props}
      />
    </picture>
  );
}
