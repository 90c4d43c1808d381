import { DEFAULT_PHOTO_OPTIONS, type EmailConfig, type WebhookConfig, fixedBusiness } from "../config/config";
import { afterEach, describe, expect, test } from "vitest";
import { validateQuote } from "../quotes/quote-schema.ts";
import { openQuoteStore } from "../quotes/db";
import { createMailSenders } from "./mail";
import { startOutbox } from "./outbox";
import { processPhoto } from "../core/photos";
import { startWebhookSink, tempDir } from "../../test/support/server/http";
import { phoneJpeg } from "../../test/support/server/images";
import { startSmtpSink } from "../../test/support/server/smtp-sink";
import { waitFor } from "../../test/support/server/wait";
import { createWebhookSender } from "./webhook";

const business = fixedBusiness({
  name: "Example Plumbing Co.",
  phone: "09 123 4567",
  siteUrl: "https://www.example.com",
});
const quote = {
  form: "quote",
  name: "Mere",
  email: "mere@example.co.nz",
  phone: "021 555 0199",
  service: "Hot Water Cylinder Repair",
  message: "The label is in the photo",
  page: "/quote",
};

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A store with one quote carrying `count` photos, delivered by email and webhook to sinks on loopback. */
async function deliver(count: number, attachMaxBytes?: number) {
  const sink = await startSmtpSink();
  const hook = await startWebhookSink();
  cleanup.push(sink.close, hook.close);
  const store = openQuoteStore(tempDir("photo-mail-"), { channels: ["email", "webhook"] });
  cleanup.push(() => store.close());
  const email: EmailConfig = {
    smtpUrl: sink.url,
    requireTLS: false,
    timeoutMs: 5_000,
    to: ["owner@example.com"],
    from: "Leads <leads@example.com>",
    attachMaxBytes,
  };
  const webhook: WebhookConfig = { url: hook.url, secret: "s".repeat(32), timeoutMs: 5_000 };
  const mail = createMailSenders(email, business, store.photos);
  const outbox = startOutbox({
    queue: store.deliveries,
    senders: { email: mail.email, webhook: createWebhookSender(webhook, store.photos) },
    maxAttempts: 2,
    retryBaseMs: 5,
    retryMaxMs: 20,
    log: () => {},
  });
  cleanup.push(mail.close, () => outbox.stop());
  const bytes = await phoneJpeg({ width: 800, height: 600 });
  const processed = [];
  for (let i = 0; i < count; i++) {
    const result = await processPhoto({ name: `p${i}.jpg`, bytes }, DEFAULT_PHOTO_OPTIONS);
    if (!result.ok) throw new Error(JSON.stringify(result));
    processed.push(result.photo);
  }
  const placed = await store.photos.place(processed);
  const valid = validateQuote(quote);
  if (!valid.ok) throw new Error("bad fixture");
  const id = await store.save(valid.data, { userAgent: "test", photos: placed.photos });
  const [message] = await waitFor("the lead email", () => sink.messages.length === 1 && sink.messages);
  await waitFor("the webhook", () => hook.received.length === 1);
  return { id, mail: message!, hook: hook.received[0]!, photos: store.photos.forQuote(id), store };
}

/** Attachments straight from the raw message: file name and decoded bytes (the sink's parser reads text only). */
const attachments = (raw: string) =>
  [
    ...raw.matchAll(
      /Content-Disposition: attachment;\s+filename=([^\r\n]+)\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ].map((m) => ({ name: m[1]!.replace(/"/g, ""), bytes: Buffer.from(m[2]!.replace(/\r\n/g, ""), "base64") }));

describe("photos reach the owner", { timeout: 30_000 }, () => {
  test("the email attaches each photo as stored, and says so; the webhook carries ids and sizes, never bytes", async () => {
    const { id, mail, hook, photos, store } = await deliver(2);
    const files = attachments(mail.raw);
    expect(files.map((f) => f.name)).toEqual([`quote-${id}-photo-1.jpg`, `quote-${id}-photo-2.jpg`]);
    expect(files[0]!.bytes.equals(store.photos.read(photos[0]!.id)!.bytes)).toBe(true);
    expect(mail.raw).toMatch(/Content-Type: image\/jpeg; name=/);
    expect(mail.text).toMatch(/^Photos: 2 photos attached \(\d+ KB\)$/m);
    expect(mail.html).toContain("2 photos attached");

    const payload = JSON.parse(hook.body) as { photoCount: number; photos: Record<string, unknown>[] };
    expect(payload.photoCount).toBe(2);
    expect(payload.photos).toEqual(
      photos.map((p) => ({
        id: p.id,
        position: p.position,
        contentType: "image/jpeg",
        bytes: p.bytes,
        width: 800,
        height: 600,
      })),
    );
    expect(hook.body.length).toBeLessThan(2_000);
  });

  test("above the size threshold the email lists the photos and points to the dashboard instead", async () => {
    const { id, mail, hook } = await deliver(3, 1_000);
    expect(attachments(mail.raw)).toEqual([]);
    expect(mail.text).toContain(
      "Photos: 3 photos (", // the total follows
    );
    expect(mail.text).toContain(
      "too large to attach: see them in the dashboard at https://www.example.com/admin/leads/1",
    );
    expect(mail.text).toMatch(new RegExp(`quote-${id}-photo-3\\.jpg: 800 × 600 px, \\d+ KB`));
    expect(mail.html).toContain(`quote-${id}-photo-1.jpg: 800 × 600 px`);
    expect((JSON.parse(hook.body) as { photoCount: number }).photoCount).toBe(3);
  });

  test("a quote without photos reads as before: no Photos line, no attachment, an empty list in the webhook", async () => {
    const { mail, hook } = await deliver(0);
    expect(mail.text).not.toContain("Photos:");
    expect(attachments(mail.raw)).toEqual([]);
    expect(JSON.parse(hook.body)).toMatchObject({ photoCount: 0, photos: [] });
  });
});
