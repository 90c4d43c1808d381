import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Container } from "../../app/components/ui/container";
import { failuresAnswer, type Failure } from "../../shared/api/leads";
import { api } from "./api";
import { FormError } from "../ui/form-error";

const channelName: Record<string, string> = {
  email: "the lead email",
  webhook: "the webhook",
  ack: "the customer's acknowledgement",
  review: "the review request",
  ntfy: "the phone alert",
  "escalation-ntfy": "the overdue reminder to your phone",
  "escalation-email": "the overdue reminder email",
};

/**
 * A lead whose delivery failed for good would otherwise be noticed only in the log: it stays at the top of every
 * dashboard page until the owner retries it or dismisses it (docs/decisions/011-operations.md).
 */
export function FailedDeliveries() {
  const [failures, setFailures] = useState<Failure[]>([]);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    api("deliveries", { signal: controller.signal, expect: failuresAnswer })
      .then((body) => setFailures(body.failures))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError((e as Error).message);
      });
    return () => controller.abort();
  }, []);

  const decide = async (failure: Failure, action: "retry" | "dismiss") => {
    setError(undefined);
    try {
      await api(`deliveries/${failure.id}/${action}`, { method: "POST" });
      setFailures((all) => all.filter((f) => f.id !== failure.id));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  if (failures.length === 0 && !error) return null;
  return (
    <section aria-labelledby="failed-deliveries" className="border-b-4 border-red-700 bg-red-50 py-3">
      <Container>
        <h2 id="failed-deliveries" className="font-bold text-red-800">
          {failures.length === 1 ? "1 lead was not delivered" : `${failures.length} leads were not delivered`}
        </h2>
        <ul className="mt-2 space-y-2">
          {failures.map((failure) => (
            <li key={failure.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>
                <Link to={`/admin/leads/${failure.quoteId}`} className="font-semibold underline">
                  {failure.name}
                </Link>
                : {channelName[failure.channel] ?? failure.channel} failed after {failure.attempts} attempts (
                {failure.lastError})
              </span>
              <button
                type="button"
                onClick={() => void decide(failure, "retry")}
                aria-label={`Retry ${channelName[failure.channel] ?? failure.channel} for ${failure.name}`}
                className="min-h-11 rounded-full bg-navy-900 px-4 text-sm font-semibold text-white"
              >
                Retry
              </button>
              <button
                type="button"
                onClick={() => void decide(failure, "dismiss")}
                aria-label={`Dismiss ${channelName[failure.channel] ?? failure.channel} for ${failure.name}`}
                className="min-h-11 rounded-full border border-navy-900 px-4 text-sm font-semibold"
              >
                Dismiss
              </button>
            </li>
          ))}
        </ul>
        <FormError message={error} />
      </Container>
    </section>
  );
}
