import { Hono } from "hono";
import type { CurrentBusiness } from "../config/config.ts";
import type { Logger } from "../core/log.ts";
import { randomTopic, sendTestAlert, subscribeLinks, type PhoneSettings } from "../delivery/ntfy.ts";
import type { AdminEnv } from "../accounts/cookies.ts";
import { qrDataUri } from "../core/qr.ts";
import { jsonBody } from "../accounts/request.ts";
import type { AlertSetup, NewTopic, Subscribe } from "../../shared/api/alerts.ts";

/** Said when a topic is refused: ntfy's own rule, and why it must be long. */
export const TOPIC_RULE =
  "Use 12 to 64 letters, digits, - or _. Anyone who knows the topic can read your alerts: make it hard to guess.";

/**
 * A test alert per account at most this often. A person taps it, looks at the phone and maybe taps again; a burst
 * from a script would spend the public ntfy server's per-address allowance that real lead alerts need.
 */
export const TEST_ALERT_EVERY_MS = 10_000;

/**
 * /admin/api/alerts: the owner's phone alerts (ntfy, docs/decisions/011-operations.md). How they stand (the topic
 * masked), the topic set or removed from the dashboard, and a test alert sent now. Mounted behind the session check
 * and the owner-only rule; the topic is never logged.
 */
export function alertRoutes(options: {
  phone: PhoneSettings;
  business: CurrentBusiness;
  log: Logger;
  now?: () => number;
}) {
  const { phone, business, log } = options;
  const now = options.now ?? Date.now;
  const app = new Hono<AdminEnv>();
  /** When each account last asked for a test alert (sent or not: the ask is what reaches the ntfy server). */
  const lastTest = new Map<number, number>();

  const setup = (): AlertSetup => ({ ...phone.state(), server: phone.server() });
  const subscribe = (): Subscribe | undefined => {
    const config = phone.current();
    if (!config) return undefined;
    const links = subscribeLinks(config.url);
    return { ...links, qr: qrDataUri(links.web) };
  };

  app.get("/", (c) => c.json(setup()));

  // A new topic nobody can guess, made here so the owner never makes one up or types it: the answer carries the
  // links and QR code that subscribe the phone to it. Alerts on the old topic stop at once.
  app.post("/topic/new", (c) => {
    phone.setTopic(randomTopic());
    log.info("phone alert topic made on the dashboard", { user: c.get("user").email });
    // Made just above, so there are links to give.
    return c.json({ ...setup(), subscribe: subscribe()! } satisfies NewTopic);
  });

  // The topic in effect's links and QR code again, for another phone or one that missed it.
  app.post("/subscribe", (c) => {
    const links = subscribe();
    if (!links) return c.json({ error: "Phone alerts are off: make a topic first." }, 409);
    return c.json(links);
  });

  app.post("/topic", async (c) => {
    const topic = (await jsonBody(c))?.topic;
    if (typeof topic !== "string" || !phone.setTopic(topic.trim()))
      return c.json({ error: TOPIC_RULE, field: "topic" }, 400);
    log.info("phone alert topic set on the dashboard", { user: c.get("user").email });
    return c.json(setup());
  });

  app.delete("/topic", (c) => {
    phone.clearTopic();
    log.info("phone alert topic removed from the dashboard", { user: c.get("user").email });
    return c.json(setup());
  });

  app.post("/test", async (c) => {
    const config = phone.current();
    if (!config) return c.json({ error: "Phone alerts are off: set a topic first." }, 409);
    const user = c.get("user");
    const wait = (lastTest.get(user.id) ?? -Infinity) + TEST_ALERT_EVERY_MS - now();
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      c.header("Retry-After", String(seconds));
      return c.json(
        { error: `A test alert was just sent. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.` },
        429,
      );
    }
    lastTest.set(user.id, now());
    const result = await sendTestAlert(config, business.current());
    log.info("test alert", { user: c.get("user").email, sent: result.ok });
    if (!result.ok) return c.json({ error: `Not sent: ${result.error}.` }, 502);
    return c.json({ sent: true });
  });

  return app;
}
