import { rmSync } from "node:fs";
import { CONTENT_VERSION } from "../../app/content/document.ts";
import { readSiteEnv } from "../../config/env.ts";
import { openQuoteStore } from "../../server/quotes/db.ts";
import { ContentStore, seedFromSite } from "../../server/site/content-store.ts";
import { tempDir } from "../../test/support/server/http.ts";

/**
 * `npm run bench:revisions`: how long one prune of the website's revisions takes at volume. DAYS (default 1,000)
 * days of SAVES (default 10) saves a day, each a whole document of the seed's size, are written to a fresh
 * database; then one prune judges them all (server/site/revision-pruning.ts) and deletes what the rule lets go,
 * zeroing the freed pages (secure_delete), and a second prune finds nothing. Prints both times and the file's size.
 * server/site/content-store.test.ts proves which revisions stay, with small documents.
 */
const days = Number(process.env.DAYS ?? 1_000);
const saves = Number(process.env.SAVES ?? 10);
const DAY = 86_400_000;
const dataDir = tempDir("bench-revisions-");
const store = openQuoteStore(dataDir);
const seed = seedFromSite(readSiteEnv({}));
const document = JSON.stringify(seed());
const now = Date.now();

let started = performance.now();
const insert = store.db.prepare(
  "INSERT INTO content_revisions (saved_at, saved_by, summary, content_version, document) VALUES (?, ?, ?, ?, ?)",
);
store.db.exec("BEGIN");
for (let day = days - 1; day >= 0; day--)
  for (let j = saves - 1; j >= 0; j--)
    insert.run(
      new Date(now - day * DAY - 60 * 60_000 - j * 5 * 60_000).toISOString(),
      "o",
      "s",
      CONTENT_VERSION,
      document,
    );
store.db.exec("COMMIT");
const written = performance.now() - started;

// No build pins a revision here: the rule alone decides.
started = performance.now();
const content = new ContentStore(store.db, seed, undefined, () => []);
// Creating the store prunes once at start (server/site/content-store.ts): that first prune is the one measured.
const firstPrune = performance.now() - started;
started = performance.now();
const again = content.prune(now);
const steady = performance.now() - started;
const kept = (store.db.prepare("SELECT COUNT(*) AS n FROM content_revisions").get() as { n: number }).n;
const pageCount = (store.db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count;
const pageSize = (store.db.prepare("PRAGMA page_size").get() as { page_size: number }).page_size;

console.log(
  `${(days * saves).toLocaleString("en-NZ")} revisions of ${Math.round(document.length / 1024)} KB written in ` +
    `${(written / 1000).toFixed(1)} s (${((pageCount * pageSize) / 1e6).toFixed(0)} MB database)`,
);
console.log(
  `the store opened, pruning once as it starts: ${Math.round(firstPrune)} ms, ${(days * saves - kept).toLocaleString("en-NZ")} deleted, ${kept} kept`,
);
console.log(`next prune, nothing to delete (${again}): ${steady.toFixed(1)} ms`);
store.close();
rmSync(dataDir, { recursive: true, force: true });
