import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn";
import { formatBytes, PHOTO_ACCEPT, PHOTO_FIELD, PHOTO_LIMITS } from "../../../shared/forms/photos";
import type { ChosenPhoto, PhotosState } from "../../lib/forms/use-photos";
import { Icon } from "../ui/icon";

const PhotoList = lazy(() => import("./photo-list"));

/**
 * "Add photos" on both quote forms. It is a real file input from the first paint: without JavaScript the browser
 * posts the chosen files with the form (multipart), and the inbox checks them. With JavaScript each choice is
 * checked here at once (count, size, type from the file's first bytes), shown as thumbnails with a remove button
 * each, and uploaded with a progress bar. Everything a sighted visitor sees changing is also said in a live region.
 */
export function PhotoField({ photos: state, className }: { photos: PhotosState; className?: string }) {
  const { photos, problems, progress, news, bindInput, add } = state;
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  /** Where focus goes once a removed photo's button is gone: the next photo's button, or the input. */
  const focusNext = useRef<number | "input" | null>(null);
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  useEffect(() => {
    // Never left on <body> after a removal, where a keyboard or screen-reader user would lose their place.
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const target =
      next === "input"
        ? document.getElementById(id)
        : list.current?.querySelector<HTMLButtonElement>(`[data-photo="${next}"] button`);
    target?.focus();
  }, [photos, id]);

  const remove = (photo: ChosenPhoto) => {
    const index = photos.indexOf(photo);
    const rest = photos.filter((p) => p !== photo);
    focusNext.current = rest[Math.min(index, rest.length - 1)]?.key ?? "input";
    state.remove(photo.key);
  };
  const choose = (e: React.ChangeEvent<HTMLInputElement>) => void add([...(e.currentTarget.files ?? [])]);

  const describedBy = cn(`${id}-hint`, problems.length > 0 && `${id}-error`);
  return (
    <div data-slot="field" className={className}>
      <label htmlFor={id} className="font-semibold text-navy-900">
        Add photos <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        A photo of the leak, the stain or the cylinder's label helps us quote without a visit. Up to{" "}
        {PHOTO_LIMITS.maxFiles} photos (JPEG, PNG or WebP), {formatBytes(PHOTO_LIMITS.maxFileBytes)} each.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={bindInput}
          id={id}
          name={PHOTO_FIELD}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={uploading}
          aria-describedby={describedBy}
          aria-invalid={problems.length > 0 || undefined}
          onChange={choose}
          className="photo-input"
        />
        {/* Android's photo picker offers no camera: this opens it directly. Only on touch screens, where it helps,
            and once the page runs its script (html[data-hydrated]), as without it no thumbnail would show the photo. */}
        <label className="hidden min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-navy-900 px-4 text-sm font-semibold text-navy-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-signal-500 pointer-coarse:[[data-hydrated]_&]:inline-flex">
          <Icon name="Camera" aria-hidden="true" className="size-5" />
          Take a photo
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            disabled={uploading}
            onChange={(e) => {
              choose(e);
              e.currentTarget.value = "";
            }}
            className="sr-only"
          />
        </label>
      </div>
      {/* The thumbnails and the progress exist only once photos are chosen: their code loads then (photo-list.tsx). */}
      <Suspense fallback={null}>
        {photos.length > 0 || uploading ? (
          <PhotoList photos={photos} listRef={list} labelId={`${id}-progress`} progress={progress} onRemove={remove} />
        ) : null}
      </Suspense>
      {/* Rendered with its content, so screen readers announce it; the page's toasts keep the live regions. */}
      {problems.length > 0 ? (
        <div id={`${id}-error`} role="alert">
          {problems.map((problem) => (
            <p key={problem} className="mt-2 text-sm font-medium text-red-700">
              {problem}
            </p>
          ))}
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {uploading ? `Uploading photos: ${Math.floor(percent / 25) * 25}%` : news}
      </p>
    </div>
  );
}
