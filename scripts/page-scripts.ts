import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { speculationRules } from "../app/enhance/navigation.ts";
import { scriptElement } from "../server/inline-scripts.ts";

/** The page script (app/enhance/), compiled once per build. */
export function compilePageScript(): string {
  const compiler = fileURLToPath(new URL("./compile-page-script.ts", import.meta.url));
  return execFileSync(process.execPath, [compiler], { encoding: "utf8", maxBuffer: 4 * 1024 * 1024 });
}

/**
 * Adds the speculation rules and the page script at the end of a page's body (docs/decisions/009-native-controls.md):
 * inline, so the script runs before the first paint without waiting for any download, and after the markup it
 * enhances. Both are inline scripts: their text goes into `emitted`, which the build records for the page's
 * Content-Security-Policy (server/inline-scripts.ts). The page script's tag names the page analytics module it
 * imports after first paint (`data-analytics`, app/enhance/analytics.ts).
 */
export function addPageScripts(html: string, pageScript: string, analytics: string, emitted: string[] = []): string {
  if (!html.includes("</body>")) return html;
  const rules = scriptElement('type="speculationrules"', JSON.stringify(speculationRules), emitted);
  const script = scriptElement(
    `data-analytics="${analytics}"`,
    pageScript.replaceAll("</script", "<\\/script"),
    emitted,
  );
  return html.replace("</body>", `${rules}${script}</body>`);
}
