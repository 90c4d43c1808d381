import { writeFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { readSiteEnv } from "../../config/env.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { INLINE_SCRIPTS_FILE, scriptHash, writeInlineScripts } from "./inline-scripts.ts";
import { createStaticSite } from "./static.ts";

// A page's Content-Security-Policy allows the inline scripts its build recorded (scripts/build/finish-build.ts), never
// what its words hold: here a page whose owner text sits unescaped in a <style>, as the review filter once wrote it.
const ours = "enhance()";
const hostile = "</style><script>alert(1)</script><script>alert(2)</script>";
const page = `<!DOCTYPE html><html><head><style>[data-x="${hostile}"]{}</style></head><body><p>Hi</p><script>${ours}</script></body></html>`;

function site(record: boolean) {
  const dir = tempDir("inline-scripts-");
  writeFileSync(path.join(dir, "index.html"), page);
  writeFileSync(path.join(dir, "404.html"), page);
  writeFileSync(path.join(dir, "about.html"), page);
  if (record) writeInlineScripts(dir, { "index.html": [scriptHash(ours)], "404.html": [scriptHash(ours)] });
  const app = new Hono();
  app.get("*", createStaticSite(dir, { siteEnv: readSiteEnv({}) }));
  return app;
}
const scriptSources = (res: Response) =>
  /script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");

describe("each page's inline scripts", () => {
  test("a page's policy allows exactly the scripts its build recorded, whatever its text looks like", async () => {
    const app = site(true);
    expect(scriptSources(await app.request("/"))).toEqual(["'self'", scriptHash(ours)]);
    // The not-found pages too, and a page the record does not list allows none.
    expect(scriptSources(await app.request("/no-such-page"))).toEqual(["'self'", scriptHash(ours)]);
    expect(scriptSources(await app.request("/about"))).toEqual(["'self'"]);
    // The record is never served.
    expect((await app.request(`/${INLINE_SCRIPTS_FILE}`)).status).toBe(404);
  });

  test("a build made before the record keeps the policy it was served with, read out of its pages", async () => {
    const app = site(false);
    expect(scriptSources(await app.request("/"))).toEqual([
      "'self'",
      scriptHash("alert(1)"),
      scriptHash("alert(2)"),
      scriptHash(ours),
    ]);
  });
});
