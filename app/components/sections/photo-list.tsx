import { formatBytes, PHOTO_LIMITS } from "../../../shared/forms/photos";
import type { ChosenPhoto } from "../../lib/forms/use-photos";
import { IconButton } from "../ui/icon-button";

/**
 * The chosen photos as thumbnails, each with its remove button, their count and size, and the upload's progress bar.
 * Shown by the photo field (photo-field.tsx) only once photos are chosen, so its code loads then and not with the
 * form island (docs/decisions/008-islands.md).
 */
export default function PhotoList({
  photos,
  listRef,
  labelId,
  progress,
  onRemove,
}: {
  photos: readonly ChosenPhoto[];
  /** The photo field moves focus inside the list after a removal. */
  listRef: React.Ref<HTMLUListElement>;
  /** The id of the progress bar's label. */
  labelId: string;
  /** 0..1 while an upload is under way, else null. */
  progress: number | null;
  onRemove: (photo: ChosenPhoto) => void;
}) {
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  const total = photos.reduce((sum, p) => sum + p.file.size, 0);
  return (
    <>
      {photos.length > 0 ? (
        <>
          <ul ref={listRef} aria-label="Photos to send" className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
            {photos.map((photo) => (
              <li key={photo.key} data-photo={photo.key} className="relative">
                <img
                  src={photo.url}
                  alt={photo.file.name}
                  width={96}
                  height={96}
                  className="aspect-square w-full rounded-xl border border-line object-cover"
                />
                <IconButton
                  icon="X"
                  label={`Remove ${photo.file.name}`}
                  onClick={() => onRemove(photo)}
                  disabled={uploading}
                  className="absolute -top-2 -right-2 inline-flex size-9 items-center justify-center rounded-full border border-line bg-white text-navy-900 shadow-card hover:bg-navy-50 disabled:opacity-60"
                  iconClassName="size-5"
                />
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted">
            {photos.length} of {PHOTO_LIMITS.maxFiles} photos · {formatBytes(total)}
          </p>
        </>
      ) : null}
      {uploading ? (
        <div className="mt-3">
          <div className="flex justify-between text-sm font-medium text-navy-900">
            <span id={labelId}>Uploading photos…</span>
            <span aria-hidden="true">{percent}%</span>
          </div>
          <progress
            aria-labelledby={labelId}
            max={100}
            value={percent}
            className="mt-1 block h-2 w-full appearance-none overflow-hidden rounded-full bg-navy-100 [&::-moz-progress-bar]:bg-signal-700 [&::-webkit-progress-bar]:bg-navy-100 [&::-webkit-progress-value]:bg-signal-700"
          />
        </div>
      ) : null}
    </>
  );
}
