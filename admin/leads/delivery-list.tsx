import type { DeliveryHistory } from "../../shared/api/leads";
import { formatDateTime } from "../ui/format";
import { useNow } from "../ui/use-now";

const channels: Record<string, string> = {
  email: "Email to the business",
  webhook: "Webhook",
  ack: "Acknowledgement to the customer",
  ntfy: "Phone alert",
  "escalation-ntfy": "Overdue reminder to your phone",
  "escalation-email": "Overdue reminder email",
  review: "Review request to the customer",
};

const states: Record<string, string> = {
  sent: "Delivered",
  pending: "Waiting to send",
  sending: "Sending now",
  failed: "Failed: gave up",
  skipped: "Not needed: the lead was answered, or is spam",
};

const outcomes: Record<string, string> = {
  sent: "delivered",
  error: "failed",
  "in-flight": "under way",
  interrupted: "cut short by a restart",
};

/** Each notification the lead set off, with every attempt: the owner sees that a lead did reach the phone. */
export function DeliveryList({ deliveries }: { deliveries: DeliveryHistory[] }) {
  const now = useNow();
  if (deliveries.length === 0)
    return (
      <p className="mt-3 text-muted">
        No notification was sent for this lead: it is stored here only (no email or webhook was set up when it came).
      </p>
    );
  return (
    <ul className="mt-3 space-y-3">
      {deliveries.map((d) => (
        <li key={d.channel} className="rounded-xl bg-white p-3 ring-1 ring-line">
          <p className="font-semibold text-navy-900">
            {channels[d.channel] ?? d.channel}:{" "}
            {/* An overdue reminder waits for the lead's answer-by time (server/delivery/escalation.ts): scheduled, not late. */}
            {d.state === "pending" && d.attempts === 0 && Date.parse(d.nextAttemptAt) > now
              ? `Due ${formatDateTime(d.nextAttemptAt)} if the lead is still unanswered`
              : (states[d.state] ?? d.state)}
          </p>
          <p className="text-sm text-muted">
            {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
            {d.state === "pending" && d.attempts > 0 ? ` · next try ${formatDateTime(d.nextAttemptAt)}` : ""}
          </p>
          {d.lastError ? <p className="mt-1 text-sm break-words text-red-700">Last error: {d.lastError}</p> : null}
          {d.history.length > 0 ? (
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-navy-700">Every attempt</summary>
              <ol className="mt-2 space-y-1 text-sm">
                {d.history.map((a, i) => (
                  <li key={i}>
                    <time dateTime={a.startedAt}>{formatDateTime(a.startedAt)}</time>:{" "}
                    {outcomes[a.outcome] ?? a.outcome}
                    {a.error ? ` (${a.error})` : ""}
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
