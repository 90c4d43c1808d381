import { HtmlValidate } from "html-validate";

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    // React serialises boolean and void elements in its own (valid) style.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React writes a few style attributes (animation timings); the CSP allows inline styles for them.
    "no-inline-style": "off",
    // Subresource integrity guards files from other hosts; every script and stylesheet here is same-origin.
    "require-sri": "off",
  },
});

/** The HTML errors of a page (none for a valid one), each with its rule, place and element. */
export async function htmlErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((r) =>
    r.messages
      .filter((m) => m.severity === 2)
      .map((m) => `${m.ruleId}: ${m.message} @${m.line}:${m.column} ${m.selector ?? ""}`),
  );
}
