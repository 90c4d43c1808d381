import { statusLabels, type LeadStatus } from "../../shared/leads/lead-fields";
import type { LeadEvent } from "../../shared/api/leads";
import { formatDateTime } from "../ui/format";

const describe = (event: LeadEvent) => {
  if (event.kind === "note") return "Note";
  if (event.kind === "released") return "Released from spam quarantine";
  if (event.kind === "called") return "Called";
  if (event.kind === "escalated") return "Not answered in time: reminder sent";
  if (event.kind === "review-requested") return "Review asked for, with this link";
  return `Status: ${statusLabels[event.fromStatus as LeadStatus] ?? event.fromStatus} → ${statusLabels[event.toStatus as LeadStatus] ?? event.toStatus}`;
};

/** Every change and note on the lead, newest first, each with who and when. */
export function LeadHistory({ events, receivedAt }: { events: LeadEvent[]; receivedAt: string }) {
  return (
    <ol className="mt-4 space-y-3">
      {events.map((event, i) => (
        <li key={`${event.at}-${i}`} className="rounded-xl bg-white p-3 ring-1 ring-line">
          <p className="font-semibold text-navy-900">{describe(event)}</p>
          {event.note ? <p className="mt-1 break-words whitespace-pre-wrap">{event.note}</p> : null}
          <p className="mt-1 text-sm text-muted">
            {event.actor} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
        </li>
      ))}
      <li className="rounded-xl p-3 ring-1 ring-line">
        <p className="font-semibold text-navy-900">Quote request received</p>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time>
        </p>
      </li>
    </ol>
  );
}
