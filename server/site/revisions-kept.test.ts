import { afterEach, describe, expect, test } from "vitest";
import type { SiteContent } from "../../app/content/document.ts";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard.ts";
import { waitFor } from "../../test/support/server/wait.ts";
import type { BuildInfo } from "./builds.ts";

// A stand-in for the site's build: a home page is all a finished build needs (server/site/builds.ts).
const fakeBuild = `
const fs = require("node:fs"), path = require("node:path");
const client = path.join(process.env.BUILD_DIR, "client");
fs.mkdirSync(client, { recursive: true });
fs.writeFileSync(path.join(client, "index.html"), "<!DOCTYPE html><title>Home</title>");
`;

const DAY = 24 * 60 * 60_000;
let d: Dashboard | undefined;
afterEach(() => {
  d?.close();
  d?.store.close();
});

describe("old revisions pruned on the dashboard (docs/decisions/012-owner-editing.md, Revisions kept)", () => {
  test(
    "a save prunes the year-old revisions but the one a kept build was made from; a pruned one is not found",
    {
      timeout: 30_000,
    },
    async () => {
      d = await startDashboard({ buildCommand: { file: process.execPath, args: ["-e", fakeBuild] } });
      const dashboard = d;
      const owner = await dashboard.session();
      const api = (path: string, body?: unknown) =>
        dashboard.request(`/admin/api/site${path}`, {
          method: body === undefined ? "GET" : "POST",
          cookie: owner,
          headers: { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const save = async (text: string) => {
        const head = (await (await api("/content")).json()) as { revision: number; content: SiteContent };
        head.content.reviews[0]!.text = text;
        const saved = await api("/content", { baseRevision: head.revision, content: head.content });
        expect(saved.status).toBe(200);
        return ((await saved.json()) as { revision: number }).revision;
      };
      const built = await save("The words the site was built with.");
      const started = (await (await api("/builds", {})).json()) as { build: BuildInfo };
      await waitFor("the build", async () => {
        const { builds } = (await (await api("/builds")).json()) as { builds: BuildInfo[] };
        return builds.some((b) => b.id === started.build.id && b.state === "ready");
      });
      const later = [await save("A later change."), await save("Another later change.")];
      for (const id of [built, ...later])
        dashboard.store.db
          .prepare("UPDATE content_revisions SET saved_at = ? WHERE id = ?")
          .run(new Date(Date.now() - 400 * DAY).toISOString(), id);

      const newest = await save("Today's words.");
      const { revisions } = (await (await api("/revisions")).json()) as { revisions: { id: number }[] };
      expect(revisions.map((r) => r.id)).toEqual([newest, built]);
      expect((await api(`/revisions/${later[0]}/restore`, {})).status).toBe(404);
      expect((await api(`/revisions/${built}/restore`, {})).status).toBe(200);
    },
  );
});
