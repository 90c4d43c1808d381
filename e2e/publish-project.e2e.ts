import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cameraJpeg } from "../test/support/server/camera-jpeg";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { axeViolations } from "../test/support/e2e/axe";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";
import { htmlErrors } from "../test/support/e2e/html";

// The owner's new job on a phone (docs/decisions/012-owner-editing.md): a project with four 12-megapixel photos
// that carry GPS, added at 375 px through the dashboard (resized in the browser, re-encoded by the inbox), its
// address changed once saved, built by the real build, previewed, made live, then rolled back. Beside it, in the same
// build, a project with only a title and one photo: shown once saved, its page has no empty section.

const FIRST_ADDRESS = "ensuite-shower-leak-howick";
const ADDRESS = "ensuite-leak-howick";
const BARE = "outside-tap-fixed";
let inbox: RunningServer;
let photos: { name: string; mimeType: string; buffer: Buffer }[];

beforeAll(async () => {
  inbox = await startSiteServer();
  await addOwner(inbox.dataDir);
  photos = await Promise.all(
    [1, 2, 3, 4].map(async (seed) => ({
      name: `IMG_20261124_14${seed}0.jpg`,
      mimeType: "image/jpeg",
      buffer: await cameraJpeg(seed),
    })),
  );
});
afterAll(async () => {
  await inbox?.stop();
});

const page = (at: string) =>
  fetch(`${inbox.url}${at}`, { redirect: "manual" }).then(async (r) => ({
    status: r.status,
    location: r.headers.get("location"),
    html: await r.text(),
  }));

/** What sharp reads of an image's metadata blocks: none of them may survive. */
async function metadataOf(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { exif: meta.exif, xmp: meta.xmp, icc: meta.icc, iptc: meta.iptc };
}
const noMetadata = { exif: undefined, xmp: undefined, icc: undefined, iptc: undefined };

/** With E2E_SCREENSHOTS=<folder>: the tab as it is, at its width, to look at. */
const screenshot = async (tab: Page, name: string) => {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await tab.screenshot({ path: `${folder}/${name}-${tab.viewportSize()?.width}.png`, fullPage: true });
};

describe("the owner adds a project with photos from a phone", () => {
  test("uploaded, built, previewed and live with AVIF and WebP and no EXIF; renamed with a redirect; rolled back", async () => {
    // The photos really carry the camera and where it was taken.
    const original = await sharp(photos[0]!.buffer).metadata();
    expect(original.width! * original.height!).toBe(12_000_000);
    expect(original.exif?.includes(Buffer.from("TestCam"))).toBe(true);

    const context = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
    const tab = await context.newPage();
    const uploads: number[] = [];
    tab.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/admin/api/site/photos"))
        uploads.push(request.postDataBuffer()?.length ?? 0);
    });
    try {
      expect((await page(`/project/${FIRST_ADDRESS}`)).status).toBe(404);
      await signInAsOwner(tab);
      await tab.goto("/admin/site/projects");
      await tab.getByRole("link", { name: "Add a project" }).click();
      await tab.waitForURL(/\/admin\/site\/projects\/\d+$/);

      await tab.getByLabel("Title", { exact: true }).fill("Ensuite Shower Leak, Howick");
      await tab.getByLabel("Short description").fill("A leaking shower mixer found and replaced without retiling.");
      await tab.getByLabel("Client").fill("Home owner, Howick");
      await tab.getByLabel("Location").fill("Howick");
      await tab.getByLabel("Kind of job").selectOption("Leak Detection");
      await tab.getByLabel("Duration").selectOption("1 day");
      await tab.getByLabel("The challenge").fill("Water was pooling under the vanity after every shower.");
      await tab.getByLabel("Our solution").fill("A new mixer cartridge and seals, through the access panel.");
      await tab.getByLabel("Key feature 1", { exact: true }).fill("No tiles lifted");

      // Four photos at once: each made smaller on the phone, then sent one at a time.
      await tab.getByLabel("Add photos").setInputFiles(photos);
      const list = tab.getByRole("list", { name: /^Photos of / });
      await waitFor("four photos uploaded", async () => (await list.getByRole("listitem").count()) === 4, 120_000);
      expect(uploads).toHaveLength(4);
      // A 12 MP photo does not cross the network whole: each upload is a fraction of the original.
      for (const [i, bytes] of uploads.entries()) expect(bytes).toBeLessThan(photos[i]!.buffer.length / 2);
      for (let i = 1; i <= 4; i++) await tab.getByLabel(`Caption of photo ${i}`).fill(`Step ${i} of the repair`);
      await tab.getByRole("button", { name: "Use photo 2 as the cover" }).click();
      await tab.getByLabel("What the cover photo shows").fill("The shower mixer with its cover off");
      // Shown once saved, unless hidden.
      expect(await tab.getByLabel("Hide from the website").isChecked()).toBe(false);
      await tab.getByRole("button", { name: "Save changes" }).click();
      await waitFor("the first save", async () => (await tab.getByText(/saved/i).count()) > 0);

      // Once saved, the address changes only by hand, and the old one keeps working.
      await tab.getByLabel("Page address").fill(ADDRESS);
      await tab.getByRole("button", { name: "Save changes" }).click();
      const head = await waitFor("the second save", async () => {
        const answer = (await (await tab.request.get("/admin/api/site/content")).json()) as {
          revision: number;
          content: { projects: { slug: string; formerSlugs: string[]; gallery: { image: string }[]; image: string }[] };
        };
        return answer.content.projects[0]?.slug === ADDRESS ? answer : undefined;
      });
      // And the editor has the answer: leaving it before then would leave unsaved changes, and the page would stay.
      await tab.getByText(/Saved\. Build the site to publish it\./).waitFor();
      const project = head.content.projects[0]!;
      expect(project.formerSlugs).toEqual([FIRST_ADDRESS]);
      expect(project.gallery).toHaveLength(4);
      expect(project.image).toBe(project.gallery[1]!.image);

      // Nothing the inbox stored keeps the camera's metadata.
      const media = path.join(inbox.dataDir, "media");
      const stored = ["originals", "owner"].flatMap((dir) =>
        readdirSync(path.join(media, dir)).map((name) => path.join(media, dir, name)),
      );
      expect(stored.length).toBeGreaterThanOrEqual(4 * 7 + 4);
      for (const file of stored) expect(await metadataOf(readFileSync(file)), file).toEqual(noMetadata);

      // Another job, with only a title and one photo: the first save is the whole of it.
      await tab.goto("/admin/site/projects");
      await tab.getByRole("link", { name: "Add a project" }).click();
      await tab.waitForURL(/\/admin\/site\/projects\/\d+$/);
      await screenshot(tab, "new-project-form");
      await tab.getByLabel("Title", { exact: true }).fill("Outside tap fixed");
      // A small photo: the 12 MP path is the first project's, and each one costs the suite seconds.
      await tab.getByLabel("Add photos").setInputFiles({
        name: "IMG_20261124_1500.jpg",
        mimeType: "image/jpeg",
        buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#4a7a9c" } })
          .jpeg()
          .toBuffer(),
      });
      await waitFor("the photo uploaded", async () => (await list.getByRole("listitem").count()) === 1, 60_000);
      await tab.getByRole("button", { name: "Save changes" }).click();
      const built = await waitFor("the bare project saved", async () => {
        const answer = (await (await tab.request.get("/admin/api/site/content")).json()) as {
          revision: number;
          content: { projects: { slug: string; published: boolean; image: string; gallery: { image: string }[] }[] };
        };
        return answer.content.projects[0]?.slug === BARE ? answer : undefined;
      });
      const bare = built.content.projects[0]!;
      expect(bare.published).toBe(true);
      expect(bare.image).toBe(bare.gallery[0]!.image);

      // Build, preview, go live.
      await tab.goto("/admin/site");
      await tab.getByRole("button", { name: `Build revision ${built.revision}` }).click();
      const goLive = tab.getByRole("button", { name: `Go live with the build of revision ${built.revision}` });
      await goLive.waitFor({ timeout: 150_000 });
      const [preview] = await Promise.all([
        context.waitForEvent("page"),
        tab.getByRole("link", { name: `Preview the build of revision ${built.revision} (opens in a new tab)` }).click(),
      ]);
      // The preview opens at the page the change is about (the project's, or the list when more than one changed).
      await preview!.waitForURL((url) => url.pathname.startsWith("/project"));
      await preview!.goto(`/project/${ADDRESS}`);
      await preview!.getByRole("heading", { level: 1, name: "Ensuite Shower Leak, Howick" }).waitFor();
      await preview!.close();
      expect((await page(`/project/${ADDRESS}`)).status).toBe(404);
      // The build differs from the live site: Go live asks first.
      await goLive.click();
      await tab.getByRole("button", { name: "Yes, go live" }).click();
      await waitFor("the project live", async () => (await page(`/project/${ADDRESS}`)).status === 200);

      // Its page: AVIF and WebP sources, the photos described in its structured data, valid HTML, no axe violation.
      const live = (await page(`/project/${ADDRESS}`)).html;
      const served = [
        ...new Set([...live.matchAll(/\/media\/owner\/[0-9a-f]{20}(?:-\d+\.(?:avif|webp)|\.jpg)/g)].map((m) => m[0])),
      ];
      expect(served.some((src) => src.endsWith(".avif"))).toBe(true);
      expect(served.some((src) => src.endsWith(".webp"))).toBe(true);
      expect(live).toContain('type="image/avif"');
      expect(live).toContain('type="image/webp"');
      for (const src of served) {
        const response = await fetch(`${inbox.url}${src}`);
        expect(response.status, src).toBe(200);
        expect(await metadataOf(Buffer.from(await response.arrayBuffer())), src).toEqual(noMetadata);
      }
      const work = [...live.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((m) => JSON.parse(m[1]!) as { "@type": string; image?: { caption: string; contentUrl: string }[] })
        .find((block) => block["@type"] === "CreativeWork");
      expect(work?.image?.map((image) => image.caption)).toEqual([
        "The shower mixer with its cover off",
        "Step 1 of the repair",
        "Step 2 of the repair",
        "Step 3 of the repair",
        "Step 4 of the repair",
      ]);
      expect(work!.image!.every((image) => image.contentUrl.includes("/media/owner/"))).toBe(true);
      expect(await htmlErrors(live, `/project/${ADDRESS}`)).toEqual([]);
      expect(await axeViolations(context, `/project/${ADDRESS}`, { bestPractice: false })).toEqual([]);

      // On /projects and in the sitemap with its day; the first address answers 301 to the new one.
      expect((await page("/projects")).html).toContain(`href="/project/${ADDRESS}"`);
      const sitemap = (await page("/sitemap.xml")).html;
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/project/${ADDRESS}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`));
      expect(sitemap).not.toContain(FIRST_ADDRESS);
      expect(await page(`/project/${FIRST_ADDRESS}`)).toMatchObject({ status: 301, location: `/project/${ADDRESS}` });

      // The bare project's page: its title and photo, and no section, heading or fact with nothing in it.
      const bareHtml = (await page(`/project/${BARE}`)).html;
      await tab.goto(`/project/${BARE}`);
      await tab.getByRole("heading", { level: 1, name: "Outside tap fixed" }).waitFor();
      const shown = await tab.locator("main").innerText();
      for (const words of ["The Challenge", "Our Solution", "Key Features", "Duration", "Location", "Client:"])
        expect(shown, words).not.toContain(words);
      // The month it was finished is the one fact a new project starts with.
      expect(shown).toMatch(/Completed\s+\w+ 20\d\d/);
      expect(await tab.locator("main :is(h2, h3, ul, li, dl, dd, figcaption):empty").count()).toBe(0);
      expect(await tab.locator("main figcaption").allInnerTexts()).toEqual(["Outside tap fixed, photo 1"]);
      expect(bareHtml).toMatch(/<meta name="description" content="Outside tap fixed\. A plumbing project by [^"]+\."/);
      const bareWork = [...bareHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
        .find((block) => block["@type"] === "CreativeWork");
      expect(bareWork).toMatchObject({ name: "Outside tap fixed", description: expect.stringMatching(/^Outside tap/) });
      expect(bareWork).not.toHaveProperty("locationCreated");
      expect(await htmlErrors(bareHtml, `/project/${BARE}`)).toEqual([]);
      expect(await axeViolations(context, `/project/${BARE}`, { bestPractice: false })).toEqual([]);
      await screenshot(tab, "bare-project");
      await tab.setViewportSize(viewports.desktop);
      await screenshot(tab, "bare-project");
      await tab.setViewportSize(viewports.mobile);
      expect(sitemap).toContain(`/project/${BARE}</loc>`);

      // Roll back: the page is gone again, and out of the sitemap.
      await tab.goto("/admin/site");
      await tab.getByRole("button", { name: "Roll back…" }).click();
      await tab.getByRole("button", { name: "Yes, roll back" }).click();
      await waitFor("the project gone", async () => (await page(`/project/${ADDRESS}`)).status === 404);
      expect((await page("/sitemap.xml")).html).not.toContain(ADDRESS);
      expect((await page(`/project/${FIRST_ADDRESS}`)).status).toBe(404);
      expect((await page(`/project/${BARE}`)).status).toBe(404);
    } finally {
      await context.close();
    }
  }, 300_000);
});
