import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkContent, type SiteContent } from "../../app/content/document.ts";
import { writeFileAtomically } from "../atomic-file.ts";
import { mergeContent, sameValue, type Conflict } from "./merge.ts";
import { migrateContent } from "./migrate-content.ts";

/**
 * The owner's content written back into the repository (`npm run content:export`, docs/decisions/012-owner-editing.md):
 * a developer commits it, and the repository's builds and a fresh data folder's first revision are then the owner's
 * site. It holds the document without the business settings (those stay each deployment's .env) and, as `base`, the
 * repository's own content it was exported over, so a developer's later change to app/content is merged in, never
 * overwritten: see `seedOverExported`.
 */
export const EXPORTED_FILE = path.resolve(import.meta.dirname, "..", "..", "app", "content", "owner-content.json");

type Unsettled = Omit<SiteContent, "settings">;

interface ExportedContent {
  version: number;
  exportedAt: string;
  /** The revision of the data folder it came from. */
  revision: number;
  base: Unsettled;
  content: Unsettled;
}

/** The exported content's problem: unreadable, or the repository changed where the owner did too. */
export class ExportedContentError extends Error {
  readonly conflicts: Conflict[];
  constructor(message: string, conflicts: Conflict[] = []) {
    super(message);
    this.conflicts = conflicts;
  }
}

const withoutSettings = ({ settings: _settings, ...rest }: SiteContent): Unsettled => rest;

/** The exported file, or undefined when there is none; its documents are migrated and checked with `settings`. */
export function readExported(
  settings: SiteContent["settings"],
  file = EXPORTED_FILE,
): { base: SiteContent; content: SiteContent; revision: number } | undefined {
  if (!existsSync(file)) return undefined;
  const name = path.relative(process.cwd(), file);
  let raw: ExportedContent;
  try {
    raw = JSON.parse(readFileSync(file, "utf8")) as ExportedContent;
  } catch (error) {
    throw new ExportedContentError(`${name} is not JSON: ${(error as Error).message}`);
  }
  const read = (part: "base" | "content") => {
    const migrated = migrateContent({ ...raw[part], settings }, raw.version) as unknown;
    const checked = checkContent(migrated);
    if (!checked.ok)
      throw new ExportedContentError(
        `${name}'s ${part} is not valid content:\n  ${checked.problems.map((p) => `${p.path}: ${p.message}`).join("\n  ")}`,
      );
    return checked.content;
  };
  return { base: read("base"), content: read("content"), revision: raw.revision };
}

/**
 * The repository's seed: its own content (`repository`, from app/content and .env) where nothing was exported;
 * else the exported owner's content with every change a developer made to app/content since the export merged in.
 * A change both made differently is refused with each place named, so neither is lost.
 */
export function seedOverExported(
  repository: SiteContent,
  exported: { base: SiteContent; content: SiteContent } | undefined,
): SiteContent {
  if (!exported) return repository;
  if (sameValue(exported.base, repository)) return exported.content;
  const merged = mergeContent(exported.base, exported.content, repository);
  if (merged.ok) return merged.content;
  throw new ExportedContentError(
    `app/content changed since the owner's content was exported (app/content/owner-content.json), in the same ` +
      `places the owner changed: ${merged.conflicts.map((c) => c.path).join(", ")}. Keep one version of each: ` +
      `change app/content back, or make the same change in owner-content.json's "content", then build again.`,
    merged.conflicts,
  );
}

/** Writes the owner's `content` (revision `revision`) over the repository's own content now, atomically. */
export function writeExported(
  file: string,
  input: { revision: number; content: SiteContent; repository: SiteContent },
): void {
  const exported: ExportedContent = {
    version: input.content.version,
    exportedAt: new Date().toISOString(),
    revision: input.revision,
    base: withoutSettings(input.repository),
    content: withoutSettings(input.content),
  };
  // A file of the repository, for a developer to read and commit: not private to the server's account.
  writeFileAtomically(file, `${JSON.stringify(exported, null, 2)}\n`, 0o644);
}
