import { copyFileSync, existsSync, lstatSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { seedContent } from "../../app/content/seed";
import { readSiteEnv } from "../../config/env";
import { tempDir } from "../../test/support/server/http";
import { waitFor } from "../../test/support/server/wait";
import { logger } from "../core/log";
import { Builds, KEEP_BUILDS, SEED, type BuildInfo } from "./builds";

// The build pipeline with a stand-in for `react-router build` (the real one runs in e2e/publish.e2e.ts): a child
// that writes a page naming the phone of the content it was given, or fails, or hangs until it is killed.
const fakeBuild = `
const fs = require("node:fs"), path = require("node:path");
const mode = process.argv[1];
const content = JSON.parse(fs.readFileSync(process.env.SITE_CONTENT, "utf8"));
if (mode === "fail") { console.error("Error: Invalid content in the build"); process.exit(1); }
if (mode === "fail-paths") {
  // What a real build prints when it fails, with the paths it names on this server.
  console.error("Error: Invalid content in " + process.env.SITE_CONTENT + ":\\n  projects.0.image: Add a photo.");
  console.error("Error: Prerender: Request failed for /_.data while prerendering the \`/reviews\` path.");
  console.error("    at attempt (file://" + process.cwd() + "/node_modules/@react-router/dev/dist/vite.js:841:11)");
  console.error("    at read (" + require("node:os").tmpdir() + "/vite-123/entry.js:1:1)");
  console.error("    at run (/usr/lib/node_modules/npm/index.js:2:2)");
  console.error("The site shows /media/owner/0123456789abcdef0123.jpg (SITE_MEDIA=" + process.env.SITE_MEDIA + ")");
  process.exit(1);
}
if (mode === "hang") {
  fs.mkdirSync(path.join(process.env.BUILD_DIR, "client"), { recursive: true });
  setInterval(() => {}, 1000);
} else {
  const client = path.join(process.env.BUILD_DIR, "client");
  fs.mkdirSync(path.join(client, "assets"), { recursive: true });
  fs.writeFileSync(path.join(client, "index.html"), "<p>" + content.settings.BUSINESS_PHONE + "</p>");
  // What the real build says of its steps (config/islands-build.ts timeStep), one line split across two writes.
  process.stdout.write("Prerender (html): / -> index.html\\nbuild step: pre-render 12");
  setTimeout(() => process.stdout.write("00 ms\\n  build step: precompress 300 ms\\n"), 20);
}
`;

const env = readSiteEnv({});
const content = (phone = "09 555 0101") => {
  const doc = seedContent({
    BUSINESS_NAME: env.BUSINESS_NAME,
    BUSINESS_PHONE: env.BUSINESS_PHONE,
    BUSINESS_FREEPHONE: env.BUSINESS_FREEPHONE,
    BUSINESS_EMAIL: env.BUSINESS_EMAIL,
    SOCIAL_FACEBOOK_URL: env.SOCIAL_FACEBOOK_URL,
    SOCIAL_INSTAGRAM_URL: env.SOCIAL_INSTAGRAM_URL,
    REVIEWS_URL: env.REVIEWS_URL,
  });
  return { ...doc, settings: { ...doc.settings, BUSINESS_PHONE: phone } };
};

function builds(dataDir = tempDir("builds-"), mode = "ok") {
  const told: (string | undefined)[] = [];
  const logged: Record<string, unknown>[] = [];
  const made = new Builds({
    dataDir,
    projectDir: process.cwd(),
    log: logger((entry) => logged.push(entry)),
    command: { file: process.execPath, args: ["-e", fakeBuild, mode] },
    onLive: (build) => told.push(build?.content.settings.BUSINESS_PHONE),
  });
  const finished = async (build: BuildInfo) =>
    waitFor(`build ${build.id} to finish`, () => made.list().find((b) => b.id === build.id && b.state !== "running"));
  return { dataDir, made, told, finished, logged };
}

describe("building the site from the owner's content", { timeout: 30_000 }, () => {
  test("a finished build's log entry says how long it took, and each step the build timed", async () => {
    const { made, finished, logged } = builds();
    await finished(made.start(content(), 3, "owner@example.co.nz"));
    expect(logged.find((entry) => entry.msg === "site build ready")).toMatchObject({
      ms: expect.any(Number),
      steps: { "pre-render": 1200, precompress: 300 },
    });
  });

  test("a build runs apart, one at a time, and its site is served only once it is finished and made live", async () => {
    const { made, told, finished, dataDir } = builds();
    expect(made.liveDir()).toBeUndefined();
    const first = made.start(content("09 555 0101"), 3, "owner@example.co.nz");
    expect(first).toMatchObject({ revision: 3, by: "owner@example.co.nz", state: "running", finishedAt: null });
    expect(() => made.start(content(), 4, "owner@example.co.nz")).toThrow(/already running/);
    expect(made.running()?.id).toBe(first.id);
    const done = await finished(first);
    expect(done).toMatchObject({ state: "ready", error: null, finishedAt: expect.any(String) });
    // Finished is not live: the live site is still the repository's until the owner says so.
    expect(made.liveDir()).toBeUndefined();
    made.goLive(first.id);
    expect(readFileSync(path.join(made.liveDir()!, "index.html"), "utf8")).toBe("<p>09 555 0101</p>");
    expect(told).toEqual(["09 555 0101"]);
    // The packages the pre-renderer needs resolve from beside the builds, wherever the data folder is.
    expect(lstatSync(path.join(dataDir, "builds", "node_modules")).isSymbolicLink()).toBe(true);
  });

  test("a build kept from the release before one document reads as this release's document", async () => {
    const { made, finished, dataDir } = builds();
    const build = await finished(made.start(content(), 3, "owner@example.co.nz"));
    // What the previous release wrote beside its builds: a version 5 document (test/fixtures/content-v5.json).
    copyFileSync(
      new URL("../../test/fixtures/content-v5.json", import.meta.url),
      path.join(dataDir, "builds", build.id, "content.json"),
    );
    const read = made.content(build.id)!;
    expect(read.version).toBe(8);
    expect(read.services[0]).toMatchObject({ slug: "leak-detection", icon: "Thermometer", priceFrom: 249 });
    expect(read.suburbPages.find((p) => p.slug === "papakura")!.headings.reasons).toBe("Why We Love Papakura");
  });

  test("roll back swaps the previous build back, and again forward", async () => {
    const { made, told, finished } = builds();
    const a = await finished(made.start(content("09 111 1111"), 1, "o@e.nz"));
    const b = await finished(made.start(content("09 222 2222"), 2, "o@e.nz"));
    expect(() => made.rollBack()).toThrow(/no earlier build/);
    // The first build made live can be rolled back to the repository's own site, and forward again.
    made.goLive(a.id);
    expect(made.pointer()).toEqual({ live: a.id, previous: SEED });
    made.rollBack();
    expect(made.pointer()).toEqual({ live: null, previous: a.id });
    expect(made.liveDir()).toBeUndefined();
    made.rollBack();
    expect(made.pointer()).toEqual({ live: a.id, previous: SEED });
    made.goLive(b.id);
    expect(made.pointer()).toEqual({ live: b.id, previous: a.id });
    made.rollBack();
    expect(made.pointer()).toEqual({ live: a.id, previous: b.id });
    expect(readFileSync(path.join(made.liveDir()!, "index.html"), "utf8")).toBe("<p>09 111 1111</p>");
    made.rollBack();
    expect(made.pointer().live).toBe(b.id);
    expect(told).toEqual(["09 111 1111", undefined, "09 111 1111", "09 222 2222", "09 111 1111", "09 222 2222"]);
  });

  test("a failed build says why in words and leaves the live site as it was, byte for byte", async () => {
    const dataDir = tempDir("builds-");
    const good = builds(dataDir);
    const live = await good.finished(good.made.start(content(), 1, "o@e.nz"));
    good.made.goLive(live.id);
    const page = readFileSync(path.join(good.made.liveDir()!, "index.html"));
    const bad = builds(dataDir, "fail");
    const failed = await bad.finished(bad.made.start(content("09 999 9999"), 2, "o@e.nz"));
    expect(failed.state).toBe("failed");
    expect(failed.error).toMatch(/^The build failed \(exit code 1\)\.\nError: Invalid content in the build/);
    expect(() => bad.made.goLive(failed.id)).toThrow(/no finished build/);
    expect(bad.made.pointer().live).toBe(live.id);
    expect(readFileSync(path.join(bad.made.liveDir()!, "index.html"))).toEqual(page);
  });

  test("a failed build's words name no path of the server: the project's files by their path in it, the rest in words", async () => {
    const { made, finished, dataDir } = builds(undefined, "fail-paths");
    const failed = await finished(made.start(content(), 2, "o@e.nz"));
    expect(failed.error).toBe(
      [
        "The build failed (exit code 1).",
        "Error: Invalid content in the data folder:",
        "projects.0.image: Add a photo.",
        "Error: Prerender: Request failed for /_.data while prerendering the `/reviews` path.",
        "at attempt (node_modules/@react-router/dev/dist/vite.js:841:11)",
        "at read (a server path)",
        "at run (a server path)",
        "The site shows /media/owner/0123456789abcdef0123.jpg (SITE_MEDIA=the data folder)",
      ].join("\n"),
    );
    for (const place of [process.cwd(), dataDir, tmpdir(), "/usr/"]) expect(failed.error).not.toContain(place);
  });

  test("a build killed half-way, or cut off by a server restart, is failed and never served", async () => {
    const dataDir = tempDir("builds-");
    const hanging = builds(dataDir, "hang");
    const build = hanging.made.start(content(), 1, "o@e.nz");
    // Killed half-way (the server stopping): failed, with its half-written folder never served.
    await waitFor("the build to start writing", () => existsSync(path.join(dataDir, "builds", build.id, "out")));
    hanging.made.stop();
    const stopped = await hanging.finished(build);
    expect(stopped.state).toBe("failed");
    expect(stopped.error).toMatch(/stopped \(SIGTERM\)/);
    expect(hanging.made.clientDir(build.id)).toBeUndefined();
    // A record still saying "running" after a restart (the server killed with the build) is marked failed.
    const record = path.join(dataDir, "builds", build.id, "build.json");
    writeFileSync(record, JSON.stringify({ ...stopped, state: "running", error: null, finishedAt: null }));
    const restarted = builds(dataDir);
    expect(restarted.made.list()[0]).toMatchObject({ state: "failed", error: "The server stopped during this build." });
    expect(restarted.made.liveDir()).toBeUndefined();
  });

  test(`the last ${KEEP_BUILDS} builds are kept, and never the live or the previous one removed`, async () => {
    const { made, finished, dataDir } = builds();
    const first = await finished(made.start(content(), 1, "o@e.nz"));
    const second = await finished(made.start(content(), 2, "o@e.nz"));
    made.goLive(first.id);
    made.goLive(second.id);
    for (let i = 0; i < KEEP_BUILDS + 2; i++) await finished(made.start(content(), 3 + i, "o@e.nz"));
    const ids = made.list().map((b) => b.id);
    expect(ids).toHaveLength(KEEP_BUILDS + 2);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    const folders = readdirSync(path.join(dataDir, "builds")).filter((name) => /^\d{8}-/.test(name));
    expect(folders).toHaveLength(KEEP_BUILDS + 2);
  });
});
