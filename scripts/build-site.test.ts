import { readFileSync } from "node:fs";
import path from "node:path";
import { loadEnv } from "vite";
import { describe, expect, test } from "vitest";
import { readSiteEnv } from "../config/env.ts";
import { seedFromSite } from "../server/site/content-store.ts";
import { writeExported } from "../server/site/exported-content.ts";
import { tempDir } from "../test/support/server/http.ts";
import { buildEnv } from "./build-site.ts";

const repository = seedFromSite(readSiteEnv({}), "/nonexistent/owner-content.json");

describe("the one build's content", () => {
  test("named content is built as given; without any, the repository's own (no exported file)", () => {
    const env = { SITE_CONTENT: "/data/builds/1/content.json", BUILD_DIR: "/data/builds/1/out" };
    expect(buildEnv(env, "/nonexistent/owner-content.json")).toBe(env);
    expect(buildEnv({ BUILD_DIR: "x" }, "/nonexistent/owner-content.json")).toEqual({ BUILD_DIR: "x" });
  });

  test("with the owner's content exported into the repository, the build is of that content", () => {
    const dir = tempDir("build-site-");
    const exportedFile = path.join(dir, "owner-content.json");
    const owner = structuredClone(repository());
    owner.projects[0]!.title = "Pinhole Leak Found Behind a Shower";
    writeExported(exportedFile, { revision: 3, content: owner, repository: repository() });
    const env = buildEnv({ BUILD_DIR: path.join(dir, "build") }, exportedFile);
    expect(env.SITE_CONTENT).toBe(path.join(dir, "build", "seed-content.json"));
    const built = JSON.parse(readFileSync(env.SITE_CONTENT!, "utf8"));
    expect(built.projects[0].title).toBe("Pinhole Leak Found Behind a Shower");
    // The business settings are this deployment's .env (with its defaults), never the exported ones.
    const site = readSiteEnv({ ...loadEnv("production", path.resolve(import.meta.dirname, ".."), "") });
    expect(built.settings).toEqual(seedFromSite(site, "/nonexistent/owner-content.json")().settings);
  });
});
