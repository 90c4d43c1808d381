import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { speculationRules } from "../app/enhance/navigation.ts";

/** The page script (app/enhance/), compiled once per build. */
export function compilePageScript(): string {
  const compiler = fileURLToPath(new URL("./compile-page-script.ts", import.meta.url));
  return execFileSync(process.execPath, [compiler], { encoding: "utf8", maxBuffer: 4 * 1024 * 1024 });
}

/**
 * Adds the speculation rules and the page script at the end of a page's body (docs/decisions/009-native-controls.md):
 * inline, so the script runs before the first paint without waiting for any download, and after the markup it
 * enhances. Both are inline scripts, so the page's Content-Security-Policy hashes them (server/headers.ts). The page
 * script's tag names the page analytics module it imports after first paint (`data-analytics`,
 * app/enhance/analytics.ts).
 */
export function addPageScripts(html: string, pageScript: string, analytics: string): string {
  if (!html.includes("</body>")) return html;
  const rules = `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;
  const script = `<script data-analytics="${analytics}">${pageScript.replaceAll("</script", "<\\/script")}</script>`;
  return html.replace("</body>", `${rules}${script}</body>`);
}
