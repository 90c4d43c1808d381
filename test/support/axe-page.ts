import axe from "axe-core";
import { AXE_OPTIONS } from "./server/dom";

/**
 * axe-core's violations on what a component test rendered (Testing Library, jsdom), as "rule: help (selector)".
 * The whole rendered document, so a page's landmarks and headings are judged as they stand; the dashboard's pages are tested
 * with it (admin/<page>/*.test.tsx), as the public pages are in Chromium (e2e/quality/axe.e2e.ts).
 */
export async function axePage(root: Document | Element = document): Promise<string[]> {
  const result = await axe.run(root, {
    ...AXE_OPTIONS,
    // The page's <title> and lang are admin/index.html's, which a component test does not render.
    rules: { ...AXE_OPTIONS.rules, "document-title": { enabled: false }, "html-has-lang": { enabled: false } },
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} (${n.target.join(" ")})`));
}
