import { cn } from "../../app/lib/cn";
import { thumbnailOf } from "./content-paths";

/**
 * A photo of the site's media, small (its 480 px WebP), beside the words that name it: so it is decorative to a
 * screen reader. No photo yet shows an empty frame of the same size, so the layout does not jump.
 */
export function Thumbnail({ src, className }: { src: string; className?: string }) {
  const frame = cn(
    "aspect-4/3 w-24 shrink-0 self-start rounded-lg bg-navy-50 object-cover ring-1 ring-line sm:w-32",
    className,
  );
  if (!src) return <span aria-hidden="true" className={cn(frame, "block")} />;
  return (
    <img src={thumbnailOf(src)} alt="" width={128} height={96} loading="lazy" decoding="async" className={frame} />
  );
}
