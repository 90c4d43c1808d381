import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { Business, NtfyConfig, CurrentBusiness } from "../config/config.ts";
import { mask } from "../config/config-report.ts";
import type { StoredQuote } from "../quotes/migrations.ts";
import { withHeldSpam, type HeldSpam } from "../quotes/held-spam.ts";
import { describeLead, oneLine, wakesTheOwner } from "../quotes/lead.ts";
import { leadSubject } from "./mail.ts";
import { SKIPPED, type Sender } from "./outbox.ts";
import { postJson } from "../core/post-json.ts";
import type { AlertServer, PhoneAlertsState } from "../../shared/api/alerts.ts";

/**
 * ntfy's priorities: 5 ("max") rings through do-not-disturb on the phone apps, 4 ("high") is a long vibration, 3 is
 * an ordinary notification.
 */
export const PRIORITY = { max: 5, high: 4, normal: 3 } as const;

/** What ntfy's JSON API takes besides the topic (https://docs.ntfy.sh/publish/#publish-as-json). */
export interface NtfyMessage {
  title: string;
  message: string;
  priority: number;
  tags: string[];
  click?: string;
}

/** The public ntfy server, where a topic set on the dashboard goes when .env names no server of its own. */
const DEFAULT_SERVER = "https://ntfy.sh/";
/** ntfy's own rule for a topic name; at least 12 characters, as the topic is the only thing keeping it private. */
const TOPIC_PATTERN = /^[A-Za-z0-9_-]{12,64}$/;
/** The row of admin_secrets holding a topic the owner set on the dashboard. */
const TOPIC_ROW = "ntfy-topic";
const DEFAULTS = { otherLeads: "normal", timeoutMs: 10_000 } as const;

const topicOf = (url: URL) => url.pathname.split("/").filter(Boolean).pop() ?? "";
const serverOf = (url: URL) => new URL(url.pathname.slice(0, url.pathname.lastIndexOf("/") + 1), url);

/**
 * A topic nobody can guess: 16 random bytes (128 bits) in base64url, which is all letters, digits, - and _, as
 * TOPIC_PATTERN asks. On the public server the topic is the only lock on the alerts.
 */
export const randomTopic = (): string => `leads-${randomBytes(16).toString("base64url")}`;

/**
 * How a phone subscribes to the topic of `url`, in ntfy's documented link formats
 * (https://docs.ntfy.sh/subscribe/phone/#ntfy-links): `ntfy://<host>/<topic>` opens the Android app on the topic and
 * subscribes to it (`?secure=false` for a server on plain HTTP), and `https://<host>/<topic>` is the same topic in
 * ntfy's web app, which any phone's camera opens from a QR code and where the topic can be subscribed to.
 */
export function subscribeLinks(url: string): { web: string; app: string; topic: string } {
  const topicUrl = new URL(url);
  const secure = topicUrl.protocol === "https:";
  return {
    web: `${topicUrl.origin}${topicUrl.pathname}`,
    app: `ntfy://${topicUrl.host}${topicUrl.pathname}${secure ? "" : "?secure=false"}`,
    topic: topicOf(topicUrl),
  };
}

export type PhoneSettings = ReturnType<typeof phoneSettings>;

/**
 * The phone alerts' settings in effect: a topic the owner set on the dashboard (kept in the database, on the server
 * of NTFY_URL or ntfy.sh) wins over NTFY_URL from .env, so the owner can set up and test alerts without editing the
 * server's files (docs/decisions/011-operations.md). Read at each use: a change applies to the next alert. `db` is
 * a getter, as the store that holds it is opened after its options (which ask whether alerts are on) are made.
 */
export function phoneSettings(db: () => DatabaseSync, env: NtfyConfig | undefined) {
  const stored = () =>
    (db().prepare("SELECT value FROM admin_secrets WHERE name = ?").get(TOPIC_ROW) as { value: string } | undefined)
      ?.value;
  /** The server a topic set on the dashboard goes through: NTFY_URL's, or the public one. */
  const server = () => (env ? serverOf(new URL(env.url)) : new URL(DEFAULT_SERVER));
  const current = (): NtfyConfig | undefined => {
    const topic = stored();
    if (!topic) return env;
    return { ...DEFAULTS, ...env, url: new URL(topic, server()).toString() };
  };
  return {
    current,
    /** The server the alerts go through now (the topic in effect's), or would once a topic is made here. */
    server(): AlertServer {
      const url = new URL(current()?.url ?? server());
      return { host: url.host, public: url.origin === new URL(DEFAULT_SERVER).origin, signIn: Boolean(env?.token) };
    },
    state(): PhoneAlertsState {
      const config = current();
      return {
        on: config !== undefined,
        topicUrl: config ? mask(config.url, { lastSegment: true }) : "",
        from: stored() ? "dashboard" : env ? "server" : "none",
        serverTopic: env !== undefined,
      };
    },
    /** Sets the topic; false when it is not a topic name ntfy accepts (TOPIC_PATTERN). */
    setTopic(topic: string): boolean {
      if (!TOPIC_PATTERN.test(topic)) return false;
      db()
        .prepare("INSERT INTO admin_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = ?")
        .run(TOPIC_ROW, topic, topic);
      return true;
    },
    /** Forgets the dashboard's topic: NTFY_URL applies again, or the alerts are off. */
    clearTopic() {
      db().prepare("DELETE FROM admin_secrets WHERE name = ?").run(TOPIC_ROW);
    },
  };
}

/**
 * Publishes to the topic through ntfy's JSON API (POST to the server's root with the topic in the body), so names in
 * any script reach the phone intact, where headers would need encoding. ntfy does not de-duplicate, so a send whose
 * answer was lost can arrive twice: for a phone alert, better twice than never (docs/decisions/011-operations.md).
 */
export async function publish(config: NtfyConfig, message: NtfyMessage, signal: AbortSignal): Promise<void> {
  const url = new URL(config.url);
  await postJson(serverOf(url), {
    headers: config.token ? { Authorization: `Bearer ${config.token}` } : {},
    body: JSON.stringify({ topic: topicOf(url), ...message }),
    timeoutMs: config.timeoutMs,
    signal,
  });
}

/** The lines every push about a lead carries: who, where, what and how soon, never how to reach the customer. */
export function leadLines(quote: StoredQuote): string[] {
  const lead = describeLead(quote);
  return [
    `Name: ${oneLine(quote.name, 80)}`,
    quote.location && `Suburb: ${oneLine(quote.location, 80)}`,
    `Service: ${lead.service}`,
    lead.urgency && `Urgency: ${lead.urgency}`,
  ].filter((line): line is string => Boolean(line));
}

/** One tap from the notification to the lead in the dashboard, behind its sign-in. */
export const leadLink = (quote: StoredQuote, business: Business) => `${business.siteUrl}/admin/leads/${quote.id}`;

/**
 * What the owner's phone shows: who, where, what and how soon, and a link to the lead in the dashboard (behind
 * its sign-in). Never the phone number, email or photos: a push service and a lock screen are not private.
 */
function ntfyMessage(quote: StoredQuote, business: Business, also?: string): NtfyMessage {
  const lead = describeLead(quote);
  return {
    title: leadSubject(lead),
    message: [...leadLines(quote), ...(also ? [also] : [])].join("\n"),
    priority: wakesTheOwner(quote) ? PRIORITY.max : PRIORITY.normal,
    tags: [lead.emergency ? "rotating_light" : "wrench"],
    click: leadLink(quote, business),
  };
}

/**
 * The push for each new lead, on the topic in effect when it is sent; none (skipped) when the owner has turned the
 * alerts off since the lead was queued. Carries the held-spam line when one is due.
 */
export function createNtfySender(
  phone: () => NtfyConfig | undefined,
  business: CurrentBusiness,
  heldSpam?: HeldSpam,
): Sender {
  return async (claim, signal) => {
    const config = phone();
    if (!config) return SKIPPED;
    await withHeldSpam(heldSpam, (also) => publish(config, ntfyMessage(claim.quote, business.current(), also), signal));
  };
}

/**
 * "Send a test alert" on the dashboard: one push now, outside the outbox (the owner is waiting for the answer), and
 * the receiver's error when it refuses.
 */
export async function sendTestAlert(
  config: NtfyConfig,
  business: Business,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await publish(
      config,
      {
        title: `Test alert from ${business.name}`,
        message: "Phone alerts work: new leads will arrive like this.",
        priority: PRIORITY.normal,
        tags: ["white_check_mark"],
        click: `${business.siteUrl}/admin/overview`,
      },
      AbortSignal.timeout(config.timeoutMs),
    );
    return { ok: true };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return { ok: false, error: `${(error as Error).message}${cause}` };
  }
}
