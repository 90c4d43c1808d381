import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { HtmlValidate } from "html-validate";

const require = createRequire(import.meta.url);
// jsdom ships no type declarations (and @types/jsdom is not a dependency): the little used here is typed here.
const { JSDOM } = require("jsdom") as {
  JSDOM: new (html: string, options?: { runScripts?: "outside-only" }) => { window: Window & typeof globalThis };
};
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:document"] });

/** A page as a browser would parse it, to query by element and read form values. */
export const parseHtml = (html: string) => new JSDOM(html).window;

/** WCAG 2.2 A/AA and best practice, in jsdom (test/support/axe-page.ts runs the same on a rendered component). */
export const AXE_OPTIONS = {
  runOnly: {
    type: "tag" as const,
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"],
  },
  // jsdom does no layout, so contrast cannot be measured here; the colours are fixed and chosen for AA.
  rules: { "color-contrast": { enabled: false } },
};

/** WCAG 2.2 A/AA and best-practice violations found by axe-core. */
export async function axeViolations(html: string): Promise<string[]> {
  const { window } = new JSDOM(html, { runScripts: "outside-only" });
  window.eval(axeSource);
  const { axe } = window as unknown as {
    axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; help: string }[] }> };
  };
  const result = await axe.run(window.document, AXE_OPTIONS);
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

/** html-validate's errors for a whole document. */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
  );
}
