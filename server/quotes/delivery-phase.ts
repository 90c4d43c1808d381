import { isEscalation } from "./answer-by.ts";
import type { Delivery } from "./delivery-queue.ts";

/**
 * Where one delivery stands, read the one way both the dashboard's list and
 * `npm run leads` word it. An escalation not yet tried is scheduled for the lead's answer-by time,
 * not under way; one skipped was not needed, so it is done.
 */
export type DeliveryPhase = "sent" | "not-needed" | "failed" | "sending" | "retrying" | "queued" | "scheduled";

export function deliveryPhase(d: Pick<Delivery, "channel" | "state" | "attempts">): DeliveryPhase {
  if (d.state === "sent" || d.state === "failed" || d.state === "sending") return d.state;
  if (d.state === "skipped") return "not-needed";
  if (d.attempts > 0) return "retrying";
  return isEscalation(d.channel) ? "scheduled" : "queued";
}
