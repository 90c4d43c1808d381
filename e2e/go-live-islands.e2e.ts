import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";
import { siteDir, startSiteServer, type RunningServer } from "../test/support/site-server";

// A page a visitor opened before a go-live still gets its islands after it (docs/decisions/012-owner-editing.md:
// a request for a hashed asset the live build lacks is answered from the builds kept beside it). The real inbox
// serves two builds in its data folder, both the real build under test: the first as it is, the second with every
// chunk in assets/islands/ renamed, and the references to them changed, in the pages and in the chunks. That stands
// in for a build whose island code changed (the owner building after a release that touched the islands): a build
// from the dashboard makes the same chunks as the code it runs, so the rename is what gives the two builds island
// chunks of different names.

const HOME_FORM = '[data-island="home-quote-form"]';

let inbox: RunningServer;
beforeAll(async () => {
  inbox = await startSiteServer();
  await addOwner(inbox.dataDir);
});
afterAll(() => inbox?.stop());

/** A finished build in the inbox's data folder (server/site/builds.ts's layout), its site a copy of the real one. */
function placeBuild(id: string, content: unknown, renameIslands: boolean): string[] {
  const folder = path.join(inbox.dataDir, "builds", id);
  const client = path.join(folder, "out", "client");
  mkdirSync(folder, { recursive: true });
  cpSync(siteDir(), client, { recursive: true });
  writeFileSync(path.join(folder, "content.json"), JSON.stringify(content));
  const now = new Date().toISOString();
  const record = { id, revision: 0, by: "the test", startedAt: now, finishedAt: now, state: "ready", error: null };
  writeFileSync(path.join(folder, "build.json"), JSON.stringify(record));
  const islands = path.join(client, "assets", "islands");
  const chunks = readdirSync(islands).filter((name) => name.endsWith(".js"));
  if (!renameIslands) return chunks;
  const renamed = new Map(chunks.map((name) => [name, name.replace(/\.js$/, "x.js")]));
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).map((f) => path.join(client, f));
  for (const file of files) {
    // The compressed twins would still carry the old names: the server answers from the files themselves.
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (/\.(html|js)$/.test(file)) {
      const text = readFileSync(file, "utf8");
      let changed = text;
      for (const [from, to] of renamed) changed = changed.replaceAll(from, to);
      if (changed !== text) writeFileSync(file, changed);
    }
  }
  for (const [from, to] of renamed) renameSync(path.join(islands, from), path.join(islands, to));
  return [...renamed.values()];
}

const islandScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith("/assets/islands/"))
      .map((p) => p.slice("/assets/islands/".length)),
  );
const hydrated = (page: Page) => page.locator(HOME_FORM).evaluate((el) => el.hasAttribute("data-hydrated"));

describe("going live while a visitor is on a page", () => {
  test("a page loaded before a go-live that changed the islands still hydrates its island after it", async () => {
    const owner = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
    const visitor = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
    try {
      const tab = await owner.newPage();
      await signInAsOwner(tab);
      const goLive = async (id: string) => {
        const res = await tab.request.post(`/admin/api/site/builds/${id}/live`, {
          data: {},
          headers: { origin: inbox.url },
        });
        expect(res.status()).toBe(200);
      };
      const { content } = (await (await tab.request.get("/admin/api/site/content")).json()) as { content: unknown };
      const before = placeBuild("20261206-080000-000001", content, false);
      const after = placeBuild("20261206-080000-000002", content, true);
      expect(before.filter((name) => after.includes(name))).toEqual([]);
      await goLive("20261206-080000-000001");

      // The visitor arrives and reads; the form below the fold has not woken, so nothing of it has loaded yet.
      const page = await visitor.newPage();
      const failed: string[] = [];
      page.on("response", (res) => {
        if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
      });
      await page.goto("/", { waitUntil: "networkidle" });
      expect(await hydrated(page)).toBe(false);
      expect(await islandScripts(page)).toEqual([]);

      // The other build goes live: its home page names other island chunks than the open page does.
      await goLive("20261206-080000-000002");
      const home = await (await fetch(`${inbox.url}/`)).text();
      expect(home).toContain(`/assets/islands/${after.find((name) => name.startsWith("home-quote-form-"))}`);

      // The visitor scrolls to the form: its island wakes with the chunks its page names, from the kept build.
      await page.locator(HOME_FORM).scrollIntoViewIfNeeded();
      await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
      const loaded = await islandScripts(page);
      expect(loaded.length).toBeGreaterThan(1);
      for (const name of loaded) expect(before).toContain(name);
      expect(failed).toEqual([]);

      // A page loaded now is the new build's, whole: its island wakes with the renamed chunks.
      const fresh = await visitor.newPage();
      await fresh.goto("/", { waitUntil: "networkidle" });
      await fresh.locator(HOME_FORM).scrollIntoViewIfNeeded();
      await expect.poll(() => hydrated(fresh), { timeout: 10_000 }).toBe(true);
      for (const name of await islandScripts(fresh)) expect(after).toContain(name);
    } finally {
      await owner.close();
      await visitor.close();
    }
  }, 120_000);
});
