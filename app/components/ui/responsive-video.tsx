import type { Video } from "../../lib/media";

/** A catalogued video (WebM, then MP4) with its poster and intrinsic size; muted and inline so it may play. */
export function ResponsiveVideo({
  video,
  className,
  ...props
}: Omit<React.ComponentProps<"video">, "src" | "poster" | "width" | "height"> & { video: Video }) {
  return (
    <video
      poster={video.posterFrame}
      width={video.poster.width}
      height={video.poster.height}
      aria-label={video.label}
      muted
      playsInline
      preload="none"
      className={className}
      {...props}
    >
      <source src={video.webm} type="video/webm" />
      <source src={video.mp4} type="video/mp4" />
    </video>
  );
}
