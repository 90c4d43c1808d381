import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "../server/headers.ts";
import { addPageScripts } from "./page-scripts.ts";
import { readSiteEnv } from "../config/env.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("addPageScripts", () => {
  test("ends the body with the speculation rules and the page script naming the analytics module, both allowed by the page's policy", () => {
    const html = addPageScripts("<html><body><main>Hi</main></body></html>", "enhance()", "/assets/a.js");
    expect(html).toMatch(
      /<main>Hi<\/main><script type="speculationrules">\{"prerender":.*<\/script><script data-analytics="\/assets\/a\.js">enhance\(\)<\/script><\/body>/,
    );
    const rules = /<script type="speculationrules">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(rules).prefetch[0].eagerness).toBe("moderate");
    const policy = contentSecurityPolicy(html, readSiteEnv({}));
    expect(policy).toContain(hash("enhance()"));
    expect(policy).toContain(hash(rules));
  });

  test("cannot end its own script early, and leaves a document without a body alone", () => {
    expect(addPageScripts("<body></body>", 'x("</script>")', "/a.js")).toContain('x("<\\/script>")');
    expect(addPageScripts("<svg></svg>", "x()", "/a.js")).toBe("<svg></svg>");
  });
});
