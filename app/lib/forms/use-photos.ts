import { useCallback, useEffect, useRef, useState } from "react";
import { acceptsPhotos } from "../../../shared/forms/photos";

/** The photo checks and the sending, fetched when a form is first touched: most visitors touch no form. */
const loadUpload = () => import("./photo-upload");

export interface ChosenPhoto {
  key: number;
  file: File;
  /** An object URL for the thumbnail, revoked when the photo leaves the list. */
  url: string;
}

const count = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/**
 * The photos a visitor has chosen for a quote form, and the one way to send the form: JSON as before when there
 * are none, multipart with upload progress when there are some. The typed values are the form's own state and are
 * never touched here, so a failed upload loses nothing.
 */
export function usePhotos(endpoint: string) {
  const enabled = acceptsPhotos(endpoint);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  /** 0..1 while an upload is under way. */
  const [progress, setProgress] = useState<number | null>(null);
  /** What a screen reader is told after a change it cannot see: added, removed. */
  const [news, setNews] = useState("");
  const input = useRef<HTMLInputElement | null>(null);
  /** For the field's file input (`ref={photos.bindInput}`): the list is mirrored into it. */
  const bindInput = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
  }, []);
  const nextKey = useRef(1);
  const latest = useRef<ChosenPhoto[]>([]);
  const adding = useRef(Promise.resolve());

  const update = (next: ChosenPhoto[]) => {
    latest.current = next;
    setPhotos(next);
    // The file input shows the list too ("2 files") and holds it, should the form ever be posted without scripts.
    const field = input.current;
    if (!field || typeof DataTransfer !== "function") return;
    const list = new DataTransfer();
    for (const photo of next) list.items.add(photo.file);
    field.files = list.files;
  };

  const add = (files: readonly File[]) => {
    // A cancelled picker may empty the input: it shows the list again.
    if (files.length === 0) {
      update(latest.current);
      return adding.current;
    }
    // One choice at a time, so two quick choices cannot both take the last free place.
    adding.current = adding.current.then(async () => {
      const current = latest.current;
      let checked;
      try {
        checked = await (
          await loadUpload()
        ).checkPhotos(
          current.map((p) => p.file),
          files,
        );
      } catch {
        update(current);
        setProblems(["We could not check your photos. Please check your connection and choose them again."]);
        return;
      }
      const { accepted, problems: found } = checked;
      const added = accepted.map((file) => ({ key: nextKey.current++, file, url: URL.createObjectURL(file) }));
      update([...current, ...added]);
      setProblems(found);
      if (added.length > 0) setNews(`${count(added.length)} added, ${current.length + added.length} in all.`);
    });
    return adding.current;
  };

  useEffect(() => {
    // Files chosen before the page hydrated are in the input already: they join the list instead of vanishing.
    const chosen = input.current?.files;
    if (chosen && chosen.length > 0) void add([...chosen]);
    return () => latest.current.forEach((p) => URL.revokeObjectURL(p.url));
    // Once, at mount: `add` is stable in what it does, and the cleanup must run only at unmount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remove = (key: number) => {
    const photo = latest.current.find((p) => p.key === key);
    if (!photo) return;
    URL.revokeObjectURL(photo.url);
    const next = latest.current.filter((p) => p !== photo);
    update(next);
    setProblems([]);
    setNews(`${photo.file.name} removed, ${count(next.length)} left.`);
  };

  const clear = () => {
    latest.current.forEach((p) => URL.revokeObjectURL(p.url));
    update([]);
    setProblems([]);
    setNews("");
  };

  /** Sends the quote with its photos: throws on any failure, after naming a refused photo in the field. */
  const send = async (payload: Record<string, string | number | undefined>) => {
    const files = latest.current.map((p) => p.file);
    if (files.length > 0) {
      setProblems([]);
      setProgress(0);
    }
    try {
      await (await loadUpload()).sendQuote(endpoint, payload, files, setProgress);
    } catch (error) {
      const problem = (error as { photoProblem?: string }).photoProblem;
      if (problem) setProblems([problem]);
      throw error;
    } finally {
      if (files.length > 0) setProgress(null);
    }
  };

  /** Starts fetching the checks and the sending before they are needed (when the form is first touched). */
  const prepare = () => void loadUpload().catch(() => {});

  return { enabled, photos, problems, progress, news, bindInput, prepare, add, remove, clear, send };
}

export type PhotosState = ReturnType<typeof usePhotos>;
