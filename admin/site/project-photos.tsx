import { use, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../app/components/ui/icon";
import type { OwnerProject } from "../../app/content/document";
import { ApiError } from "../shell/api";
import { moved, projectCounts, projectWords } from "./content-paths";
import { uploadPhoto } from "./photo-upload";
import { focusPath, ProblemsContext } from "./use-content-editor";
import { DocField } from "./doc-field";
import { Panel } from "../ui/panel";
import { PhotoItem } from "./photo-item";
import { Thumbnail } from "./thumbnail";

/** The photos', the cover's and its description's words, from the document's schema. */
const galleryWords = projectWords("gallery");
const coverWords = projectWords("image");
const altWords = projectWords("imageAlt");

interface Failure {
  name: string;
  message: string;
}

const photos = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/** Why a photo was not added: the server's words (not a photo, too large, no room), or the connection's. */
function uploadProblem(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return "Could not reach the server. Check the connection and add it again.";
  return "Something went wrong. Add it again.";
}

const fileInput =
  "block w-full min-w-0 flex-1 cursor-pointer rounded-xl border border-dashed border-navy-200 bg-navy-50 p-2 text-sm text-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-invalid:border-red-700";

/**
 * A project's photos: the cover and what it shows, a file input (the phone's camera or its photos), and the gallery
 * in its order, each photo with its caption. Each picked photo is made smaller on this device and uploaded one at a
 * time, the progress said in a live region ("Uploading photo 2 of 4…"); each arrives at the end of the gallery with
 * an empty caption for the owner to write, and the first to arrive in a project without a cover becomes its cover.
 * A photo the server refuses is named with its words, and the others are kept.
 */
export function ProjectPhotos({
  project,
  onChange,
}: {
  project: OwnerProject;
  /** Changes this project; given the project as it is by then (uploads finish after other edits). */
  onChange: (update: (project: OwnerProject) => OwnerProject) => void;
}) {
  const id = useId();
  const at = `projects[${project.id}]`;
  const problems = use(ProblemsContext);
  const [status, setStatus] = useState("");
  const [uploading, setUploading] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Where focus goes once a pressed button is gone: a photo by its place, the file input, or the cover's words. */
  const focusNext = useRef<number | "input" | "alt" | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    if (next === "input") input.current?.focus();
    else if (next === "alt") focusPath(`${at}.imageAlt`);
    else (list.current?.children[next] as HTMLElement | undefined)?.focus();
  });

  const gallery = project.gallery;
  const coverIndex = gallery.findIndex((photo) => photo.image === project.image);
  const setGallery = (update: (list: OwnerProject["gallery"]) => OwnerProject["gallery"]) =>
    onChange((p) => ({ ...p, gallery: update(p.gallery) }));

  const add = async (files: File[]) => {
    if (files.length === 0 || uploading) return;
    const sending = files.slice(0, Math.max(0, projectCounts.photos - gallery.length));
    const have = new Set(gallery.map((photo) => photo.image));
    const failed: Failure[] = [];
    let added = 0;
    let already = 0;
    setFailures([]);
    setUploading(true);
    for (const [i, file] of sending.entries()) {
      setStatus(`Uploading photo ${i + 1} of ${sending.length}…`);
      try {
        const { src } = await uploadPhoto(file);
        if (have.has(src)) {
          already += 1;
          continue;
        }
        have.add(src);
        added += 1;
        onChange((p) => ({ ...p, image: p.image || src, gallery: [...p.gallery, { image: src, caption: "" }] }));
      } catch (error) {
        failed.push({ name: file.name, message: uploadProblem(error) });
        setFailures([...failed]);
      }
    }
    setUploading(false);
    const skipped = files.length - sending.length;
    setStatus(
      [
        added > 0 ? `${photos(added)} added: write a caption for each.` : "",
        already > 0 ? `${photos(already)} already in the gallery.` : "",
        failed.length > 0 ? `${photos(failed.length)} not added: see why below.` : "",
        skipped > 0 ? `${photos(skipped)} not sent: a project has at most ${projectCounts.photos}.` : "",
      ]
        .filter(Boolean)
        .join(" "),
    );
  };

  const galleryError = problems.get(`${at}.gallery`);
  const coverError = problems.get(`${at}.image`);
  const describedBy = [`${id}-hint`, galleryError ? `${id}-error` : ""].filter(Boolean).join(" ");
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Emptied, so the same photo can be picked again after a failure.
    event.currentTarget.value = "";
    void add(files);
  };
  // While photos upload, the inputs stay focusable but open no picker.
  const busy = (event: React.MouseEvent) => {
    if (uploading) event.preventDefault();
  };
  const cover = coverIndex >= 0 ? gallery[coverIndex] : undefined;

  return (
    <Panel id={`${id}-heading`} title={galleryWords.label}>
      <p className="mt-1 text-sm text-muted">{galleryWords.hint}</p>
      <div className="mt-4 grid gap-4">
        <div data-path={`${at}.image`} tabIndex={-1} className="flex gap-3 focus:outline-none">
          <Thumbnail src={project.image} />
          <div className="min-w-0 flex-1">
            <p className="font-bold text-navy-900">{coverWords.label}</p>
            <p className="text-sm text-muted">
              {cover
                ? `Photo ${coverIndex + 1}${cover.caption ? `: ${cover.caption}` : ""}. `
                : project.image
                  ? "The website's own, not one of the photos below: if you use another as the cover, this one leaves the project. "
                  : "None yet: the first photo you add becomes the cover. "}
              {coverWords.hint}
            </p>
            {coverError ? <p className="mt-1 text-sm font-medium text-red-700">{coverError}</p> : null}
          </div>
        </div>
        <DocField
          path={`${at}.imageAlt`}
          label={altWords.label}
          hint={altWords.hint}
          max={altWords.max}
          value={project.imageAlt}
          onChange={(imageAlt) => onChange((p) => ({ ...p, imageAlt }))}
        />
        <div>
          <label htmlFor={`${id}-input`} className="font-semibold text-navy-900">
            Add photos
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
            From your phone&apos;s camera or its photos, several at once. Each is made smaller on this device before it
            is sent, and added at the end with a caption to write. {photos(gallery.length)} of {projectCounts.photos}.
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-3">
            <input
              ref={input}
              id={`${id}-input`}
              type="file"
              accept="image/*"
              multiple
              data-path={`${at}.gallery`}
              aria-describedby={describedBy}
              aria-invalid={galleryError ? true : undefined}
              aria-disabled={uploading || undefined}
              onClick={busy}
              onChange={choose}
              className={fileInput}
            />
            {/* Android's photo picker offers no camera: this opens it directly, on touch screens only. */}
            <label className="hidden min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-navy-900 px-4 text-sm font-semibold text-navy-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-signal-500 pointer-coarse:inline-flex">
              <Icon name="Camera" aria-hidden="true" className="size-5" />
              Take a photo
              <input
                type="file"
                accept="image/*"
                capture="environment"
                aria-disabled={uploading || undefined}
                onClick={busy}
                onChange={choose}
                className="sr-only"
              />
            </label>
          </div>
          {galleryError ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {galleryError}
            </p>
          ) : null}
          <p role="status" className="mt-2 flex items-center gap-2 text-sm font-medium text-navy-900">
            {uploading ? <Icon name="LoaderCircle" aria-hidden="true" className="size-4 animate-spin" /> : null}
            {status}
          </p>
          {failures.length > 0 ? (
            <ul className="mt-1 grid gap-1 text-sm font-medium text-red-700">
              {failures.map((failure, i) => (
                <li key={i} className="break-words">
                  {failure.name}: {failure.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {gallery.length > 0 ? (
          <ol ref={list} aria-label={`Photos of ${project.title || "this project"}`} className="grid gap-3">
            {gallery.map((photo, index) => (
              <PhotoItem
                key={photo.image}
                photo={photo}
                path={`${at}.gallery[${photo.image}]`}
                index={index}
                count={gallery.length}
                isCover={index === coverIndex}
                onCaption={(caption) =>
                  setGallery((all) => all.map((p) => (p.image === photo.image ? { ...p, caption } : p)))
                }
                onMove={(by) => {
                  setGallery((all) => moved(all, index, by));
                  setStatus(`Photo ${index + 1} moved to ${index + by + 1} of ${gallery.length}.`);
                }}
                onCover={() => {
                  onChange((p) => ({ ...p, image: photo.image }));
                  setStatus(`Photo ${index + 1} is the cover now. Check what the cover photo shows, above.`);
                  focusNext.current = "alt";
                }}
                onRemove={() => {
                  setGallery((all) => all.filter((p) => p.image !== photo.image));
                  setStatus(`Photo ${index + 1} removed. Save to keep this change.`);
                  focusNext.current = gallery.length > 1 ? Math.min(index, gallery.length - 2) : "input";
                }}
              />
            ))}
          </ol>
        ) : null}
      </div>
    </Panel>
  );
}
