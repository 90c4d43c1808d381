import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "../server/headers.ts";
import { addPageScripts } from "./page-scripts.ts";
import { readSiteEnv } from "../config/env.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("addPageScripts", () => {
  test("ends the body with the speculation rules and the page script, both allowed by the page's policy", () => {
    const html = addPageScripts("<html><body><main>Hi</main></body></html>", "enhance()");
    expect(html).toMatch(
      /<main>Hi<\/main><script type="speculationrules">\{"prerender":.*<\/script><script>enhance\(\)<\/script><\/body>/,
    );
    const rules = /<script type="speculationrules">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(rules).prefetch[0].eagerness).toBe("moderate");
    const policy = contentSecurityPolicy(html, readSiteEnv({}));
    expect(policy).toContain(hash("enhance()"));
    expect(policy).toContain(hash(rules));
  });

  test("cannot end its own script early, and leaves a document without a body alone", () => {
    expect(addPageScripts("<body></body>", 'x("</script>")')).toContain('x("<\\/script>")');
    expect(addPageScripts("<svg></svg>", "x()")).toBe("<svg></svg>");
  });
});
