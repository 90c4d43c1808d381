import { Icon } from "../ui/icon";
import type { Picture, Video } from "../../lib/media";
import { Badge } from "../ui/badge";
import { Lightbox, useLightbox } from "../ui/lightbox";
import { ResponsiveImage } from "../ui/responsive-image";
import { ResponsiveVideo } from "../ui/responsive-video";

export interface GalleryItem {
  caption: string;
  suffix?: string;
  thermal: boolean;
  image: Picture;
  video?: Video;
}

/** A project's photos and videos; an island (app/islands/project-gallery.tsx) for its full-screen viewer. */
export function ProjectGallery({ items, title }: { items: readonly GalleryItem[]; title: string }) {
  const { show, viewer } = useLightbox();
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <li
            key={item.image.src}
            className="motion-safe:animate-[gallery-in_0.5s_ease-out_both]"
            style={{ animationDelay: `${i * 0.1}s` }}
          >
            <figure className="overflow-hidden rounded-card border border-line bg-white shadow-card">
              {/* A link to the full-size file: it works before the island hydrates, and a click with a modifier key
                  still opens it in a new tab; a plain click opens the viewer. */}
              <a
                href={item.video?.mp4 ?? item.image.src}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  show(i);
                }}
                className="group relative block w-full"
              >
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-[1.02]"
                />
                <span className="absolute top-3 left-3 flex gap-2">
                  {item.thermal ? (
                    <Badge tone="signal">
                      <Icon name="Thermometer" aria-hidden="true" /> Thermal Imaging
                    </Badge>
                  ) : null}
                  {item.video ? (
                    <Badge tone="navy">
                      <Icon name="Video" aria-hidden="true" /> Video
                    </Badge>
                  ) : null}
                </span>
                <span className="sr-only">Open {item.caption} in the gallery viewer</span>
                <Icon
                  name="Maximize2"
                  aria-hidden="true"
                  className="absolute right-3 bottom-3 size-9 rounded-full bg-white/90 p-2 text-navy-900"
                />
              </a>
              <figcaption className="p-4 font-semibold">{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox
        items={items}
        {...viewer}
        label={`${title}: project photos`}
        renderItem={(item, _index, preload) =>
          item.video ? (
            preload ? null : (
              <ResponsiveVideo key={item.video.mp4} video={item.video} controls autoPlay loop className="max-w-full" />
            )
          ) : (
            <ResponsiveImage
              key={item.image.src}
              image={item.image}
              alt={preload ? "" : item.caption}
              sizes="100vw"
              loading="eager"
            />
          )
        }
      />
    </>
  );
}
