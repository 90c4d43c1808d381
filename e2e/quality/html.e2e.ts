import { HtmlValidate } from "html-validate";
import { describe, expect, test } from "vitest";
import { builtPages, readBuilt } from "../../test/support/built-site";
import { siteDir } from "../../test/support/site-server";

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

const files = [
  ...builtPages().map((p) => ({ path: p.path, file: p.file })),
  { path: "404.html", file: `${siteDir()}/404.html` },
];

describe("every built page is valid HTML", () => {
  test.each(files)("$path", async ({ file }) => {
    const report = await validator.validateString(readBuilt(file), file);
    const errors = report.results.flatMap((r) =>
      r.messages
        .filter((m) => m.severity === 2)
        .map((m) => `${m.ruleId}: ${m.message} @${m.line}:${m.column} ${m.selector ?? ""}`),
    );
    expect(errors).toEqual([]);
  });
});
