import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cameraJpeg } from "../test/support/server/camera-jpeg";
import { startSmtpSink } from "../test/support/server/smtp-sink";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { axeViolations } from "../test/support/e2e/axe";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";
import { htmlErrors } from "../test/support/e2e/html";
import { seedHours as repositoryHours } from "../app/content/seed";
import type { OfficeHours } from "../shared/office-hours";
import { answerBy } from "../server/quotes/answer-by";
import { scriptHash } from "../server/site/inline-scripts";

const seedHours = repositoryHours();

// The owner's path on a phone (docs/decisions/012-owner-editing.md), against the real inbox and the real build: the
// owner's edits, built by `react-router build` in the inbox's child process, previewed, made live while a visitor
// keeps loading pages, then rolled back. A real build costs the suite a minute of both cores, so the owner's three
// kinds of change share one dashboard, one build, one go-live and one roll back; each is checked on its own pages:
//
// - words and settings: a home testimonial hidden and a suburb page's and the About page's words changed in the
//   editors, the office hours, a phone number, a new review and an FAQ answer changed;
// - a new job: a project with four 12-megapixel photos that carry GPS, added at 375 px (resized in the browser,
//   re-encoded by the inbox), its address changed once saved; beside it a project with only a title and one photo,
//   whose page has no empty section;
// - the owner's words are words, whatever they look like (issue 44): a review's service written as markup that would
//   end a <style> and start a script, its text with script tags and with paths of the owner's photos in it, and a
//   project whose own address is among its former ones. The page's policy allows the scripts the build wrote and
//   nothing the owner typed, the filter still works without script, and the only owner photos published are those a
//   project shows.

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
type Review = { id: string; name: string; rating: number; service: string; text: string; hidden: boolean };
type Project = Record<string, unknown> & {
  id: number;
  slug: string;
  title: string;
  published: boolean;
  image: string;
  gallery: { image: string; caption?: string }[];
};
type Content = {
  revision: number;
  content: {
    claims: { hours: OfficeHours };
    settings: Record<string, string>;
    reviews: Review[];
    faqs: { id: string; question: string; answer: string }[];
    projects: Project[];
  };
};

const NEW_PHONE = "09 555 0199";
const NEW_TEL = "tel:+6495550199";
const INJECTION = "</script><script>alert(1)</script>";
/** Priya's words on the home page (her review on /reviews has others), and Papakura's own page's new introduction. */
const PRIYA_HOME = "Found a hidden leak with the thermal camera when nobody else could. Fixed the same day.";
const PRIYA_REVIEW = "The thermal camera found it behind the shower in under an hour.";
const ABOUT_HEADING = "Meet the Plumbers Next Door";
const PAPAKURA_INTRO = "Papakura's own plumbers: new subdivisions, lifestyle blocks and the town's older streets.";
/**
 * The owner's new office hours: Wednesday evenings only. A home-form lead is then due between 19:00 and 21:00 on a
 * Wednesday, where the repository's hours make it due between 07:00 and 18:00: the two differ at any real time.
 */
const NEW_HOURS: OfficeHours = {
  office: [{ days: [3], opens: "19:00", closes: "21:00" }],
  emergency247: true,
};
/** The new job's first address, its address once changed, and the bare project's. */
const FIRST_ADDRESS = "ensuite-shower-leak-howick";
const ADDRESS = "ensuite-leak-howick";
const BARE = "outside-tap-fixed";
/** The review whose service is markup: one no other check here reads. */
const MARKUP_REVIEW = "tama-w";
const SERVICE = "Drains </style><script>alert(1)</script>";
const NOT_A_PHOTO = "/media/owner/0123456789abcdef0123.jpg";
/** The project whose own address is among its former ones. */
const SELF_NAMED = "tap-washer-otara";

let inbox: RunningServer;
let sink: Sink;
let photos: { name: string; mimeType: string; buffer: Buffer }[];

beforeAll(async () => {
  sink = await startSmtpSink();
  inbox = await startSiteServer({
    SMTP_URL: sink.url,
    LEADS_EMAIL_TO: "owner@example.co.nz",
    LEADS_EMAIL_FROM: "Leads <leads@example.com>",
    QUOTE_ACK_EMAIL: "true",
  });
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
  await sink?.close();
});

const page = (at: string) =>
  fetch(`${inbox.url}${at}`, { redirect: "manual" }).then(async (r) => ({
    status: r.status,
    location: r.headers.get("location"),
    html: await r.text(),
  }));
const telLinks = (html: string) => [...html.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1]!);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!).join("\n");
const scriptSources = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? "")![1]!.split(" ");

/** What sharp reads of an image's metadata blocks: none of them may survive. */
async function metadataOf(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { exif: meta.exif, xmp: meta.xmp, icc: meta.icc, iptc: meta.iptc };
}
const noMetadata = { exif: undefined, xmp: undefined, icc: undefined, iptc: undefined };

/** With E2E_SCREENSHOTS=<folder>: the page at 375 px and 1280 px wide, to look at (docs/decisions/012-owner-editing.md). */
const screenshots = async (tab: Page, name: string) => {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const viewport of Object.values(viewports)) {
    await tab.setViewportSize(viewport);
    await tab.screenshot({ path: `${folder}/${name}-${viewport.width}.png` });
  }
  await tab.setViewportSize(viewports.mobile);
};
/** With E2E_SCREENSHOTS=<folder>: the whole tab as it is, at its width, to look at. */
const screenshot = async (tab: Page, name: string) => {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await tab.screenshot({ path: `${folder}/${name}-${tab.viewportSize()?.width}.png`, fullPage: true });
};

/** A home-form request as the next customer sends it. */
const homeLead = { form: "home" as const, urgency: "", service: "other" };
const quoteFrom = (name: string, phone: string) =>
  fetch(`${inbox.url}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...homeLead, name, phone }),
  });
/** A lead as the dashboard shows it, by its name: when it was received, its answer-by time and its email reminder's. */
const leadNamed = async (tab: Page, name: string) => {
  const list = (await (await tab.request.get("/admin/api/leads")).json()) as { leads: { id: number; name: string }[] };
  const id = list.leads.find((l) => l.name === name)?.id;
  if (id === undefined) throw new Error(`no lead from ${name}`);
  const lead = (await (await tab.request.get(`/admin/api/leads/${id}`)).json()) as {
    receivedAt: string;
    answerBy: string;
    deliveries: { channel: string; nextAttemptAt: string }[];
  };
  const reminder = lead.deliveries.find((d) => d.channel === "escalation-email")?.nextAttemptAt;
  return { ...lead, reminder: reminder && new Date(reminder).toISOString() };
};

/** A JSON call from the dashboard's page, with its session and Origin. */
const api = (tab: Page, path: string, body?: unknown) =>
  body === undefined
    ? tab.request.get(`/admin/api/site${path}`)
    : tab.request.post(`/admin/api/site${path}`, { data: body, headers: { origin: inbox.url } });

describe("the owner edits, builds, previews, publishes and rolls back from a phone", () => {
  test("words, settings, a new project with photos and words that look like markup go live; roll back returns the site as it was", async () => {
    // The photos really carry the camera and where it was taken.
    const original = await sharp(photos[0]!.buffer).metadata();
    expect(original.width! * original.height!).toBe(12_000_000);
    expect(original.exif?.includes(Buffer.from("TestCam"))).toBe(true);

    const context = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
    const tab = await context.newPage();
    const dialogs: string[] = [];
    tab.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      // ---- Words and settings, in the editors and through the API.
      const before = await page("/");
      expect(telLinks(before.html).length).toBeGreaterThan(0);
      expect(before.html).not.toContain(NEW_TEL);
      await signInAsOwner(tab);
      expect(before.html).toContain(PRIYA_HOME);
      expect((await page("/areas/papakura")).html).not.toContain(PAPAKURA_INTRO);

      // In the editors at 375 px: a home testimonial hidden (the review of the same customer stays), and the words of
      // Papakura's own page.
      await tab.goto("/admin/site/reviews");
      const testimonials = tab.getByRole("list", { name: "Home page testimonials" });
      await testimonials.getByRole("button", { name: "Hide home testimonial from Priya S." }).click();
      await screenshots(tab, "home-testimonials-editor");
      await tab.getByRole("button", { name: "Save changes" }).click();
      await tab.getByText(/Saved\. Build the site to publish it\./).waitFor();
      await tab.goto("/admin/site/services");
      // Each area says which page its words are on.
      const areaList = tab.getByRole("region", { name: "Areas" });
      expect(await areaList.textContent()).toContain("Its own page: /areas/papakura.");
      await areaList.getByLabel("Otara", { exact: true }).scrollIntoViewIfNeeded();
      await screenshots(tab, "areas-editor");
      const papakura = tab
        .getByRole("region", { name: "Suburb pages" })
        .locator("details", { has: tab.locator("summary strong", { hasText: /^Papakura$/ }) });
      expect(await papakura.locator("summary").textContent()).toContain("Its own page: /areas/papakura");
      await papakura.locator("summary").click();
      await papakura.getByLabel("Introduction").fill(PAPAKURA_INTRO);
      await papakura.getByLabel("Headline").scrollIntoViewIfNeeded();
      await screenshots(tab, "suburb-page-editor");
      await papakura.getByRole("button", { name: "Add a reason" }).scrollIntoViewIfNeeded();
      await screenshots(tab, "suburb-page-lists");
      await tab.getByRole("button", { name: "Save changes" }).click();
      await tab.getByText(/Saved\. Build the site to publish it\./).waitFor();

      // The About page's heading, in the Page words editor: its group opened, its box named by the schema.
      await tab.goto("/admin/site/pages");
      const tops = tab.getByRole("region", { name: "The top of each page" });
      const about = tops.locator("details", { has: tab.locator("summary", { hasText: /^About page/ }) });
      await about.locator("summary").click();
      await about.getByLabel("Heading", { exact: true }).fill(ABOUT_HEADING);
      await screenshots(tab, "page-words-editor");
      await tab.getByRole("button", { name: "Save changes" }).click();
      await tab.getByText(/Saved\. Build the site to publish it\./).waitFor();

      // The opening hours as days and times, at 375 px: every day closed but Wednesday, open 19:00 to 21:00.
      await tab.goto("/admin/site/settings");
      const hours = tab.getByRole("group", { name: "Opening hours" });
      for (const day of ["Monday", "Tuesday", "Thursday", "Friday", "Saturday", "Sunday"])
        await hours.getByRole("checkbox", { name: `${day} open` }).uncheck();
      await hours.getByLabel("Wednesday opens").fill("19:00");
      await hours.getByLabel("Wednesday closes").fill("21:00");
      await hours.getByLabel("Wednesday closes").scrollIntoViewIfNeeded();
      await screenshots(tab, "hours-editor");
      await tab.getByRole("button", { name: "Save changes" }).click();
      await tab.getByText(/Saved\. Build the site to publish it\./).waitFor();

      // Bad content is refused field by field, and nothing changes.
      const head = (await (await api(tab, "/content")).json()) as Content;
      expect(head.content.claims.hours).toEqual(NEW_HOURS);
      const bad = structuredClone(head.content);
      bad.reviews[0]!.rating = 7;
      bad.settings.SOCIAL_FACEBOOK_URL = "javascript:alert(1)";
      const refused = await api(tab, "/content", { baseRevision: head.revision, content: bad });
      expect(refused.status()).toBe(400);
      const { problems } = (await refused.json()) as { problems: { path: string }[] };
      expect(problems.map((p) => p.path)).toEqual(
        expect.arrayContaining(["reviews.0.rating", "settings.SOCIAL_FACEBOOK_URL"]),
      );

      // The owner's edits: the phone (written another way), a new four-star review on top, and an FAQ answer with
      // markup in it and invisible characters pasted along (NUL, a right-to-left override, a zero-width space).
      const edited = structuredClone(head.content);
      edited.settings.BUSINESS_PHONE = "+64 9 555 0199";
      edited.reviews.unshift({
        id: "aroha-k",
        name: "Aroha K.",
        rating: 4,
        service: "Blocked Drain",
        text: "Came on a Tuesday afternoon and cleared the drain in an hour.",
        hidden: false,
      });
      edited.faqs[0]!.answer = `${edited.faqs[0]!.answer}\0\u202e\u200b ${INJECTION}\0`;
      const saved = await api(tab, "/content", { baseRevision: head.revision, content: edited });
      expect(saved.status()).toBe(200);
      const { content: edits } = (await saved.json()) as Content;
      // Stored by the owner's rules (shared/owner-text.ts): the phone in its national form, the invisible ones gone.
      expect(edits.settings.BUSINESS_PHONE).toBe(NEW_PHONE);
      expect(edits.faqs[0]!.answer).toBe(`${head.content.faqs[0]!.answer} ${INJECTION}`);
      expect((await page("/")).html).toBe(before.html);

      // ---- Words that look like markup, through the API: two photos uploaded, one shown by a new project whose own
      // address is among its former ones, the other only named in a review's text.
      const upload = async (seed: number) => {
        const res = await tab.request.post("/admin/api/site/photos", {
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
      {
        const latest = (await (await api(tab, "/content")).json()) as Content;
        const content = structuredClone(latest.content);
        const review = content.reviews.find((r) => r.id === MARKUP_REVIEW)!;
        expect(review.hidden).toBe(false);
        review.service = SERVICE;
        review.text = `Fixed in an hour. <script>alert(2)</script> See ${NOT_A_PHOTO} and ${onlyNamed}.`;
        const { video: _video, beforeImage: _before, afterImage: _after, ...template } = content.projects[0]!;
        content.projects.push({
          ...template,
          id: Math.max(...content.projects.map((p) => p.id)) + 1,
          slug: SELF_NAMED,
          formerSlugs: [SELF_NAMED],
          title: "Tap Washer Replaced, Otara",
          isVideo: false,
          featured: false,
          published: true,
          image: shown,
          gallery: [{ image: shown, caption: "The new washer" }],
        });
        const markup = await api(tab, "/content", { baseRevision: latest.revision, content });
        expect(markup.status(), await markup.text()).toBe(200);
      }

      // ---- A new job with four camera photos, and a bare one, in the project editor at 375 px.
      expect((await page(`/project/${FIRST_ADDRESS}`)).status).toBe(404);
      const uploads: number[] = [];
      tab.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/admin/api/site/photos"))
          uploads.push(request.postDataBuffer()?.length ?? 0);
      });
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
      const renamed = await waitFor("the second save", async () => {
        const answer = (await (await tab.request.get("/admin/api/site/content")).json()) as {
          revision: number;
          content: { projects: { slug: string; formerSlugs: string[]; gallery: { image: string }[]; image: string }[] };
        };
        return answer.content.projects[0]?.slug === ADDRESS ? answer : undefined;
      });
      // And the editor has the answer: leaving it before then would leave unsaved changes, and the page would stay.
      await tab.getByText(/Saved\. Build the site to publish it\./).waitFor();
      const project = renamed.content.projects[0]!;
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

      // ---- Build, on the Website page at 375 px.
      const revision = built.revision;
      await tab.goto("/admin/site");
      await tab.getByRole("button", { name: `Build revision ${revision}` }).click();
      const goLive = tab.getByRole("button", { name: `Go live with the build of revision ${revision}` });
      await goLive.waitFor({ timeout: 200_000 });

      // Preview: the real pages at their real addresses, for this browser only, opened at the page the change is
      // about (projects were added: the list of them), under a bar that says it is a preview.
      const [preview] = await Promise.all([
        context.waitForEvent("page"),
        tab.getByRole("link", { name: `Preview the build of revision ${revision} (opens in a new tab)` }).click(),
      ]);
      await preview!.waitForURL((url) => url.pathname === "/projects");
      expect(await preview!.locator(`a[href="${NEW_TEL}"]`).count()).toBeGreaterThan(0);
      await preview!.goto(`/project/${ADDRESS}`);
      await preview!.getByRole("heading", { level: 1, name: "Ensuite Shower Leak, Howick" }).waitFor();
      await preview!.goto("/reviews");
      expect(await preview!.locator(`a[href="${NEW_TEL}"]`).count()).toBeGreaterThan(0);
      const bar = preview!.getByRole("region", { name: "Preview" });
      expect(await bar.textContent()).toContain("Preview — not live yet");
      // At the top of the page, in its flow: the page's own heading is below it, not under it.
      const [barBox, headingBox] = [await bar.boundingBox(), await preview!.locator("header").first().boundingBox()];
      expect(barBox!.y).toBe(0);
      expect(headingBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 1);
      await screenshots(preview!, "preview-bar");
      // Leave preview: back on the same page, live, without the bar; a later visit in this browser is the live site.
      await bar.getByRole("button", { name: "Leave preview" }).click();
      await preview!.waitForURL((url) => url.pathname === "/reviews");
      await preview!.getByRole("heading", { level: 1 }).waitFor();
      expect(await preview!.locator("[data-preview-bar]").count()).toBe(0);
      expect(await preview!.locator(`a[href="${NEW_TEL}"]`).count()).toBe(0);
      await preview!.goto("/faq");
      expect(await preview!.locator("[data-preview-bar]").count()).toBe(0);
      expect(await preview!.locator(`a[href="${NEW_TEL}"]`).count()).toBe(0);
      expect(await preview!.locator('a[href="tel:+6491234567"]').count()).toBeGreaterThan(0);
      await preview!.close();
      expect((await page("/")).html).toBe(before.html);
      expect((await page(`/project/${ADDRESS}`)).status).toBe(404);

      // Go live while a visitor keeps loading pages: every answer whole, none failed.
      let loading = true;
      const failed: string[] = [];
      const visitor = (async () => {
        while (loading) {
          const res = await fetch(`${inbox.url}/`);
          const html = await res.text();
          if (res.status !== 200 || !html.trimEnd().endsWith("</html>")) failed.push(`${res.status}`);
        }
      })();
      // The newest build differs from the live site: Go live asks, saying what it changes.
      await goLive.click();
      const question = tab.getByRole("group", { name: `Put the build of revision ${revision} live?` });
      expect(await question.textContent()).toContain(
        `This changes on the live site: the phone ${NEW_PHONE}, 1 review more`,
      );
      await question.getByRole("button", { name: "Yes, go live" }).click();
      await waitFor("the new phone on the live home page", async () => (await page("/")).html.includes(NEW_TEL));
      loading = false;
      await visitor;
      expect(failed).toEqual([]);
      expect((await page(`/project/${ADDRESS}`)).status).toBe(200);

      // ---- Live: the words and settings.
      // Every tel: link, the structured data and the pages carry the new number; the review and the FAQ are there.
      const home = (await page("/")).html;
      const oldTels = new Set(telLinks(before.html));
      expect(telLinks(home)).toContain(NEW_TEL);
      // Every link that dialled the old number dials the new one; the freephone line is another setting.
      for (const href of telLinks(home)) expect([NEW_TEL, "tel:+64800123456"]).toContain(href);
      expect(oldTels).toContain("tel:+6491234567");
      expect(jsonLd(home)).toContain(`"telephone":"+6495550199"`);
      expect(jsonLd(home)).not.toContain(`"telephone":"+6491234567"`);
      const reviews = (await page("/reviews")).html;
      expect(reviews).toContain("Came on a Tuesday afternoon and cleared the drain in an hour.");
      // The hidden home testimonial left the home page; the review of the same customer is still on /reviews.
      expect(home).not.toContain(PRIYA_HOME);
      expect(home).toContain("Burst pipe at 2am and they were here in half an hour. Calm, quick and professional.");
      expect(reviews).toContain(PRIYA_REVIEW);
      // Papakura's own page has its new words; its card on /areas keeps its description.
      const suburb = (await page("/areas/papakura")).html;
      expect(suburb).toContain(PAPAKURA_INTRO.replaceAll("'", "&#x27;"));
      expect(reviews).toContain('aria-label="4 out of 5 stars"');
      // The About page's heading is the owner's.
      const aboutPage = (await page("/about")).html;
      expect(aboutPage).toMatch(new RegExp(`<h1[^>]*>${ABOUT_HEADING}</h1>`));
      // The FAQ's markup is text: escaped in the page and in its JSON-LD, never a script; the page stays valid.
      const faq = (await page("/faq")).html;
      expect(faq).not.toContain(INJECTION);
      expect(faq).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(jsonLd(faq)).not.toContain("</script>");
      expect(faq).not.toMatch(/[\0\u202e\u200b]/);
      for (const [at, html] of [
        ["/faq", faq],
        ["/reviews", reviews],
        ["/", home],
        ["/areas/papakura", suburb],
        ["/about", aboutPage],
      ] as const) {
        expect(await htmlErrors(html, at), at).toEqual([]);
      }
      await tab.goto("/faq");
      await tab.getByRole("heading", { level: 1 }).waitFor();
      expect(dialogs).toEqual([]);
      expect(await axeViolations(context, "/reviews", { bestPractice: false })).toEqual([]);

      // The next customer's acknowledgement gives the new number.
      const quote = await fetch(`${inbox.url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          form: "home",
          name: "Mere Customer",
          phone: "021 555 0142",
          email: "mere@example.co.nz",
          service: "other",
        }),
      });
      expect(quote.status).toBe(201);
      const ack = await waitFor("the acknowledgement", () =>
        sink.messages.find((m) => m.envelope.to.includes("mere@example.co.nz")),
      );
      expect(ack.text).toContain(NEW_PHONE);
      // Her answer-by time, and so her reminder's, is counted by the live build's hours, not the repository's.
      const mere = await leadNamed(tab, "Mere Customer");
      expect(mere.answerBy).toBe(answerBy({ ...homeLead, received_at: mere.receivedAt }, NEW_HOURS));
      expect(mere.answerBy).not.toBe(answerBy({ ...homeLead, received_at: mere.receivedAt }, seedHours));
      expect(mere.reminder).toBe(mere.answerBy);
      // The page says so too: one line a set of hours, the emergency line still there.
      expect(home).toContain(">Wed 7PM-9PM</dd>");
      expect(home).toContain(">Mon-Tue, Thu-Sun Closed</dd>");
      expect(home).toContain(">Emergency service 24/7</dd>");

      // ---- Live: the new job's pages.
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
      const shownText = await tab.locator("main").innerText();
      for (const words of ["The Challenge", "Our Solution", "Key Features", "Duration", "Location", "Client:"])
        expect(shownText, words).not.toContain(words);
      // The month it was finished is the one fact a new project starts with.
      expect(shownText).toMatch(/Completed\s+\w+ 20\d\d/);
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

      // ---- Live: the owner's words that look like markup.
      const { live: buildId } = (await (await api(tab, "/builds")).json()) as { live: string };
      const client = path.join(inbox.dataDir, "builds", buildId, "out", "client");
      // The owner photos published are those the projects show, every file of each; none a text only names.
      const stem = (src: string) => path.basename(src, ".jpg");
      const { content: builtContent } = (await (await api(tab, "/content")).json()) as Content;
      const projectPhotos = new Set(
        builtContent.projects
          .filter((p) => p.published)
          .flatMap((p) => [p.image, ...p.gallery.map((g) => g.image)])
          .filter((src) => src.startsWith("/media/owner/"))
          .map(stem),
      );
      // The tap washer's, the new job's four and the bare project's one.
      expect(projectPhotos.size).toBe(6);
      expect(projectPhotos).toContain(stem(shown));
      const published = readdirSync(path.join(client, "media", "owner"));
      for (const name of published)
        expect(
          [...projectPhotos].some((s) => name.startsWith(s)),
          name,
        ).toBe(true);
      for (const s of projectPhotos) expect(published).toContain(`${s}.jpg`);
      for (const src of [NOT_A_PHOTO, onlyNamed]) {
        expect(existsSync(path.join(client, "media", "owner", path.basename(src))), src).toBe(false);
        expect((await fetch(`${inbox.url}${src}`)).status, src).toBe(404);
      }
      expect((await fetch(`${inbox.url}${shown}`)).status).toBe(200);

      // The project named by its own former address answers at it: no redirect from it to itself, where the
      // renamed job's former address has its one.
      expect((await page(`/project/${SELF_NAMED}`)).status).toBe(200);
      expect(readFileSync(path.join(client, "_redirects"), "utf8")).toBe(
        `/project/${FIRST_ADDRESS} /project/${ADDRESS} 301\n`,
      );

      // /reviews: the owner's markup is text, and the policy allows exactly the page's three scripts (the speculation
      // rules, the reviews filter's and the page script).
      const reviewsPage = await fetch(`${inbox.url}/reviews`);
      const reviewsHtml = await reviewsPage.text();
      expect(reviewsHtml).not.toMatch(/<script>alert/);
      const record = JSON.parse(readFileSync(path.join(client, ".inline-scripts.json"), "utf8")) as Record<
        string,
        string[]
      >;
      const written = [
        ...reviewsHtml.matchAll(
          /<script (?:type="speculationrules"|data-extra="reviews"|data-analytics="[^"]*")>([\s\S]*?)<\/script>/g,
        ),
      ].map((m) => scriptHash(m[1]!));
      expect(record["reviews/index.html"]).toEqual(written);
      expect(scriptSources(reviewsPage.headers.get("content-security-policy"))).toEqual(["'self'", ...written]);
      expect(written).toHaveLength(3);
      // The static hosts' _headers says the same.
      const headers = readFileSync(path.join(client, "_headers"), "utf8");
      const block = headers.split("\n\n").find((b) => b.startsWith("/reviews\n"))!;
      expect(scriptSources(/Content-Security-Policy: (.*)/.exec(block)![1]!)).toEqual(["'self'", ...written]);

      // The filter, without script and with it: the owner's service is one choice like any other.
      for (const javaScriptEnabled of [false, true]) {
        const reader = await (await browser()).newContext({ baseURL: inbox.url, javaScriptEnabled });
        try {
          const readerTab = await reader.newPage();
          const readerDialogs: string[] = [];
          const errors: string[] = [];
          readerTab.on("dialog", (dialog) => {
            readerDialogs.push(dialog.message());
            void dialog.dismiss();
          });
          readerTab.on("console", (message) => {
            if (message.type() === "error") errors.push(message.text());
          });
          await readerTab.goto("/reviews", { waitUntil: "networkidle" });
          const cards = readerTab.locator("[data-testid=review-card]:visible");
          const all = await cards.count();
          expect(all).toBeGreaterThan(1);
          await readerTab.getByLabel("Filter by service").selectOption({ label: SERVICE });
          await expect.poll(() => cards.allInnerTexts()).toEqual([expect.stringContaining("Fixed in an hour.")]);
          expect(await readerTab.locator("[data-count-for]:visible").allInnerTexts()).toEqual([
            `Showing 1 of ${all} reviews`,
          ]);
          await readerTab.getByLabel("Filter by service").selectOption("All Services");
          await expect.poll(() => cards.count()).toBe(all);
          expect(readerDialogs, `JavaScript ${javaScriptEnabled}`).toEqual([]);
          expect(errors, `JavaScript ${javaScriptEnabled}`).toEqual([]);
        } finally {
          await reader.close();
        }
      }

      // Roll back: the site as it was before, byte for byte.
      await tab.goto("/admin/site");
      await tab.getByRole("button", { name: "Roll back…" }).click();
      await tab.getByRole("button", { name: "Yes, roll back" }).click();
      await waitFor("the old home page", async () => (await page("/")).html === before.html);
      // The new projects' pages are gone again, and out of the sitemap.
      expect((await page(`/project/${ADDRESS}`)).status).toBe(404);
      expect((await page("/sitemap.xml")).html).not.toContain(ADDRESS);
      expect((await page(`/project/${FIRST_ADDRESS}`)).status).toBe(404);
      expect((await page(`/project/${BARE}`)).status).toBe(404);
      expect((await page(`/project/${SELF_NAMED}`)).status).toBe(404);
      // The repository's build is live again, and so are its hours: the next lead is counted by them.
      expect((await quoteFrom("Tane Customer", "021 555 0177")).status).toBe(201);
      const tane = await leadNamed(tab, "Tane Customer");
      expect(tane.answerBy).toBe(answerBy({ ...homeLead, received_at: tane.receivedAt }, seedHours));
      expect(tane.reminder).toBe(tane.answerBy);

      // The build rolled back from was live before: Go live with it again asks first, naming what it puts back.
      await tab.getByRole("button", { name: `Go live with the build of revision ${revision}…` }).click();
      const back = tab.getByRole("group", { name: `Put the build of revision ${revision} live?` });
      expect(await back.textContent()).toContain(`This puts back: the phone ${NEW_PHONE}, 1 review more`);
      await screenshots(tab, "go-live-question");
      await back.getByRole("button", { name: "Cancel" }).click();
      expect((await page("/")).html).toBe(before.html);
    } finally {
      await context.close();
    }
  }, 480_000);
});
