import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "../server/headers.ts";
import { scriptHash } from "../server/inline-scripts.ts";
import { addPageScripts } from "./page-scripts.ts";
import { readSiteEnv } from "../config/env.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("addPageScripts", () => {
  test("ends the body with the speculation rules and the page script naming the analytics module, both allowed by the page's policy", () => {
    const emitted: string[] = [];
    const html = addPageScripts("<html><body><main>Hi</main></body></html>", "enhance()", "/assets/a.js", emitted);
    expect(html).toMatch(
      /<main>Hi<\/main><script type="speculationrules">\{"prerender":.*<\/script><script data-analytics="\/assets\/a\.js">enhance\(\)<\/script><\/body>/,
    );
    const rules = /<script type="speculationrules">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(rules).prefetch[0].eagerness).toBe("moderate");
    // What it wrote is what the build records for the page's policy (server/inline-scripts.ts), exactly.
    expect(emitted).toEqual([rules, "enhance()"]);
    const policy = contentSecurityPolicy(emitted.map(scriptHash), readSiteEnv({}));
    expect(policy).toContain(`script-src 'self' ${hash(rules)} ${hash("enhance()")};`);
  });

  test("cannot end its own script early, and leaves a document without a body alone", () => {
    const emitted: string[] = [];
    expect(addPageScripts("<body></body>", 'x("</script>")', "/a.js", emitted)).toContain('x("<\\/script>")');
    expect(emitted[1]).toBe('x("<\\/script>")');
    const none: string[] = [];
    expect(addPageScripts("<svg></svg>", "x()", "/a.js", none)).toBe("<svg></svg>");
    expect(none).toEqual([]);
  });
});
