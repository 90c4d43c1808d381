import type { Picture, Video } from "../../lib/media";
import { ResponsiveImage } from "../ui/responsive-image";
import { ResponsiveVideo } from "../ui/responsive-video";

export type HeroMediaContent = { kind: "video"; video: Video } | { kind: "image"; image: Picture };

/** The media beside a detail page's title: a playable video, or the image that is the page's LCP. */
export function HeroMedia({ media, children }: { media: HeroMediaContent; children?: React.ReactNode }) {
  return (
    <div className="relative overflow-hidden rounded-card shadow-lift">
      {media.kind === "video" ? (
        <ResponsiveVideo
          video={media.video}
          priority
          controls
          loop
          className="aspect-[4/3] w-full bg-navy-950 object-cover"
        />
      ) : (
        <ResponsiveImage
          image={media.image}
          priority
          sizes="(min-width: 1024px) 560px, 100vw"
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      {children}
    </div>
  );
}
