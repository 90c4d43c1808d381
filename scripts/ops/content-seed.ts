import { loadConfigOrExit } from "../../server/config/config-load.ts";
import { openQuoteStore } from "../../server/quotes/db.ts";
import { ContentStore, seedFromSite } from "../../server/site/content-store.ts";
import type { SeedSync } from "../../server/site/seed-sync.ts";

/**
 * npm run content:seed [-- --apply]: the one way a developer's change to the repository's content
 * (app/content/site.json) reaches a live install (docs/decisions/012-owner-editing.md, "One direction"). Without
 * --apply it says what would change in the owner's content; with it, it records the change as a revision by "the
 * repository", which the owner then previews and puts live like any other. Where the owner changed the same place
 * differently it refuses and names the places: nothing is written until one side is settled.
 */
export function takeSeed(options: {
  dataDir: string;
  seed: ConstructorParameters<typeof ContentStore>[1];
  apply: boolean;
}) {
  const store = openQuoteStore(options.dataDir);
  try {
    return new ContentStore(store.db, options.seed).takeSeed(options.apply);
  } finally {
    store.close();
  }
}

/** The outcome in words, and whether the command succeeded. */
export function seedReport(sync: SeedSync, apply: boolean): { ok: boolean; text: string } {
  switch (sync.status) {
    case "unchanged":
      return { ok: true, text: "The repository's content is the one this data folder has: nothing to take in." };
    case "taken":
      return {
        ok: true,
        text: apply
          ? "The repository's content is taken in; the owner's content already had its changes."
          : "The repository's content changed, but the owner's content already has the changes: --apply records that.",
      };
    case "changes":
      return {
        ok: true,
        text: `${sync.summary}\nRun again with --apply to record this as a revision by the repository.`,
      };
    case "merged":
      return {
        ok: true,
        text: `Recorded as revision ${sync.revision} by the repository. Preview it and go live from the dashboard.`,
      };
    case "conflict":
      return {
        ok: false,
        text:
          "The repository and the owner changed the same places differently; nothing was written:\n" +
          sync.conflicts.map((c) => `  ${c.path}`).join("\n") +
          "\nSettle each (in the dashboard, or in app/content/site.json), then run this again.",
      };
    case "skipped":
      return { ok: false, text: `Nothing was taken in: ${sync.reason}` };
  }
}

if (import.meta.main) {
  const config = loadConfigOrExit(process.env);
  const apply = process.argv.includes("--apply");
  const report = seedReport(takeSeed({ dataDir: config.dataDir, seed: seedFromSite(config.site), apply }), apply);
  (report.ok ? process.stdout : process.stderr).write(`${report.text}\n`);
  if (!report.ok) process.exitCode = 1;
}
