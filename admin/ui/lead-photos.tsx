import { Lightbox, useLightbox } from "../../app/components/ui/lightbox";
import type { LeadDetail } from "../../shared/api/leads";

type Photo = LeadDetail["photos"][number];
/** Where a customer's photo is served to a signed-in account (server/http/dashboard.ts). */
const leadPhotoSrc = (photo: { id: string }) => `/admin/api/photos/${encodeURIComponent(photo.id)}`;

/** A customer's photo at its own size, wherever the dashboard shows one. */
export function LeadPhoto({
  photo,
  alt,
  ...props
}: { photo: Pick<Photo, "id" | "width" | "height">; alt: string } & Omit<
  React.ComponentProps<"img">,
  "src" | "width" | "height" | "alt"
>) {
  return <img src={leadPhotoSrc(photo)} alt={alt} width={photo.width} height={photo.height} {...props} />;
}

/** The photos a customer sent with the quote: thumbnails that open the full photo in a lightbox. */
export function LeadPhotos({ photos, name }: { photos: readonly Photo[]; name: string }) {
  const { show, viewer } = useLightbox();
  const items = photos.map((photo) => ({ ...photo, caption: `Photo ${photo.position} of ${photos.length}` }));
  return (
    <>
      <ul className="grid grid-cols-3 gap-2">
        {items.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => show(i)}
              className="block w-full overflow-hidden rounded-lg border border-line"
            >
              <LeadPhoto
                photo={photo}
                alt={`${photo.caption}, from ${name} (opens larger)`}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        items={items}
        {...viewer}
        label={`Photos from ${name}`}
        renderItem={(photo, _index, preload) => (
          <LeadPhoto
            key={photo.id}
            photo={photo}
            alt={preload ? "" : `${photo.caption}, from ${name}`}
            hidden={preload}
            className="max-h-[80vh] w-auto max-w-full object-contain"
          />
        )}
      />
    </>
  );
}
