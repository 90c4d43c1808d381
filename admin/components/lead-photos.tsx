import { useState } from "react";
import { Lightbox } from "../../app/components/ui/lightbox";
import type { LeadDetail } from "../../server/admin/leads";

type Photo = LeadDetail["photos"][number];
/** Where a customer's photo is served to a signed-in account (server/admin/routes.ts). */
export const leadPhotoSrc = (photo: { id: string }) => `/admin/api/photos/${encodeURIComponent(photo.id)}`;

/** The photos a customer sent with the quote: thumbnails that open the full photo in a lightbox. */
export function LeadPhotos({ photos, name }: { photos: readonly Photo[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const items = photos.map((photo) => ({ ...photo, caption: `Photo ${photo.position} of ${photos.length}` }));
  return (
    <>
      <ul className="grid grid-cols-3 gap-2">
        {items.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block w-full overflow-hidden rounded-lg border border-line"
            >
              <img
                src={leadPhotoSrc(photo)}
                alt={`${photo.caption}, from ${name} (opens larger)`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        items={items}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label={`Photos from ${name}`}
        renderItem={(photo, _index, preload) => (
          <img
            key={photo.id}
            src={leadPhotoSrc(photo)}
            alt={preload ? "" : `${photo.caption}, from ${name}`}
            width={photo.width}
            height={photo.height}
            hidden={preload}
            className="max-h-[80vh] w-auto max-w-full object-contain"
          />
        )}
      />
    </>
  );
}
