import { use, useId } from "react";
import type { OwnerPhoto } from "../../app/content/document";
import { projectWords } from "./content-paths";
import { ProblemsContext } from "./use-content-editor";
import { DocField } from "./doc-field";
import { MoveButtons } from "./move-buttons";
import { SmallButton } from "../ui/small-button";
import { Thumbnail } from "./thumbnail";

/**
 * One photo of a project's gallery: its thumbnail, its caption, and its buttons: move, use as the cover, remove. The
 * cover cannot be removed until another photo is the cover (the project would have none); a video (the website's)
 * is never the cover. A problem with the photo itself (the server lacks it) is said here.
 */
export function PhotoItem({
  photo,
  path,
  index,
  count,
  isCover,
  onCaption,
  onMove,
  onCover,
  onRemove,
}: {
  photo: OwnerPhoto;
  /** Its place in the document: "projects[7].gallery[/media/owner/….jpg]". */
  path: string;
  index: number;
  count: number;
  isCover: boolean;
  onCaption: (caption: string) => void;
  onMove: (by: -1 | 1) => void;
  onCover: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const error = use(ProblemsContext).get(`${path}.image`);
  const name = `photo ${index + 1}`;
  const video = /\.mp4$/i.test(photo.image);
  return (
    <li data-path={path} tabIndex={-1} className="rounded-xl p-3 ring-1 ring-line focus:outline-none">
      <div className="flex gap-3">
        <Thumbnail src={photo.image} />
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-bold text-navy-900">
            Photo {index + 1}
            {isCover ? (
              <span className="rounded-full bg-navy-900 px-2.5 py-0.5 text-sm font-semibold text-white">
                <span className="sr-only">, </span>Cover
              </span>
            ) : null}
            {video ? (
              <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-sm font-semibold text-navy-800">
                <span className="sr-only">, </span>Video
              </span>
            ) : null}
          </h3>
          {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
        </div>
      </div>
      <div className="mt-2">
        <DocField
          path={`${path}.caption`}
          label={`Caption of photo ${index + 1}`}
          max={projectWords("gallery.caption").max}
          value={photo.caption}
          onChange={onCaption}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <MoveButtons name={name} index={index} count={count} onMove={onMove} />
        {isCover || video ? null : (
          <SmallButton aria-label={`Use photo ${index + 1} as the cover`} onClick={onCover}>
            Use as cover
          </SmallButton>
        )}
        <SmallButton
          className="text-red-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
          aria-label={`Remove photo ${index + 1}`}
          aria-disabled={isCover || undefined}
          aria-describedby={isCover ? `${id}-cover` : undefined}
          onClick={isCover ? undefined : onRemove}
        >
          Remove
        </SmallButton>
      </div>
      {isCover ? (
        <p id={`${id}-cover`} className="mt-1 text-sm text-muted">
          The cover cannot be removed: use another photo as the cover first.
        </p>
      ) : null}
    </li>
  );
}
