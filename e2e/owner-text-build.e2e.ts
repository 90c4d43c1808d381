import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { scriptHash } from "../server/inline-scripts";
import { cameraJpeg } from "../test/support/server/camera-jpeg";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";

// The owner's words are words, whatever they look like (issue 44), through the real build from the dashboard: a
// review's service written as markup that would end a <style> and start a script, a review's text with script tags
// and with paths of the owner's photos in it, and a new project whose own address is among its former ones. The
// site builds, the page's policy allows the scripts the build wrote and nothing the owner typed, the filter
// still works without script, and the only owner photo published is the one a project shows.

type Review = { id: string; name: string; rating: number; service: string; text: string; hidden: boolean };
type Project = Record<string, unknown> & { id: number; slug: string; title: string };
type Content = { revision: number; content: { reviews: Review[]; projects: Project[] } };
type Build = { id: string; state: string; error: string | null };

const SERVICE = "Drains </style><script>alert(1)</script>";
const NOT_A_PHOTO = "/media/owner/0123456789abcdef0123.jpg";
const ADDRESS = "tap-washer-otara";

let inbox: RunningServer;
beforeAll(async () => {
  inbox = await startSiteServer();
  await addOwner(inbox.dataDir);
});
afterAll(() => inbox?.stop());

const scriptSources = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? "")![1]!.split(" ");

describe("a build of the owner's words that look like markup", () => {
  test("builds, allows only its own scripts, keeps the filter working and publishes only the photos shown", async () => {
    const owner = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
    try {
      const tab = await owner.newPage();
      await signInAsOwner(tab);
      const api: APIRequestContext = tab.request;
      const post = (at: string, data: unknown) =>
        api.post(`/admin/api/site${at}`, { data, headers: { origin: inbox.url } });
      const upload = async (seed: number) => {
        const res = await api.post("/admin/api/site/photos", {
          multipart: {
            photo: { name: `IMG_${seed}.jpg`, mimeType: "image/jpeg", buffer: await cameraJpeg(seed, 800, 600) },
          },
          headers: { origin: inbox.url },
        });
        expect(res.status()).toBe(200);
        return ((await res.json()) as { src: string }).src;
      };
      const shown = await upload(11);
      const onlyNamed = await upload(12);

      const head = (await (await api.get("/admin/api/site/content")).json()) as Content;
      const content = structuredClone(head.content);
      const review = content.reviews[0]!;
      review.service = SERVICE;
      review.hidden = false;
      review.text = `Fixed in an hour. <script>alert(2)</script> See ${NOT_A_PHOTO} and ${onlyNamed}.`;
      const { video: _video, beforeImage: _before, afterImage: _after, ...template } = content.projects[0]!;
      content.projects.push({
        ...template,
        id: Math.max(...content.projects.map((p) => p.id)) + 1,
        slug: ADDRESS,
        formerSlugs: [ADDRESS],
        title: "Tap Washer Replaced, Otara",
        isVideo: false,
        featured: false,
        published: true,
        image: shown,
        gallery: [{ image: shown, caption: "The new washer" }],
      });
      const saved = await post("/content", { baseRevision: head.revision, content });
      expect(saved.status(), await saved.text()).toBe(200);

      const started = await post("/builds", {});
      expect(started.status()).toBe(202);
      const { build } = (await started.json()) as { build: Build };
      const done = await waitFor(
        "the build",
        async () => {
          const { builds } = (await (await api.get("/admin/api/site/builds")).json()) as { builds: Build[] };
          return builds.find((b) => b.id === build.id && b.state !== "running");
        },
        200_000,
      );
      expect(done).toMatchObject({ state: "ready", error: null });
      expect((await post(`/builds/${build.id}/live`, {})).status()).toBe(200);

      // The owner photos published are the project's, every file of it; none a text only names.
      const client = path.join(inbox.dataDir, "builds", build.id, "out", "client");
      const published = readdirSync(path.join(client, "media", "owner"));
      const stem = (src: string) => path.basename(src, ".jpg");
      expect(published.every((name) => name.startsWith(stem(shown)))).toBe(true);
      expect(published).toContain(`${stem(shown)}.jpg`);
      for (const src of [NOT_A_PHOTO, onlyNamed]) {
        expect(existsSync(path.join(client, "media", "owner", path.basename(src))), src).toBe(false);
        expect((await fetch(`${inbox.url}${src}`)).status, src).toBe(404);
      }
      expect((await fetch(`${inbox.url}${shown}`)).status).toBe(200);

      // The new project answers at its address: no redirect from it to itself.
      const projectPage = await fetch(`${inbox.url}/project/${ADDRESS}`, { redirect: "manual" });
      expect(projectPage.status).toBe(200);
      expect(existsSync(path.join(client, "_redirects"))).toBe(false);

      // /reviews: the owner's markup is text, and the policy allows exactly the page's three scripts (the speculation
      // rules, the reviews filter's and the page script).
      const reviews = await fetch(`${inbox.url}/reviews`);
      const html = await reviews.text();
      expect(html).not.toMatch(/<script>alert/);
      const record = JSON.parse(readFileSync(path.join(client, ".inline-scripts.json"), "utf8")) as Record<
        string,
        string[]
      >;
      const written = [
        ...html.matchAll(
          /<script (?:type="speculationrules"|data-extra="reviews"|data-analytics="[^"]*")>([\s\S]*?)<\/script>/g,
        ),
      ].map((m) => scriptHash(m[1]!));
      expect(record["reviews/index.html"]).toEqual(written);
      expect(scriptSources(reviews.headers.get("content-security-policy"))).toEqual(["'self'", ...written]);
      expect(written).toHaveLength(3);
      // The static hosts' _headers says the same.
      const headers = readFileSync(path.join(client, "_headers"), "utf8");
      const block = headers.split("\n\n").find((b) => b.startsWith("/reviews\n"))!;
      expect(scriptSources(/Content-Security-Policy: (.*)/.exec(block)![1]!)).toEqual(["'self'", ...written]);

      // The filter, without script and with it: the owner's service is one choice like any other.
      for (const javaScriptEnabled of [false, true]) {
        const visitor = await (await browser()).newContext({ baseURL: inbox.url, javaScriptEnabled });
        try {
          const page = await visitor.newPage();
          const dialogs: string[] = [];
          const errors: string[] = [];
          page.on("dialog", (dialog) => {
            dialogs.push(dialog.message());
            void dialog.dismiss();
          });
          page.on("console", (message) => {
            if (message.type() === "error") errors.push(message.text());
          });
          await page.goto("/reviews", { waitUntil: "networkidle" });
          const cards = page.locator("[data-testid=review-card]:visible");
          const all = await cards.count();
          expect(all).toBeGreaterThan(1);
          await page.getByLabel("Filter by service").selectOption({ label: SERVICE });
          await expect.poll(() => cards.allInnerTexts()).toEqual([expect.stringContaining("Fixed in an hour.")]);
          expect(await page.locator("[data-count-for]:visible").allInnerTexts()).toEqual([
            `Showing 1 of ${all} reviews`,
          ]);
          await page.getByLabel("Filter by service").selectOption("All Services");
          await expect.poll(() => cards.count()).toBe(all);
          expect(dialogs, `JavaScript ${javaScriptEnabled}`).toEqual([]);
          expect(errors, `JavaScript ${javaScriptEnabled}`).toEqual([]);
        } finally {
          await visitor.close();
        }
      }
    } finally {
      await owner.close();
    }
  }, 300_000);
});
