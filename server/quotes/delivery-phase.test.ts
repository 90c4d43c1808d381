import { describe, expect, test } from "vitest";
import { deliveryPhase } from "./delivery-phase.ts";

describe("deliveryPhase", () => {
  test.each([
    [{ channel: "email", state: "sent", attempts: 2 }, "sent"],
    [{ channel: "webhook", state: "failed", attempts: 5 }, "failed"],
    [{ channel: "ntfy", state: "sending", attempts: 1 }, "sending"],
    [{ channel: "escalation-ntfy", state: "skipped", attempts: 0 }, "not-needed"],
    [{ channel: "email", state: "pending", attempts: 2 }, "retrying"],
    [{ channel: "escalation-email", state: "pending", attempts: 1 }, "retrying"],
    [{ channel: "email", state: "pending", attempts: 0 }, "queued"],
    [{ channel: "escalation-email", state: "pending", attempts: 0 }, "scheduled"],
  ] as const)("%o is %s", (delivery, phase) => {
    expect(deliveryPhase(delivery)).toBe(phase);
  });
});
