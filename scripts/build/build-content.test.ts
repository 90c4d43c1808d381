import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ownerSettingsOf, readSiteEnv } from "../../config/env.ts";
import { seedContent } from "../../app/content/seed.ts";
import { tempDir } from "../../test/support/server/http.ts";
import { buildContent, siteContentModule } from "./build-content.ts";

const seed = () => seedContent(ownerSettingsOf(readSiteEnv({})));

describe("the one document a build makes the site from", () => {
  test("the file SITE_CONTENT names, checked; else the repository's with .env's settings", () => {
    const file = path.join(tempDir("build-content-"), "content.json");
    const owner = seed();
    owner.claims.tagline = "Auckland's leak finders.";
    writeFileSync(file, JSON.stringify(owner));
    expect(buildContent({ SITE_CONTENT: file }).claims.tagline).toBe("Auckland's leak finders.");
    expect(buildContent({}).claims.tagline).toBe(seed().claims.tagline);
  });

  test("a document that fails the schema stops the build, naming each problem at its place", () => {
    const file = path.join(tempDir("build-content-bad-"), "content.json");
    const bad = seed();
    bad.reviews[0]!.rating = 9;
    writeFileSync(file, JSON.stringify(bad));
    expect(() => buildContent({ SITE_CONTENT: file })).toThrow(/Invalid content in .*\n {2}reviews\.0\.rating: /);
  });

  test("read once per process: a second ask of the same file is the same document, not read again", () => {
    const file = path.join(tempDir("build-content-once-"), "content.json");
    writeFileSync(file, JSON.stringify(seed()));
    const first = buildContent({ SITE_CONTENT: file });
    writeFileSync(file, "not JSON any more");
    expect(buildContent({ SITE_CONTENT: file })).toBe(first);
  });

  test("the loaders' module is the document, as JSON", () => {
    const doc = seed();
    const plugin = siteContentModule(() => doc);
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolve("virtual:site-content")!;
    expect(load(id)).toBe(`export default ${JSON.stringify(doc)};`);
    expect(resolve("./anything-else")).toBeUndefined();
  });
});
