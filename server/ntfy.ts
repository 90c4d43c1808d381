import type { Business, NtfyConfig } from "./config.ts";
import type { StoredQuote } from "./db.ts";
import { describeLead, oneLine, wakesTheOwner } from "./lead.ts";
import { leadSubject } from "./mail.ts";
import type { Sender } from "./outbox.ts";
import { postJson } from "./post-json.ts";

/** ntfy's priorities: 5 ("max") rings through do-not-disturb on the phone apps, 3 is an ordinary notification. */
const PRIORITY = { max: 5, normal: 3 } as const;

/**
 * What the owner's phone shows: who, where, what and how soon, and a link to the lead in the dashboard (behind
 * its sign-in). Never the phone number, email or photos: a push service and a lock screen are not private.
 */
function ntfyMessage(quote: StoredQuote, business: Business) {
  const lead = describeLead(quote);
  return {
    title: leadSubject(lead),
    message: [
      `Name: ${oneLine(quote.name, 80)}`,
      quote.location && `Suburb: ${oneLine(quote.location, 80)}`,
      `Service: ${lead.service}`,
      lead.urgency && `Urgency: ${lead.urgency}`,
    ]
      .filter(Boolean)
      .join("\n"),
    priority: wakesTheOwner(quote) ? PRIORITY.max : PRIORITY.normal,
    tags: [lead.emergency ? "rotating_light" : "wrench"],
    click: `${business.siteUrl}/admin/leads/${quote.id}`,
  };
}

/**
 * Publishes to the topic through ntfy's JSON API (POST to the server's root with the topic in the body), so
 * names in any script reach the phone intact, where headers would need encoding. The outbox retries a failure;
 * ntfy does not de-duplicate, so a send whose answer was lost can arrive twice: for a phone alert, better twice
 * than never (docs/decisions/011-operations.md).
 */
export function createNtfySender(config: NtfyConfig, business: Business): Sender {
  const url = new URL(config.url);
  const topic = url.pathname.split("/").filter(Boolean).pop() ?? "";
  const server = new URL(url.pathname.slice(0, url.pathname.lastIndexOf("/") + 1), url);
  return async (claim, signal) => {
    await postJson(server, {
      headers: config.token ? { Authorization: `Bearer ${config.token}` } : {},
      body: JSON.stringify({ topic, ...ntfyMessage(claim.quote, business) }),
      timeoutMs: config.timeoutMs,
      signal,
    });
  };
}
