/**
 * The checks of the website editor's answers (admin/guards.ts): the owner's document, its saves and refusals, the
 * builds and the revisions, and an uploaded photo. In the editor's own chunk, loaded when first opened: the
 * document's check is its schema's (app/content/document.ts), which this chunk carries. So are the editor's fields'
 * words and limits, read from the same schema (`words`).
 */
import type { z } from "zod";
import { editorWords, siteContentShape, type SiteContent } from "../app/content/document";
import type { ContentState, FieldProblem, ItemConflict, SaveConflict } from "./content-actions";
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

/** POST site/content, saved: the new revision, whole. */
export const savedAnswer = shape<{ revision: number; content: SiteContent }>({ revision: num, content: siteContent });

const problems = list(shape<FieldProblem>({ path: text, message: text }));

/** A save refused field by field (400): each problem's place in the document and its words. */
export const problemsAnswer = shape<{ problems: FieldProblem[] }>({ problems });

/** Either side's version of a conflicting item: shown as it is, never merged (the merged document is checked). */
const version: Check<unknown> = (value) => value;

/**
 * POST site/content, refused because others saved since (409): their revision, and the server's merge of the two
 * saves, each conflicting item as theirs, with both versions of each (server/site/merge.ts).
 */
export const conflictAnswer = shape<SaveConflict>({
  revision: num,
  content: siteContent,
  merged: siteContent,
  conflicts: list(shape<ItemConflict>({ path: text, yours: version, theirs: version })),
  problems,
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

/** A field's words and limit in an editor: from the document's schema (app/content/document.ts's `editorWords`). */
export interface FieldWords {
  label: string;
  hint?: string;
  /** The most characters it takes, or items a list takes. */
  max?: number;
  /** It keeps line breaks: the editor gives it a textarea. */
  multiline?: boolean;
}

type Schema = z.ZodType;

/** A schema and the ones it wraps, outermost first: an optional's, a default's, a transform's input. */
function layers(schema: Schema): Schema[] {
  const all = [schema];
  for (;;) {
    const def = all[all.length - 1]?._zod.def as { innerType?: Schema; in?: Schema };
    const next = def.innerType ?? def.in;
    if (!next) return all;
    all.push(next);
  }
}

/** The schema of `segment` inside `schema`: an object's field, or a list's item's ("*" or a number: the item). */
function child(schema: Schema, segment: string): Schema | undefined {
  const def = layers(schema).at(-1)?._zod.def as { type: string; shape?: Record<string, Schema>; element?: Schema };
  if (def.type === "object") return def.shape?.[segment];
  if (def.type === "array" && def.element)
    return /^(\d+|\*)$/.test(segment) ? def.element : child(def.element, segment);
  return undefined;
}

/**
 * The schema at a place in the document, a list's items named by the list ("services.title": each service's title,
 * "suburbPages.about.*": each paragraph).
 */
const schemaAt = (path: string): Schema | undefined =>
  path.split(".").reduce<Schema | undefined>((schema, segment) => schema && child(schema, segment), siteContentShape);

/** The most characters a text at `path` takes, or items a list there takes: the schema's limit. */
export function limitOf(path: string): number | undefined {
  const schema = schemaAt(path);
  if (!schema) return undefined;
  const limits = layers(schema)
    .filter((layer) => ["string", "array"].includes(layer._zod.def.type))
    .flatMap((layer) => layer._zod.def.checks ?? [])
    .map((check) => check._zod.def as { check: string; maximum?: number; length?: number })
    .flatMap(({ check, maximum, length }) =>
      check === "max_length" ? (maximum ?? []) : check === "length_equals" ? (length ?? []) : [],
    );
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/**
 * A field's words as the schema gives them, with its limit and whether it keeps line breaks (a save keeps them, as
 * the schema does); undefined where the schema has no words for it.
 */
export function wordsAt(path: string): FieldWords | undefined {
  const schema = schemaAt(path);
  const said =
    schema && layers(schema).reduce<FieldWords | undefined>((found, s) => found ?? editorWords.get(s), undefined);
  return schema && said ? { ...said, ...textFacts(path) } : undefined;
}

/** A text's limit and whether it keeps line breaks, as the schema at `path` has them (a save keeps them, as it does). */
export function textFacts(path: string): Pick<FieldWords, "max" | "multiline"> {
  const max = limitOf(path);
  return { ...(max !== undefined && { max }), multiline: schemaAt(path)?.safeParse("a\nb").data === "a\nb" };
}

/** The words of a field the editor shows: the schema must have them. */
export function words(path: string): FieldWords {
  const found = wordsAt(path);
  if (!found) throw new Error(`app/content/document.ts gives no words for ${path}.`);
  return found;
}

/** What the value at `path` is, for the box that edits it: a yes or no, a whole or a decimal number, else other. */
export function valueKind(path: string): "yes or no" | "whole" | "decimal" | "other" {
  const schema = schemaAt(path);
  const type = schema && layers(schema).at(-1)?._zod.def.type;
  if (type === "boolean") return "yes or no";
  if (type === "number") return (schema as z.ZodNumber).isInt ? "whole" : "decimal";
  return "other";
}
