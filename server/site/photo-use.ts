import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { projectMedia, type OwnerProject, type SiteContent } from "../../app/content/document.ts";
import { BUILD_ID } from "./builds.ts";

/** An uploaded photo's src as a document names it. */
const OWNER_SRC = /^\/media\/owner\/[0-9a-f]{20}\.jpg$/;

/**
 * What keeps an uploaded photo: the stored revisions that name it (0 is the seed, the repository's own content) and
 * the kept builds (DATA_DIR/builds/<id>/) whose content.json names it. Any of them may be put back (a restore, Roll
 * back), and would then show a missing picture.
 */
export interface PhotoUses {
  revisions: number[];
  builds: string[];
}

/**
 * The owner's photos a document names, in its projects' picture fields (app/content/document.ts's `projectMedia`).
 * A stored document is read as it was saved, neither migrated nor checked: a field that is not where this release
 * puts it names nothing (documents before version 3 had no projects of the owner's).
 */
function photosOf(document: unknown): string[] {
  const projects = (document as { projects?: unknown } | null)?.projects;
  if (!Array.isArray(projects)) return [];
  return projects.flatMap((project: Partial<OwnerProject> | null) => {
    if (!project || typeof project !== "object") return [];
    const gallery = Array.isArray(project.gallery) ? project.gallery.filter((p) => p && typeof p === "object") : [];
    return projectMedia({ ...project, image: project.image ?? "", gallery })
      .map(({ src }) => src)
      .filter((src): src is string => typeof src === "string" && OWNER_SRC.test(src));
  });
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

interface PhotoUseOptions {
  db: DatabaseSync;
  /** Revision 0, the seed (the content store's `get(0)`). */
  seed: () => SiteContent;
  /** DATA_DIR/builds. */
  buildsDir: string;
}

/**
 * Which uploaded photos the kept revisions and builds name. A revision's document and a build's content.json never
 * change once written, so each is read once and remembered by its id; each call reads only the ids that came since
 * and forgets those pruned. Everything here is synchronous: the deletion asks it in the same step as it rewrites the
 * manifest (the owner media's `remove`).
 */
export function createPhotoUse({ db, seed, buildsDir }: PhotoUseOptions) {
  // Read straight from the table rather than through the content store, which migrates and checks each document
  // with the schema: a cost every listing would pay for every revision, for a few fields.
  const ids = db.prepare("SELECT id FROM content_revisions");
  const documentOf = db.prepare("SELECT document FROM content_revisions WHERE id = ?");
  const revisions = new Map<number, string[]>();
  const builds = new Map<string, string[]>();
  const buildId = new RegExp(`^${BUILD_ID}$`);
  let seedPhotos: string[] | undefined;

  const refresh = () => {
    const stored = new Set((ids.all() as { id: number }[]).map((row) => row.id));
    for (const id of revisions.keys()) if (!stored.has(id)) revisions.delete(id);
    for (const id of stored)
      if (!revisions.has(id)) {
        const row = documentOf.get(id) as { document: string } | undefined;
        revisions.set(id, row ? photosOf(JSON.parse(row.document)) : []);
      }
    const kept = new Set((existsSync(buildsDir) ? readdirSync(buildsDir) : []).filter((name) => buildId.test(name)));
    for (const id of builds.keys()) if (!kept.has(id)) builds.delete(id);
    for (const id of kept)
      if (!builds.has(id)) {
        // A build's content.json is written before it starts; a folder without one yet is read again next time.
        const content = readJson(path.join(buildsDir, id, "content.json"));
        if (content !== undefined) builds.set(id, photosOf(content));
      }
    seedPhotos ??= photosOf(seed());
  };

  /** Every photo any kept revision or build names, with what names it, revisions and builds each in order. */
  const all = (): Map<string, PhotoUses> => {
    refresh();
    const uses = new Map<string, PhotoUses>();
    const of = (src: string) => {
      let found = uses.get(src);
      if (!found) uses.set(src, (found = { revisions: [], builds: [] }));
      return found;
    };
    for (const src of new Set(seedPhotos)) of(src).revisions.push(0);
    for (const id of [...revisions.keys()].sort((a, b) => a - b))
      for (const src of new Set(revisions.get(id))) of(src).revisions.push(id);
    for (const id of [...builds.keys()].sort()) for (const src of new Set(builds.get(id))) of(src).builds.push(id);
    return uses;
  };

  return {
    all,
    /** What names `src`, or undefined when nothing kept does: the deletion's check. */
    of: (src: string): PhotoUses | undefined => all().get(src),
  };
}

export type PhotoUse = ReturnType<typeof createPhotoUse>;

const listed = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * What keeps a photo, in words: "revisions 12 and 14 and 2 kept builds", "the website's own content", "9 saved
 * revisions (3 to 40)". Said by the
 * refused deletion and by the Photos page beside each photo kept.
 */
export function usesInWords({ revisions, builds }: PhotoUses): string {
  const saved = revisions.filter((id) => id > 0);
  const parts = [
    ...(revisions.includes(0) ? ["the website's own content"] : []),
    ...(saved.length === 1 ? [`revision ${saved[0]}`] : []),
    ...(saved.length > 1 && saved.length <= 4 ? [`revisions ${listed(saved.map(String))}`] : []),
    ...(saved.length > 4 ? [`${saved.length} saved revisions (${saved[0]} to ${saved.at(-1)})`] : []),
    ...(builds.length > 0 ? [builds.length === 1 ? "a kept build" : `${builds.length} kept builds`] : []),
  ];
  return listed(parts);
}
