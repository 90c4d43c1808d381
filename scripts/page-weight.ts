import { builtPages, readBuilt } from "../test/support/built-site.ts";
import { pageScripts, totalGzip } from "../test/support/page-weight.ts";
import { siteDir } from "../test/support/site-server.ts";

// Lists the JavaScript each pre-rendered page runs, gzip level 9 (`npm run build` first).
const rows = builtPages().map((page) => {
  const scripts = pageScripts(readBuilt(page.file), siteDir());
  return { path: page.path, kb: totalGzip(scripts) / 1024, files: scripts.length };
});
for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(6)} KB gzip  ${row.files} files  ${row.path}`);
