import type { AlertSetup, Subscribe } from "../server/admin/alerts";
import type { AlertServer } from "../server/ntfy";
import { phoneAlertsAnswer } from "./answers";
import { bool, shape, text, type Check } from "./guards";

// The phone alerts' answers (server/admin/alerts.ts), checked as admin/answers.ts checks the others: kept apart
// from that file, which is being rewritten for the leads, and built on its check of how the alerts stand.

const alertServer = shape<AlertServer>({ host: text, public: bool, signIn: bool });

/** GET alerts (and the answer to every change): how the alerts stand and which server they go through. */
export const alertSetupAnswer: Check<AlertSetup> = (value, at) => ({
  ...phoneAlertsAnswer(value, at),
  server: alertServer((value as { server?: unknown }).server, `${at}.server`),
});

/** POST alerts/subscribe: the links and QR code that subscribe a phone to the topic in effect. */
export const subscribeAnswer = shape<Subscribe>({ web: text, app: text, topic: text, qr: text });

/** POST alerts/topic/new: a new random topic's state, with its links and QR code. */
export const newTopicAnswer: Check<AlertSetup & { subscribe: Subscribe }> = (value, at) => ({
  ...alertSetupAnswer(value, at),
  subscribe: subscribeAnswer((value as { subscribe?: unknown }).subscribe, `${at}.subscribe`),
});
