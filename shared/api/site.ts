/**
 * The website editor's answers of the dashboard API (server/site/*-routes.ts): the owner's document, its saves and
 * refusals, the builds and the revisions, and the owner's photos. Each answer's shape, once; the server's types and
 * the dashboard's checks both come from it (shared/api/leads.ts). The document itself is the content's own schema
 * (app/content/document.ts), which the programs pass in: `contentAnswers(schema)`.
 */
import * as z from "zod/mini";

/** A field's problem as the server names it: its place in the document sent ("reviews.3.text"). */
const fieldProblem = z.object({ path: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblem>;

/** A save refused field by field (400): each problem's place in the document and its words. */
export const problemsAnswer = z.object({ problems: z.array(fieldProblem) });
export type Problems = z.infer<typeof problemsAnswer>;

/**
 * One item two saves changed differently, as the server names it (server/site/merge.ts): "settings.BUSINESS_PHONE",
 * "claims.hours", "reviews.<id>", "homeTestimonials.<id>", "faqs.<id>", "projects.<id>", "services.<slug>",
 * "areas.<slug>", "suburbPages.<slug>", or an order: "reviews", "homeTestimonials", "projects", "faqPage", "homeFaqs".
 * Each side's version is null where that side removed the item (or never had it); shown as it is, never merged.
 */
const itemConflict = z.object({ path: z.string(), yours: z.unknown(), theirs: z.unknown() });
export type ItemConflict = z.infer<typeof itemConflict>;

/** The answers that carry the owner's document, each read by `content`. */
export const contentAnswers = <Content extends z.core.SomeType>(content: Content) => ({
  /** GET site/content: the document and the revision it is; revision 0 is the seed. */
  contentState: z.object({
    revision: z.number(),
    content,
    savedAt: z.optional(z.string()),
    savedBy: z.optional(z.string()),
  }),
  /** POST site/content, saved: the new revision, whole. */
  saved: z.object({ revision: z.number(), content }),
  /**
   * POST site/content, refused because others saved since (409), as the server merged it: their revision and its
   * document, the merged document (each conflicting item as theirs) and the items both changed differently; or, with
   * none, the problems the two saves make together, at their places in the merged document.
   */
  conflict: z.object({
    revision: z.number(),
    content,
    merged: content,
    conflicts: z.array(itemConflict),
    problems: z.array(fieldProblem),
  }),
});
type Answers<Content> = ReturnType<typeof contentAnswers<z.ZodMiniType<Content>>>;
export type ContentState<Content> = z.infer<Answers<Content>["contentState"]>;
export type Saved<Content> = z.infer<Answers<Content>["saved"]>;
export type SaveConflict<Content> = z.infer<Answers<Content>["conflict"]>;

/** One build of the site from a revision (server/site/builds.ts), as GET site/builds lists it. */
const build = z.object({
  id: z.string(),
  revision: z.number(),
  by: z.string(),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  state: z.enum(["running", "ready", "failed"]),
  error: z.nullable(z.string()),
  /**
   * What going live with this build would change on the live site, in the server's words ("This puts back: the phone
   * 09 555 0142, 3 reviews fewer."): Go live asks first with them. Null where it asks nothing.
   */
  changes: z.optional(z.nullable(z.string())),
});
export type Build = z.infer<typeof build>;

/** GET site/builds: what is live, what a roll back returns to, the build running and the recent ones. */
export const buildsState = z.object({
  /** The id of the build the public site is answered from; null while the repository's own build is. */
  live: z.nullable(z.string()),
  /** The build a roll back returns to: its id, "seed" for the repository's own build, or null for none. */
  previous: z.nullable(z.string()),
  building: z.nullable(build),
  builds: z.array(build),
});
export type BuildsState = z.infer<typeof buildsState>;

const revision = z.object({ id: z.number(), savedAt: z.string(), savedBy: z.string(), summary: z.string() });
export type Revision = z.infer<typeof revision>;

/** GET site/revisions: the document's saved revisions, newest first. */
export const revisionsAnswer = z.object({ revisions: z.array(revision) });
export type Revisions = z.infer<typeof revisionsAnswer>;

/** POST site/revisions/:id/restore: the new revision made from the old one. */
export const restoredAnswer = z.object({ revision: z.number() });

/** POST site/photos: a photo the server stored under its hash, by the path a project names it ("/media/owner/<hash>.jpg"). */
export const uploadedPhoto = z.object({ src: z.string(), width: z.number(), height: z.number() });
export type UploadedPhoto = z.infer<typeof uploadedPhoto>;

/** GET site/photos: the bytes the photos use of their budget, and each stored photo with what keeps it, if anything. */
export const storedPhotos = z.object({
  /** The bytes all of them take, and how many they may (OWNER_MEDIA_QUOTA_BYTES). */
  used: z.number(),
  quota: z.number(),
  photos: z.array(
    z.object({
      /** "<hash>.jpg": what a deletion names. */
      name: z.string(),
      src: z.string(),
      width: z.number(),
      height: z.number(),
      bytes: z.number(),
      /** What keeps it, in words ("revisions 12 and 14"), or null when nothing uses it. */
      usedBy: z.nullable(z.string()),
    }),
  ),
});
export type StoredPhotos = z.infer<typeof storedPhotos>;

/** DELETE site/photos/:name: the photo gone, the bytes it freed and what all of them take now. */
export const deletedPhoto = z.object({ deleted: z.string(), bytes: z.number(), used: z.number() });
export type DeletedPhoto = z.infer<typeof deletedPhoto>;
