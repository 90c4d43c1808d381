/**
 * The phone alerts' answers of the dashboard API (server/dashboard/alerts.ts, server/delivery/ntfy.ts): each answer's shape, once;
 * the server's types and the dashboard's checks both come from it (shared/api/leads.ts).
 */
import * as z from "zod/mini";

/** How the phone alerts stand, for the dashboard: the topic masked as the start-up log masks it. */
const phoneAlertsState = z.object({
  on: z.boolean(),
  /** The topic's URL with all but its first three characters hidden; "" when off. */
  topicUrl: z.string(),
  /** Where the topic comes from: set on the dashboard, or NTFY_URL in the server's settings. */
  from: z.enum(["dashboard", "server", "none"]),
  /** Whether the server's settings also name a topic (removing the dashboard's goes back to it). */
  serverTopic: z.boolean(),
});
export type PhoneAlertsState = z.infer<typeof phoneAlertsState>;

/** Which ntfy server the alerts go through, in words the dashboard can say. */
const alertServer = z.object({
  /** Its host ("ntfy.sh", "ntfy.example.nz:8080"). */
  host: z.string(),
  /** The public ntfy.sh server, where anyone who knows the topic can read it. */
  public: z.boolean(),
  /** NTFY_TOKEN is set: the server asks for an account, which the phone's app needs too. */
  signIn: z.boolean(),
});
export type AlertServer = z.infer<typeof alertServer>;

/** GET alerts (and the answer to every change): how the alerts stand, and through which server they go. */
export const alertSetup = z.extend(phoneAlertsState, { server: alertServer });
export type AlertSetup = z.infer<typeof alertSetup>;

/**
 * POST alerts/subscribe: how a phone subscribes to the topic in effect: ntfy's links and the QR code of the web
 * link, which a phone's camera opens. Only in answer to a POST: it holds the whole topic, which GET masks.
 */
export const subscription = z.object({ web: z.string(), app: z.string(), topic: z.string(), qr: z.string() });
export type Subscribe = z.infer<typeof subscription>;

/** POST alerts/topic/new: a new random topic's state, with its links and QR code. */
export const newTopic = z.extend(alertSetup, { subscribe: subscription });
export type NewTopic = z.infer<typeof newTopic>;
