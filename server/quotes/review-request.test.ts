import { afterEach, describe, expect, test } from "vitest";
import { validateQuote } from "./quote-schema.ts";
import { readSiteEnv } from "../../config/env.ts";
import { startInbox } from "../../test/support/server/app";
import { tempDir } from "../../test/support/server/http";
import { startSmtpSink } from "../../test/support/server/smtp-sink";
import { waitFor } from "../../test/support/server/wait";
import { closeParts, startServing } from "../http/compose";
import { openQuoteStore } from "./db";
import { formPageContentSecurityPolicy } from "./form-pages";
import { createReviewRequests, REVIEW_OPT_OUT_PATH, reviewLinkOf } from "./review-request";
import { ContentStore, seedFromSite } from "../site/content-store";

const LINK = "https://g.page/r/example-plumbing/review";
const OWNER = "owner@example.co.nz";

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** The inbox as server/main.ts composes and starts it, with SMTP_URL set: review requests go out through its outbox. */
async function setup() {
  const sink = await startSmtpSink();
  cleanup.push(sink.close);
  const { url, server, parts } = await startInbox({
    config: {
      env: {
        SMTP_URL: sink.url,
        SMTP_TIMEOUT_MS: "5000",
        LEADS_EMAIL_TO: "office@example.com",
        LEADS_EMAIL_FROM: "Example Plumbing <leads@example.com>",
      },
      // Only the review requests this test asks for are queued: no lead email or acknowledgement.
      channels: [],
      retry: { maxAttempts: 3, baseMs: 5, maxMs: 20 },
    },
  });
  const serving = startServing(parts);
  cleanup.push(
    () => closeParts(parts),
    () => serving.stop(),
    () => server.close(),
  );
  const { store, reviews, leads } = parts;
  /** A lead as the home form stores it, marked won by the owner. */
  const wonLead = (fields: { email?: string; name?: string } = {}) => {
    const quote = validateQuote({
      form: "home",
      name: fields.name ?? "Aroha",
      email: fields.email ?? "aroha@example.co.nz",
      phone: "021 555 0199",
      service: "hot-water",
      website: "",
    });
    if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
    const id = store.insert(quote.data, { userAgent: "test" });
    leads.setStatus(id, "won", OWNER);
    return id;
  };
  const reviewRows = () => store.deliveries.list().filter((d) => d.channel === "review");
  return { sink, store, reviews, url, leads, wonLead, reviewRows };
}

/** The opt-out link's token, read from an email's text. */
const tokenIn = (text: string) => /\/reviews\/opt-out\?t=([\w.-]+)/.exec(text)![1]!;

describe("asking a won job for a review", { timeout: 30_000 }, () => {
  test("one short email: the review link, Reply-To the business, an RFC 8058 opt-out, and no tracking", async () => {
    const { sink, store, reviews, wonLead, reviewRows } = await setup();
    const id = wonLead();
    expect(reviews.request(id, OWNER, LINK)).toEqual({ ok: true });
    const [mail] = await waitFor("the review email", () => sink.messages.length === 1 && sink.messages);
    const { message, text, html } = mail!;
    expect(mail!.envelope.to).toEqual(["aroha@example.co.nz"]);
    expect(message.header("subject")).toBe("How did we do? — Example Plumbing Co.");
    expect(message.header("from")).toBe("Example Plumbing <leads@example.com>");
    expect(message.header("reply-to")).toBe("office@example.com");
    const token = tokenIn(text);
    const optOut = `https://www.example.com${REVIEW_OPT_OUT_PATH}?t=${token}`;
    expect(message.header("list-unsubscribe")).toBe(`<${optOut}>`);
    expect(message.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const delivery = reviewRows()[0]!;
    expect(message.header("message-id")).toBe(`<quote-${id}.${delivery.idempotency_key}@example.com>`);

    expect(text).toBe(
      [
        "Kia ora,",
        "",
        "Thanks for choosing Example Plumbing Co. for your recent job.",
        "",
        "If you have a minute, a short review helps other people find a plumber they can trust. Good or bad, we read every one:",
        LINK,
        "",
        "Ngā mihi,",
        "— Example Plumbing Co.",
        "",
        `Don't want review requests from us? Tell us here and we won't ask again: ${optOut}`,
        "",
      ].join("\n"),
    );
    // Asked of every won job alike: no "if you were happy" (review gating).
    expect(text).not.toMatch(/happy|satisf|5 stars|five stars/i);
    // No tracking: no image, no pixel, and no link but the review link as the owner set it and the opt-out.
    expect(html).not.toMatch(/<img|background=|url\(/i);
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"))).toEqual([LINK, optOut]);
    expect(html).toContain(`<a href="${LINK}" style="font-size:18px;font-weight:bold">Leave a review</a>`);
    // Nothing the visitor typed is repeated: not even the name.
    expect(text + html).not.toContain("Aroha");

    await waitFor("the delivery to be recorded", () => reviewRows()[0]!.state === "sent");
    expect(store.deliveries.attempts(delivery.id)).toMatchObject([{ outcome: "sent" }]);
  });

  test("asked once: a second tap is refused, one delivery row, one email; the history records who asked", async () => {
    const { sink, reviews, leads, wonLead, reviewRows } = await setup();
    const id = wonLead();
    expect(reviews.request(id, OWNER, LINK, new Date("2026-11-03T00:15:00Z"))).toEqual({ ok: true });
    expect(reviews.request(id, "staff@example.co.nz", LINK)).toEqual({ ok: false, reason: "already-asked" });
    await waitFor("the review email", () => sink.messages.length === 1);
    await waitFor("the delivery to be sent", () => reviewRows()[0]?.state === "sent");
    expect(reviews.request(id, OWNER, LINK)).toEqual({ ok: false, reason: "already-asked" });
    expect(reviewRows()).toHaveLength(1);
    expect(sink.messages).toHaveLength(1);
    expect(leads.get(id)!.events[0]).toEqual({
      at: "2026-11-03T00:15:00.000Z",
      actor: OWNER,
      kind: "review-requested",
      fromStatus: "",
      toStatus: "",
      note: LINK,
    });
    expect(reviews.state({ id, status: "won", email: "aroha@example.co.nz" }, LINK)).toEqual({
      askedAt: "2026-11-03T00:15:00.000Z",
      askedBy: OWNER,
      blocked: "",
    });
  });

  test("never for a lead that is not won, has no email, or when there is no link or no mail server", async () => {
    const { reviews, leads, wonLead, reviewRows, store } = await setup();
    const open = wonLead();
    leads.setStatus(open, "quoted", OWNER);
    expect(reviews.request(open, OWNER, LINK)).toEqual({ ok: false, reason: "not-won" });
    expect(reviews.request(wonLead({ email: "" }), OWNER, LINK)).toEqual({ ok: false, reason: "no-email" });
    expect(reviews.request(wonLead(), OWNER, "")).toEqual({ ok: false, reason: "no-link" });
    expect(reviews.request(999, OWNER, LINK)).toEqual({ ok: false, reason: "not-found" });
    const offline = createReviewRequests({ store, mailOn: false });
    expect(offline.request(wonLead(), OWNER, LINK)).toEqual({ ok: false, reason: "no-mail" });
    expect(reviews.state({ id: open, status: "quoted", email: "a@example.com" }, LINK).blocked).toBe("not-won");
    expect(reviewRows()).toEqual([]);
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM lead_events WHERE kind = 'review-requested'").get()).toEqual({
      n: 0,
    });
  });
});

describe("the opt-out", { timeout: 30_000 }, () => {
  test("GET only shows a button; POST honours it; that address is never asked again, from any lead", async () => {
    const { sink, store, url, reviews, wonLead, reviewRows } = await setup();
    const first = wonLead({ email: "Aroha@Example.co.nz" });
    reviews.request(first, OWNER, LINK);
    await waitFor("the review email", () => sink.messages.length === 1);
    const token = tokenIn(sink.messages[0]!.text);
    const optOut = `${url}${REVIEW_OPT_OUT_PATH}?t=${token}`;

    // A mail scanner fetching the link opts nobody out.
    for (let i = 0; i < 2; i++) {
      const page = await fetch(optOut);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      // No script at all, and the form may post only here.
      expect(page.headers.get("content-security-policy")).toBe(formPageContentSecurityPolicy);
      const html = await page.text();
      expect(html).toContain("<h1>Stop review requests</h1>");
      expect(html).toContain(`<form method="post" action="${REVIEW_OPT_OUT_PATH}?t=${token}">`);
      expect(html).toContain('<button type="submit">Don\'t ask me for reviews</button>');
      expect(html).toMatch(/<meta name="robots" content="noindex" ?\/>/);
    }
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM review_opt_outs").get()).toEqual({ n: 0 });

    const done = await fetch(optOut, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("<h1>You won't be asked again</h1>");
    // Kept as a keyed hash: the address is nowhere in the table.
    const rows = store.db.prepare("SELECT email_hash, at FROM review_opt_outs").all() as { email_hash: string }[];
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/aroha|example/i);
    expect(await (await fetch(optOut)).text()).toContain("You won't be asked again");

    // The same address on another lead, written another way: refused, and the lead page says why.
    const second = wonLead({ email: " aroha@example.CO.NZ" });
    expect(reviews.request(second, OWNER, LINK)).toEqual({ ok: false, reason: "opted-out" });
    expect(reviews.state({ id: second, status: "won", email: " aroha@example.CO.NZ" }, LINK).blocked).toBe("opted-out");
    // Another customer is still asked.
    expect(reviews.request(wonLead({ email: "mere@example.co.nz" }), OWNER, LINK)).toEqual({ ok: true });
    await waitFor("the second customer's email", () => sink.messages.length === 2);
    expect(sink.messages[1]!.envelope.to).toEqual(["mere@example.co.nz"]);
    expect(reviewRows().map((d) => d.quote_id)).not.toContain(second);
  });

  test("a mail app's one-click unsubscribe (RFC 8058) works without opening the page", async () => {
    const { store, url, reviews, wonLead } = await setup();
    const id = wonLead();
    reviews.request(id, OWNER, LINK);
    const token = reviews.message(id)!.optOutToken;
    const res = await fetch(`${url}${REVIEW_OPT_OUT_PATH}?t=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM review_opt_outs").get()).toEqual({ n: 1 });
  });

  test("an address that opts out between the tap and the send gets nothing: the delivery is skipped", async () => {
    const { sink, reviews, wonLead, reviewRows } = await setup();
    const id = wonLead();
    // Both in one turn of the event loop: the outbox's worker, woken by the tap, claims the row only after them.
    reviews.request(id, OWNER, LINK);
    expect(reviews.optOut(reviews.message(id)!.optOutToken)).toBe(true);
    await waitFor("the delivery to be skipped", () => reviewRows()[0]?.state === "skipped");
    expect(sink.messages).toEqual([]);
    expect(reviews.message(id)).toBeUndefined();
  });

  test("a made-up, cut-short or altered token is refused and records nothing", async () => {
    const { store, url, reviews, wonLead } = await setup();
    const id = wonLead();
    reviews.request(id, OWNER, LINK);
    const real = reviews.message(id)!.optOutToken;
    const altered = `${real.slice(0, 44)}${real[44] === "A" ? "B" : "A"}${real.slice(45)}`;
    const forged = `${"A".repeat(43)}.${"A".repeat(22)}`;
    for (const token of ["", "nope", real.slice(0, 50), altered, forged, `${real}x`, "<script>"]) {
      const page = await fetch(`${url}${REVIEW_OPT_OUT_PATH}?t=${encodeURIComponent(token)}`);
      expect(page.status, token).toBe(400);
      expect(await page.text()).toContain("This link does not work");
      const post = await fetch(`${url}${REVIEW_OPT_OUT_PATH}?t=${encodeURIComponent(token)}`, { method: "POST" });
      expect(post.status, token).toBe(400);
    }
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM review_opt_outs").get()).toEqual({ n: 0 });
    expect(reviews.check(real)).toBe("valid");
  });
});

describe("the review link", () => {
  test("is read from the owner's newest saved content, and is empty before one is saved", () => {
    const store = openQuoteStore(tempDir("review-link-"));
    cleanup.push(() => store.close());
    const seed = seedFromSite(readSiteEnv({}));
    const content = new ContentStore(store.db, seed);
    expect(reviewLinkOf(store.db)).toBe("");
    const save = (reviewLink: string | undefined, baseRevision: number) =>
      content.save({
        baseRevision,
        author: OWNER,
        content: { ...seed(), settings: { ...seed().settings, ...(reviewLink === undefined ? {} : { reviewLink }) } },
      });
    expect(save(LINK, 0)).toMatchObject({ status: "saved", revision: 1 });
    expect(reviewLinkOf(store.db)).toBe(LINK);
    expect(content.list()[0]!.summary).toBe("Review request link changed");
    expect(save("http://insecure.example/review", 1)).toMatchObject({
      status: "invalid",
      problems: [{ path: "settings.reviewLink" }],
    });
    expect(save("", 1)).toMatchObject({ status: "saved", revision: 2 });
    expect(reviewLinkOf(store.db)).toBe("");
  });
});
