import { preload } from "react-dom";
import type { Video } from "../../lib/media";

/**
 * A catalogued video (WebM, then MP4) with its poster and intrinsic size; muted and inline so it may play.
 * `priority` is for a video that is the page's LCP: its poster frame is then preloaded at the top of <head> with
 * `fetchpriority="high"`, as ResponsiveImage does for a priority image (a poster is found only when the parser
 * reaches the <video>, and at low priority).
 */
export function ResponsiveVideo({
  video,
  priority = false,
  className,
  ...props
}: Omit<React.ComponentProps<"video">, "src" | "poster" | "width" | "height"> & { video: Video; priority?: boolean }) {
  if (priority) preload(video.posterFrame, { as: "image", fetchPriority: "high" });
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
