import { createTransport } from "nodemailer";
import { seedClaims } from "../../app/content/seed.ts";
import { callNowText, callNowWords } from "../../shared/forms/emergency.ts";
import { formatBytes } from "../../shared/forms/photos.ts";
import { formatDateTime } from "../../shared/date-time.ts";
import { telHref } from "../../shared/phone.ts";
import type { Business, EmailConfig, CurrentBusiness } from "../config/config.ts";
import type { ClaimedDelivery } from "../quotes/delivery-queue.ts";
import { markup, type SafeHtml } from "../core/html.ts";
import { DEFAULT_ATTACH_MAX_BYTES } from "../core/limits.ts";
import { describeLead, isSitePath, oneLine, type Lead } from "../quotes/lead.ts";
import { SKIPPED, type Sender } from "./outbox.ts";
import { withHeldSpam, type HeldSpam } from "../quotes/held-spam.ts";
import type { PhotoStore, StoredPhoto } from "../quotes/photo-store.ts";
import { REVIEW_OPT_OUT_PATH, type ReviewRequests } from "../quotes/review-request.ts";

/** When each form promises a call back: the words the visitor read next to the form (app/content/site.json). */
const claims = seedClaims();
export const RESPONSE_PROMISE = { home: claims.homeResponse, quote: claims.quoteResponse } as const;

export interface Email {
  subject: string;
  text: string;
  html: string;
}

/** The photos sent with a quote, as the email tells of them. */
interface PhotoNote {
  photos: readonly StoredPhoto[];
  attached: boolean;
}

const photoName = (photo: StoredPhoto) => `quote-${photo.quote_id}-photo-${photo.position}.jpg`;

/** "Photos: 3 attached (2.4 MB)", or why they are not and where they are. */
function photoLines(note: PhotoNote, business: Business): { summary: string; list: string[] } {
  const { photos } = note;
  const total = formatBytes(photos.reduce((sum, p) => sum + p.bytes, 0));
  const count = photos.length === 1 ? "1 photo" : `${photos.length} photos`;
  const summary = note.attached
    ? `${count} attached (${total})`
    : `${count} (${total}), too large to attach: see them in the dashboard at ${business.siteUrl}/admin/leads/${photos[0]?.quote_id}`;
  const list = note.attached
    ? []
    : photos.map((p) => `${photoName(p)}: ${p.width} × ${p.height} px, ${formatBytes(p.bytes)}`);
  return { summary, list };
}

const urgencyWord = (lead: Lead) =>
  lead.emergency
    ? "EMERGENCY"
    : ({ urgent: "URGENT", soon: "This week", flexible: "Flexible" } as Record<string, string>)[lead.quote.urgency];

/** "EMERGENCY: Leak Detection — Aroha, Papatoetoe": what the owner needs to decide from the lock screen. */
export function leadSubject(lead: Lead): string {
  const { quote } = lead;
  const who = [oneLine(quote.name, 60), oneLine(quote.location, 60)].filter(Boolean).join(", ");
  return `${urgencyWord(lead) ?? "Quote request"}: ${oneLine(lead.service, 60)} — ${who}`;
}

/** The frame of every HTML email the server sends. */
export const emailLayout = (body: SafeHtml) =>
  markup`<!DOCTYPE html>
    <html lang="en-NZ">
      <body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
        ${body}
      </body>
    </html>`.value;

/** The lead for the business: every field, where it came from, and a phone link to call the customer back. */
function leadEmail(
  lead: Lead,
  business: Business,
  note: PhotoNote = { photos: [], attached: false },
  /** The held-spam line, on the alerts that carry it. */
  also?: string,
): Email {
  const { quote } = lead;
  const page = quote.page && isSitePath(quote.page) ? `${business.siteUrl}${quote.page}` : quote.page;
  const rows: [string, string][] = [
    ["Name", oneLine(quote.name, 200)],
    ["Phone", oneLine(quote.phone, 40)],
    ["Email", quote.email],
    ["Service", lead.service],
    ["Urgency", lead.urgency],
    ["Location", oneLine(quote.location, 200)],
  ];
  const filled = rows.filter(([, value]) => value !== "");
  const heading = `${lead.emergency ? "EMERGENCY quote request" : "New quote request"} from the ${lead.source}`;
  // One tap from the notification to the lead in the dashboard (after signing in, it opens straight there).
  const dashboard = `${business.siteUrl}/admin/leads/${quote.id}`;
  const footer = [
    `Page: ${page || "(not sent)"}`,
    `Received: ${formatDateTime(quote.received_at)}`,
    `Quote #${quote.id}`,
    `Open in your dashboard: ${dashboard}`,
  ];
  const photos = note.photos.length > 0 ? photoLines(note, business) : undefined;
  const text = [
    heading,
    "",
    ...filled.map(([label, value]) => `${`${label}:`.padEnd(10)}${value}`),
    `Call:     ${telHref(quote.phone)}`,
    "",
    "Message:",
    quote.message.replace(/\r\n?/g, "\n") || "(none)",
    "",
    ...(photos ? [`Photos: ${photos.summary}`, ...photos.list.map((line) => `  ${line}`), ""] : []),
    ...(also ? [`${also}: ${business.siteUrl}/admin/spam`, ""] : []),
    ...footer,
    "",
  ].join("\n");
  const cell = (label: string, value: string) => {
    if (label === "Phone") return markup`<a href="${telHref(value)}">${value}</a> (tap to call)`;
    if (label === "Email") return markup`<a href="mailto:${value}">${value}</a>`;
    return value;
  };
  const body = markup`<h1 style="font-size:20px;color:${lead.emergency ? "#b00020" : "#1a1a1a"}">${heading}</h1>
    <p>
      <a href="${telHref(quote.phone)}" style="font-size:20px;font-weight:bold"
        >Call ${oneLine(quote.name, 60)} on ${quote.phone}</a
      >
    </p>
    <table role="presentation" style="border-collapse:collapse">
      ${filled.map(
        ([label, value]) =>
          markup`<tr>
            <th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th>
            <td style="padding:4px 0">${cell(label, value)}</td>
          </tr>`,
      )}
    </table>
    <h2 style="font-size:16px">Message</h2>
    <p style="white-space:pre-wrap">${quote.message || "(none)"}</p>
    ${
      photos
        ? markup`<h2 style="font-size:16px">Photos</h2>
          <p>${photos.summary}</p>
          ${photos.list.length > 0 ? markup`<ul>${photos.list.map((line) => markup`<li>${line}</li>`)}</ul>` : ""}`
        : ""
    }
    <p style="color:#555">
      Page: ${page && isSitePath(quote.page) ? markup`<a href="${page}">${page}</a>` : page || "(not sent)"}<br />
      Received: ${formatDateTime(quote.received_at)}<br />
      Quote #${quote.id}
    </p>
    ${also ? markup`<p><a href="${business.siteUrl}/admin/spam">${also}</a></p>` : ""}
    <p><a href="${dashboard}">Open this lead in your dashboard</a></p>`;
  return { subject: leadSubject(lead), text, html: emailLayout(body) };
}

/**
 * The customer's receipt: their reference, a summary of what they chose, the promise in the words the form showed,
 * and the 24/7 number (at the top, for an emergency: call now rather than wait for our reply). It deliberately repeats
 * nothing the visitor typed (not even the name): anyone can enter any address in the form, and our mail server must
 * not become a way to send chosen words to a stranger. The summary is of their choices from the form's own lists
 * (the service, how soon), the number of photos and when it arrived. No image, no tracking, no link but the phone.
 */
function ackEmail(lead: Lead, business: Business, photos = 0): Email {
  const { quote } = lead;
  const promise = RESPONSE_PROMISE[quote.form];
  const subject = `We've received your quote request (#${quote.id}) — ${business.name}`;
  const thanks = `Thanks for asking ${business.name} for a quote. We'll contact you ${promise}.`;
  const now = callNowText(business.phone);
  const summary: [string, string][] = [
    ["Your reference", `#${quote.id}`],
    ["Service", lead.service],
    ...(quote.urgency ? ([["How soon", lead.urgency]] as [string, string][]) : []),
    ...(photos > 0 ? ([["Photos", `${photos} received`]] as [string, string][]) : []),
    ["Received", formatDateTime(quote.received_at)],
  ];
  const anyTime = `For an emergency, call us any time on ${business.phone}.`;
  const notYou =
    "You are receiving this because this address was entered in the quote form on our website. If that was not you, you can ignore this message.";
  const text = [
    "Kia ora,",
    "",
    thanks,
    "",
    ...(lead.emergency ? [now, ""] : []),
    "What you sent us:",
    ...summary.map(([label, value]) => `  ${label}: ${value}`),
    "",
    anyTime,
    "",
    notYou,
    "",
    `— ${business.name}`,
    "",
  ].join("\n");
  const call = markup`<a href="${telHref(business.phone)}">${business.phone}</a>`;
  const body = markup`<p>Kia ora,</p>
    <p>${thanks}</p>
    ${
      lead.emergency
        ? markup`<p style="font-weight:bold;color:#b00020">${callNowWords.before}${call}${callNowWords.after}</p>`
        : ""
    }
    <h2 style="font-size:16px">What you sent us</h2>
    <table role="presentation" style="border-collapse:collapse">
      ${summary.map(
        ([label, value]) =>
          markup`<tr>
            <th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th>
            <td style="padding:4px 0">${value}</td>
          </tr>`,
      )}
    </table>
    <p>For an emergency, call us any time on ${call}.</p>
    <p style="color:#555">${notYou}</p>
    <p>— ${business.name}</p>`;
  return { subject, text, html: emailLayout(body) };
}

/**
 * The review request: one short email, sent only when the owner or staff tapped "Ask for a
 * review" on a won job. Like the acknowledgement it repeats nothing the visitor typed, and carries no image, no
 * tracking and no link but the business's own review link, as the owner set it, and the opt-out. It asks every
 * customer alike, with no "if you were happy": review gating is against Google's policy and the Fair Trading Act.
 */
function reviewEmail(business: Business, reviewLink: string, optOutUrl: string): Email {
  const subject = `How did we do? — ${business.name}`;
  const thanks = `Thanks for choosing ${business.name} for your recent job.`;
  const ask =
    "If you have a minute, a short review helps other people find a plumber they can trust. Good or bad, we read every one:";
  const stop = "Don't want review requests from us? Tell us here and we won't ask again:";
  const text = [
    "Kia ora,",
    "",
    thanks,
    "",
    ask,
    reviewLink,
    "",
    "Ngā mihi,",
    `— ${business.name}`,
    "",
    `${stop} ${optOutUrl}`,
    "",
  ].join("\n");
  const body = markup`<p>Kia ora,</p>
    <p>${thanks}</p>
    <p>${ask}</p>
    <p><a href="${reviewLink}" style="font-size:18px;font-weight:bold">Leave a review</a></p>
    <p>Ngā mihi,<br />— ${business.name}</p>
    <p style="color:#555">${stop} <a href="${optOutUrl}">stop review requests</a>.</p>`;
  return { subject, text, html: emailLayout(body) };
}

/** The SMTP transport of every email the server sends: leads, acknowledgements, account notices. */
export function mailTransport(config: EmailConfig) {
  return createTransport({
    url: config.smtpUrl,
    requireTLS: config.requireTLS,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    // Nothing we send refers to files or URLs; refuse them in case visitor text ever reaches an option.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/**
 * One SMTP transport for the lead and the acknowledgement. The Message-ID comes from the delivery's stable key, so
 * a message sent again after a lost reply is recognised as the same message by the receiving mail system.
 */
export function createMailSenders(
  config: EmailConfig,
  /** The settings in effect, asked at each send. */
  business: CurrentBusiness,
  photoStore?: PhotoStore,
  reviews?: Pick<ReviewRequests, "message">,
  /** Held spam, mentioned at most once a day in a lead email. */
  heldSpam?: HeldSpam,
) {
  const transport = mailTransport(config);
  const domain = /@([^\s<>@]+)>?\s*$/.exec(config.from)![1]!;
  const messageId = (claim: ClaimedDelivery) => `<quote-${claim.quote.id}.${claim.delivery.idempotency_key}@${domain}>`;

  const email: Sender = async (claim, signal) => {
    const lead = describeLead(claim.quote);
    // The photos ride along as attachments while they fit a mailbox's usual limits; above that, only their list.
    const photos = photoStore?.forQuote(claim.quote.id) ?? [];
    const attached =
      photos.length > 0 &&
      photos.reduce((sum, p) => sum + p.bytes, 0) <= (config.attachMaxBytes ?? DEFAULT_ATTACH_MAX_BYTES);
    const attachments = attached
      ? photos.flatMap((p) => {
          const stored = photoStore!.read(p.id);
          return stored ? [{ filename: photoName(p), content: stored.bytes, contentType: p.content_type }] : [];
        })
      : [];
    await withHeldSpam(heldSpam, async (also) => {
      await transport.sendMail({
        from: config.from,
        to: config.to,
        replyTo: claim.quote.email ? { name: oneLine(claim.quote.name, 60), address: claim.quote.email } : undefined,
        messageId: messageId(claim),
        ...leadEmail(lead, business.current(), { photos, attached }, also),
        attachments,
        signal,
      });
    });
  };
  /** A short email of the inbox's own to the business (an overdue lead's reminder). */
  const toBusiness = async (claim: ClaimedDelivery, message: Email, signal: AbortSignal) => {
    await transport.sendMail({ from: config.from, to: config.to, messageId: messageId(claim), ...message, signal });
  };
  const ack: Sender = async (claim, signal) => {
    const message = ackEmail(
      describeLead(claim.quote),
      business.current(),
      photoStore?.forQuote(claim.quote.id).length ?? 0,
    );
    await transport.sendMail({
      from: config.from,
      to: claim.quote.email,
      replyTo: config.to,
      messageId: messageId(claim),
      ...message,
      signal,
    });
  };
  const review: Sender = async (claim, signal) => {
    if (!reviews) throw new Error("review requests are not set up");
    const asked = reviews.message(claim.quote.id);
    // Opted out since the tap (or the lead is gone): nothing goes to an address that said no.
    if (!asked) return SKIPPED;
    const now = business.current();
    const optOutUrl = `${now.siteUrl}${REVIEW_OPT_OUT_PATH}?t=${asked.optOutToken}`;
    await transport.sendMail({
      from: config.from,
      to: asked.to,
      replyTo: config.to,
      messageId: messageId(claim),
      // RFC 8058: mail apps offer their own "unsubscribe", which POSTs to the page without opening it.
      headers: { "List-Unsubscribe": `<${optOutUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      ...reviewEmail(now, asked.link, optOutUrl),
      signal,
    });
  };
  return { email, ack, review, toBusiness, close: () => transport.close() };
}
