import { createHmac, timingSafeEqual } from "node:crypto";
import type { WebhookConfig } from "../config/config.ts";
import { describeLead } from "../quotes/lead.ts";
import type { StoredQuote } from "../quotes/migrations.ts";
import type { Sender } from "./outbox.ts";
import { postJson } from "../core/post-json.ts";
import type { StoredPhoto } from "../quotes/photo-store.ts";
import { storedOrigin } from "../quotes/stored-origin.ts";

const TIMESTAMP_HEADER = "X-Leads-Timestamp";
const SIGNATURE_HEADER = "X-Leads-Signature";
/** How old a signed request a receiver should still accept, by default. */
const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * `v2=` + hex HMAC-SHA256 of `${timestamp}.${idempotencyKey}.${body}`. The Idempotency-Key is signed too, so a
 * receiver dropping repeats by that key can trust it: nobody can replay a signed lead under a fresh key, or make a
 * genuine one look like a repeat. (v1 signed `${timestamp}.${body}` only.)
 */
export function signWebhook(secret: string, timestamp: string, idempotencyKey: string, body: string): string {
  return `v2=${createHmac("sha256", secret).update(`${timestamp}.${idempotencyKey}.${body}`).digest("hex")}`;
}

/**
 * For receivers: true when `signature` (the X-Leads-Signature header) signs this exact raw body, timestamp (the
 * X-Leads-Timestamp header, Unix seconds) and Idempotency-Key header under the shared secret, and the timestamp is within the tolerance, so a
 * captured request cannot be replayed later. Pass the body exactly as received, before any JSON parsing.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  body: string;
  timestamp: string | null | undefined;
  idempotencyKey: string | null | undefined;
  signature: string | null | undefined;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  const { secret, body, timestamp, idempotencyKey, signature } = input;
  if (!timestamp || !signature || !idempotencyKey || !/^\d{1,12}$/.test(timestamp)) return false;
  const age = Math.abs((input.now ?? Date.now()) / 1000 - Number(timestamp));
  if (age > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, idempotencyKey, body));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The JSON a receiver gets: the quote as stored, with the service and urgency as the visitor read them, where the
 * visit came from (`origin`: the source's key and words, landing page, referring site, utm
 * tags, click ids and device), and what is known of its photos (never their bytes: they stay on this server, for the
 * signed-in dashboard).
 */
function webhookPayload(quote: StoredQuote, photos: readonly StoredPhoto[]) {
  const lead = describeLead(quote);
  return {
    id: quote.id,
    receivedAt: quote.received_at,
    form: quote.form,
    emergency: lead.emergency,
    name: quote.name,
    phone: quote.phone,
    email: quote.email,
    service: lead.service,
    urgency: lead.urgency,
    location: quote.location,
    message: quote.message,
    page: quote.page,
    origin: storedOrigin(quote),
    photoCount: photos.length,
    photos: photos.map((p) => ({
      id: p.id,
      position: p.position,
      contentType: p.content_type,
      bytes: p.bytes,
      width: p.width,
      height: p.height,
    })),
  };
}

/**
 * POSTs the quote as JSON. The timestamp and signature are fresh on every attempt (so a retry passes the replay
 * window); the Idempotency-Key is the same on every attempt (so a receiver can drop a repeat). Only a 2xx counts:
 * a redirect is not followed, because it would carry a signed lead to an address nobody configured.
 */
export function createWebhookSender(
  config: WebhookConfig,
  photos?: { forQuote: (quoteId: number) => StoredPhoto[] },
): Sender {
  return async (claim, signal) => {
    const body = JSON.stringify(webhookPayload(claim.quote, photos?.forQuote(claim.quote.id) ?? []));
    const timestamp = String(Math.floor(Date.now() / 1000));
    await postJson(config.url, {
      headers: {
        "Idempotency-Key": claim.delivery.idempotency_key,
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signWebhook(config.secret, timestamp, claim.delivery.idempotency_key, body),
      },
      body,
      timeoutMs: config.timeoutMs,
      signal,
    });
  };
}
