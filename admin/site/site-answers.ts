/**
 * The website editor's answers that carry the owner's document, read by the document's own
 * schema, and the editor's fields' words and limits, read from the same schema (`words`).
 * In the editor's own chunk, loaded when first opened: zod's full schema of the document rides in it, and nowhere
 * else in the dashboard.
 */
import { z } from "zod";
import { editorWords, siteContentShape, type SiteContent } from "../../app/content/document";
import { contentAnswers } from "../../shared/api/site";

/**
 * The owner's whole document, as the server keeps it: checked by the content's own schema,
 * the one the server checks every save and the build with (its shape and limits; the rules between items are the
 * server's to keep). The answer is kept as sent (the schema's tidying of a phone number or a blank line is the
 * server's to do), so the editor works on exactly the server's words; where it does not fit, the first problem's
 * place is the answer's.
 */
const siteContent = z.custom<SiteContent>().superRefine((value, context) => {
  const checked = siteContentShape.safeParse(value);
  const first = checked.error?.issues[0];
  if (first) context.addIssue({ code: "custom", path: first.path, message: first.message });
});

/** GET site/content, POST site/content's saved and conflicting answers, with the document. */
export const { contentState, saved, conflict } = contentAnswers(siteContent);

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
