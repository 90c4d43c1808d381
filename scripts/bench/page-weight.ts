import { builtPages, readBuilt } from "../../test/support/built-site.ts";
import {
  afterLoadScripts,
  gzipBytes,
  hasIsland,
  inlineScript,
  islandCodeGzip,
  pageScripts,
  totalGzip,
} from "../../test/support/page-weight.ts";
import { siteDir } from "../../test/support/site-server.ts";

// Lists the JavaScript each pre-rendered page runs, gzip level 9 (`npm run build` first): in all, what is written
// inside the HTML, what loads after load (the page analytics) and, on a page with an island, the inline scripts and
// the islands' code without React's chunk (e2e/quality/budgets.e2e.ts gates each).
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
console.log("   all KB  inline KB  after load KB  island page KB  files  page");
for (const page of builtPages()) {
  const html = readBuilt(page.file);
  const scripts = pageScripts(html, siteDir());
  const columns = [
    kb(totalGzip(scripts)),
    `   ${kb(gzipBytes(inlineScript(html)))}`,
    `       ${kb(totalGzip(afterLoadScripts(html, siteDir())))}`,
    `        ${hasIsland(html) ? kb(islandCodeGzip(html, siteDir())) : "     -"}`,
    String(scripts.filter((s) => s.file !== "inline").length).padStart(5),
    page.path,
  ];
  console.log(columns.join("  "));
}
