import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { baseURL, browser, goto, viewports, type ViewportName } from "../../test/support/e2e/browser";
import { builtPages } from "../../test/support/built-site";
import { templates } from "../../test/support/templates";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const wcag22 = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  // axe measures what a visitor reads once the page is still: a project's photos fade in (0.5 s), and a contrast
  // measured mid-fade fails. Finite animations only: the testimonials' endless scroll never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations;
  }, wcag22);
  return violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
}

const pages = [...builtPages().map((p) => p.path), "/this-page-does-not-exist"];
/** The pages made from one template each: every service, project and area page. */
const family = (path: string) => /^\/(services|project|areas)\/[^/]+$/.test(path);
/**
 * Every page at the phone's width, where the site is designed first; at the desktop's, every page but the families,
 * whose members share their markup, checked through the one of each template Lighthouse audits (test/support/
 * lighthouse.ts: a service, a project, a generic and a dedicated area).
 */
const pagesAt: Record<ViewportName, string[]> = {
  mobile: pages,
  desktop: [
    ...pages.filter((path) => !family(path)),
    ...templates.map((t) => t.path).filter((path) => family(path) && pages.includes(path)),
  ],
};

describe.each(Object.keys(viewports) as ViewportName[])("axe (WCAG 2.2 A and AA) at %s width", (viewport) => {
  let page: Page;
  beforeAll(async () => {
    // axe is injected as an inline script, which the site's Content-Security-Policy rightly forbids.
    const context = await (
      await browser()
    ).newContext({ viewport: viewports[viewport], bypassCSP: true, baseURL: baseURL() });
    page = await context.newPage();
  });
  afterAll(async () => page.context().close());

  test.each(pagesAt[viewport])("%s has no violations", async (path) => {
    await goto(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
});
