import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSmtpSink } from "../test/support/server/smtp-sink";
import { waitFor } from "../test/support/server/wait";
import { startSiteServer, type RunningServer } from "../test/support/site-server";
import { axeViolations } from "../test/support/e2e/axe";
import { browser, viewports } from "../test/support/e2e/browser";
import { addOwner, signInAsOwner } from "../test/support/e2e/dashboard";
import { htmlErrors } from "../test/support/e2e/html";
import { seedHours as repositoryHours } from "../app/content/seed";
import type { OfficeHours } from "../shared/office-hours";
import { answerBy } from "../server/answer-by";

const seedHours = repositoryHours();

// The owner's path on a phone (docs/decisions/012-owner-editing.md), against the real inbox and the real build:
// a home testimonial hidden and a suburb page's words changed in the editors, a phone number, a new review and an FAQ
// answer changed, the site built by `react-router build` in the inbox's child process, previewed, made live while a
// visitor keeps loading pages, then rolled back.

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
type Content = {
  revision: number;
  content: {
    claims: { hours: OfficeHours };
    settings: Record<string, string>;
    reviews: { id: string; name: string; rating: number; service: string; text: string; hidden: boolean }[];
    faqs: { id: string; question: string; answer: string }[];
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
let inbox: RunningServer;
let sink: Sink;

beforeAll(async () => {
  sink = await startSmtpSink();
  inbox = await startSiteServer({
    SMTP_URL: sink.url,
    LEADS_EMAIL_TO: "owner@example.co.nz",
    LEADS_EMAIL_FROM: "Leads <leads@example.com>",
    QUOTE_ACK_EMAIL: "true",
  });
  await addOwner(inbox.dataDir);
});
afterAll(async () => {
  await inbox?.stop();
  await sink?.close();
});

const page = (path: string) =>
  fetch(`${inbox.url}${path}`).then(async (r) => ({ status: r.status, html: await r.text() }));
const telLinks = (html: string) => [...html.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1]!);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!).join("\n");

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
  test("a phone, a review and an FAQ go live everywhere; roll back returns the site as it was", async () => {
    const context = await (await browser()).newContext({ baseURL: inbox.url, viewport: viewports.mobile });
    const tab = await context.newPage();
    const dialogs: string[] = [];
    tab.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
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
      const { revision, content: stored } = (await saved.json()) as Content;
      // Stored by the owner's rules (shared/owner-text.ts): the phone in its national form, the invisible ones gone.
      expect(stored.settings.BUSINESS_PHONE).toBe(NEW_PHONE);
      expect(stored.faqs[0]!.answer).toBe(`${head.content.faqs[0]!.answer} ${INJECTION}`);
      expect((await page("/")).html).toBe(before.html);

      // Build, on the Website page at 375 px.
      await tab.goto("/admin/site");
      await tab.getByRole("button", { name: `Build revision ${revision}` }).click();
      const goLive = tab.getByRole("button", { name: `Go live with the build of revision ${revision}` });
      await goLive.waitFor({ timeout: 150_000 });

      // Preview: the real pages at their real addresses, for this browser only, opened at the page the change is
      // about (a review was added: /reviews), under a bar that says it is a preview.
      const [preview] = await Promise.all([
        context.waitForEvent("page"),
        tab.getByRole("link", { name: `Preview the build of revision ${revision} (opens in a new tab)` }).click(),
      ]);
      await preview!.waitForURL((url) => url.pathname === "/reviews");
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
      for (const [path, html] of [
        ["/faq", faq],
        ["/reviews", reviews],
        ["/", home],
        ["/areas/papakura", suburb],
        ["/about", aboutPage],
      ] as const) {
        expect(await htmlErrors(html, path), path).toEqual([]);
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

      // Roll back: the site as it was before, byte for byte.
      await tab.goto("/admin/site");
      await tab.getByRole("button", { name: "Roll back…" }).click();
      await tab.getByRole("button", { name: "Yes, roll back" }).click();
      await waitFor("the old home page", async () => (await page("/")).html === before.html);
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
  }, 240_000);
});
