import { seedHours } from "../../app/content/seed.ts";
import { checkContent, CONTENT_VERSION } from "../../app/content/document.ts";
import type { OfficeHours } from "../../shared/office-hours.ts";
import { migrateContent } from "./migrate-content.ts";

/**
 * The office hours of the content a live build was made from (its content.json), for the answer-by clock.
 * A build made by an earlier release holds its document as that release wrote it: it is
 * brought up to this one's first, as every stored revision is, so a build from
 * before the hours were data counts by the hours its two lines said. A document this release cannot read keeps the
 * repository's hours, as the clock had them before any build went live.
 */
export function liveHours(content: unknown): OfficeHours {
  try {
    const version = (content as { version?: unknown }).version;
    const migrated = migrateContent(content, typeof version === "number" ? version : CONTENT_VERSION);
    const checked = checkContent(migrated);
    if (checked.ok) return checked.content.claims.hours;
    const hours = (migrated as { claims?: { hours?: unknown } }).claims?.hours;
    // Only the hours' own problems matter here: a build is not refused its hours for a photo since deleted.
    const ownProblems = checked.problems.some((p) => p.path.startsWith("claims.hours"));
    return !ownProblems && hours ? (hours as OfficeHours) : seedHours();
  } catch {
    return seedHours();
  }
}
