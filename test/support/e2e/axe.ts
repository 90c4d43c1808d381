import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { baseURL, browser } from "./browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's WCAG 2.2 A/AA and best-practice violations on a dashboard page, opened with `context`'s session; on a
 * public page (`{ bestPractice: false }`), WCAG 2.2 A/AA alone, as e2e/quality/axe.e2e.ts checks every built page.
 * `prepare` brings the page to the state to check first (a search answered, a panel open).
 */
export async function axeViolations(
  context: BrowserContext,
  path: string,
  { bestPractice = true, prepare }: { bestPractice?: boolean; prepare?: (page: Page) => Promise<void> } = {},
): Promise<string[]> {
  // axe goes in as an inline script, which the dashboard's Content-Security-Policy rightly refuses: a second
  // context with the same session bypasses it for this check only.
  const checking = await (
    await browser()
  ).newContext({
    viewport: context.pages()[0]!.viewportSize()!,
    bypassCSP: true,
    baseURL: context.pages()[0]?.url() ? new URL(context.pages()[0]!.url()).origin : baseURL(),
    storageState: await context.storageState(),
  });
  const page = await checking.newPage();
  await page.goto(path, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
  await prepare?.(page);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (withBestPractice) => {
    const { axe } = window as unknown as {
      axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
    };
    const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
    const tags = withBestPractice ? [...wcag, "best-practice"] : wcag;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  }, bestPractice);
  await checking.close();
  return violations;
}
