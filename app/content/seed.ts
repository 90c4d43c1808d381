import { readFileSync } from "node:fs";
import path from "node:path";
import type { OwnerSettings } from "../../config/env";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { checkContent, type SiteContent } from "./document.ts";
import { claimsOf, type Claims } from "./view.ts";

/**
 * The repository's content: one document of the content schema but for the business
 * settings, which are each deployment's (.env). It is what a fresh clone builds, a static host's build, and the
 * first revision of a fresh data folder (docs/decisions/012-owner-editing.md). After that the data folder's document
 * is the content of record: `npm run content:export` writes it back here, and `npm run content:seed` takes a
 * developer's change to this file into a live install, never a build or a start.
 */
export const SEED_FILE = path.resolve(import.meta.dirname, "site.json");

/** The repository's document as written: checked only once settings are added (`seedContent`). */
export type SeedDocument = Omit<SiteContent, "settings">;

export function readSeedFile(file = SEED_FILE): SeedDocument {
  return JSON.parse(readFileSync(file, "utf8")) as SeedDocument;
}

/** The repository's content with `settings`: the whole document, checked; a bad seed fails loudly, naming the place. */
export function seedContent(settings: OwnerSettings, file = SEED_FILE): SiteContent {
  const checked = checkContent({ ...readSeedFile(file), settings });
  if (!checked.ok)
    throw new Error(
      `${path.basename(file)} is not valid content:\n  ${checked.problems.map((p) => `${p.path}: ${p.message}`).join("\n  ")}`,
    );
  return checked.content;
}

let repository: SeedDocument | undefined;
/**
 * The repository's document, read once, shared and never changed by its readers (they copy what they keep): the
 * server's defaults before a build has gone live, and what the content migrations take (server/site/migrate-content.ts).
 */
export const repositorySeed = (): SeedDocument => (repository ??= readSeedFile());
const seed = repositorySeed;

/** The repository's office hours: the answer-by clock's until the owner's go live (server/site/live-hours.ts). */
export const seedHours = (): OfficeHours => structuredClone(seed().claims.hours);

/** The repository's promises as durations (server/quotes/answer-by.ts). */
export const seedAnswerWithin = (): SiteContent["claims"]["answerWithin"] => ({ ...seed().claims.answerWithin });

/** The repository's claims, with the sentences made from them. */
export const seedClaims = (): Claims => claimsOf(seed());
