import { builtPages, readBuilt } from "../test/support/built-site.ts";
import { hasIsland, pageScripts, totalGzip } from "../test/support/page-weight.ts";
import { siteDir } from "../test/support/site-server.ts";

// Lists the JavaScript each pre-rendered page runs, gzip level 9 (`npm run build` first).
for (const page of builtPages()) {
  const html = readBuilt(page.file);
  const scripts = pageScripts(html, siteDir());
  const kb = (totalGzip(scripts) / 1024).toFixed(1).padStart(6);
  console.log(`${kb} KB gzip  ${scripts.length} scripts  ${hasIsland(html) ? "island " : "       "} ${page.path}`);
}
