/**
 * The checks of the website editor's answers (admin/guards.ts): the owner's document, its saves and refusals, the
 * builds and the revisions, and an uploaded photo. In the editor's own chunk, loaded when first opened: the
 * document's check is its schema's (app/content/document.ts), which this chunk carries.
 */
import { siteContentShape, type SiteContent } from "../app/content/document";
import type { ContentState, FieldProblem } from "./content-actions";
import { list, nullable, num, oneOf, optional, shape, text, UnreadableAnswer, type Check } from "./guards";
import type { UploadedPhoto } from "./photo-upload";
import type { StoredPhotos } from "./photos-actions";
import type { Build, BuildsState, Revision } from "./site-actions";

/**
 * The owner's whole document, as the server keeps it: checked by the content's own schema (app/content/document.ts),
 * the one the server checks every save and the build with (its shape and limits; the rules between items are the
 * server's to keep). The answer is kept as sent (the schema's tidying of a phone number or a blank line is the
 * server's to do), so the editor works on exactly the server's words.
 */
const siteContent: Check<SiteContent> = (value, at) => {
  const checked = siteContentShape.safeParse(value);
  if (checked.success) return value as SiteContent;
  throw new UnreadableAnswer(`${at}.${checked.error.issues[0]?.path.join(".") ?? ""}`);
};

/** GET site/content: the document and the revision it is. */
export const contentAnswer = shape<ContentState>({
  revision: num,
  content: siteContent,
  savedAt: optional(text),
  savedBy: optional(text),
});

/** POST site/content, saved: the new revision, whole. A refusal's conflict (409) carries the same. */
export const savedAnswer = shape<{ revision: number; content: SiteContent }>({ revision: num, content: siteContent });

/** A save refused field by field (400): each problem's place in the document and its words. */
export const problemsAnswer = shape<{ problems: FieldProblem[] }>({
  problems: list(shape<FieldProblem>({ path: text, message: text })),
});

const build = shape<Build>({
  id: text,
  revision: num,
  by: text,
  startedAt: text,
  finishedAt: nullable(text),
  state: oneOf<Build["state"]>({ running: 1, ready: 1, failed: 1 }),
  error: nullable(text),
  changes: optional(nullable(text)),
});

/** GET site/builds: what is live, what a roll back returns to, the build running and the recent ones. */
export const buildsAnswer = shape<BuildsState>({
  live: nullable(text),
  previous: nullable(text),
  building: nullable(build),
  builds: list(build),
});

/** GET site/revisions: the document's saved revisions, newest first. */
export const revisionsAnswer = shape<{ revisions: Revision[] }>({
  revisions: list(shape<Revision>({ id: num, savedAt: text, savedBy: text, summary: text })),
});

/** POST site/revisions/:id/restore: the new revision made from the old one. */
export const restoredAnswer = shape<{ revision: number }>({ revision: num });

/** POST site/photos: the stored photo's path and size. */
export const uploadedPhotoAnswer = shape<UploadedPhoto>({ src: text, width: num, height: num });

/** GET site/photos: the bytes the photos use of their budget, and each stored photo with what keeps it, if anything. */
export const photosAnswer = shape<StoredPhotos>({
  used: num,
  quota: num,
  photos: list(
    shape<StoredPhotos["photos"][number]>({
      name: text,
      src: text,
      width: num,
      height: num,
      bytes: num,
      usedBy: nullable(text),
    }),
  ),
});

/** DELETE site/photos/:name: the photo gone, the bytes it freed and what all of them take now. */
export const deletedPhotoAnswer = shape<{ deleted: string; bytes: number; used: number }>({
  deleted: text,
  bytes: num,
  used: num,
});
