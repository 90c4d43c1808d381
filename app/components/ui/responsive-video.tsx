import { mediaInfo } from "../../lib/media";

/** A catalogued video (WebM, then MP4) with its poster and intrinsic size; muted and inline so it may play. */
export function ResponsiveVideo({
  src,
  className,
  ...props
}: Omit<React.ComponentProps<"video">, "src" | "poster" | "width" | "height"> & { src: string }) {
  const info = mediaInfo(src);
  return (
    <video
      poster={info.fallback}
      width={info.width}
      height={info.height}
      muted
      playsInline
      preload="none"
      className={className}
      {...props}
    >
      <source src={src.replace(/\.mp4$/, ".webm")} type="video/webm" />
      <source src={src} type="video/mp4" />
    </video>
  );
}
