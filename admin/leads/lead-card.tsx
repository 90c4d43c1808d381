import { Icon } from "../../app/components/ui/icon";
import { Link } from "react-router";
import { cn } from "../../app/lib/cn";
import { telHref } from "../../shared/phone";
import type { LeadSummary } from "../../shared/api/leads";
import { formatDateTime, timeAgo } from "../ui/format";
import { useCallTap } from "./call-tap";
import { AnswerBy } from "./answer-by";
import { DeliveryState, EmergencyPill, StatusPill } from "./pills";

/**
 * One lead in the list: the whole card opens it (a large target on a phone), and the call button beside the name
 * rings the customer straight from the list, which answers the lead.
 */
export function LeadCard({ lead, now }: { lead: LeadSummary; now: number }) {
  const called = useCallTap(lead.id);
  return (
    <article
      className={cn(
        "relative rounded-card bg-white p-4 shadow-card ring-1 ring-line focus-within:ring-2 focus-within:ring-navy-600",
        lead.emergency && "border-l-8 border-red-700",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {lead.emergency ? <EmergencyPill /> : null}
        <StatusPill status={lead.status} />
        <AnswerBy lead={lead} now={now} />
        <time dateTime={lead.receivedAt} title={formatDateTime(lead.receivedAt)} className="ml-auto text-sm text-muted">
          {timeAgo(lead.receivedAt, now)}
        </time>
      </div>
      <div className="mt-2 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words text-navy-900">
            <Link
              to={`/admin/leads/${lead.id}`}
              className="after:absolute after:inset-0 after:rounded-card hover:underline focus-visible:outline-none"
            >
              {lead.name}
            </Link>
          </h2>
          <p className="break-words text-ink">
            {lead.service}
            {lead.location ? ` · ${lead.location}` : ""}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {lead.urgency && !lead.emergency ? <span className="text-sm text-muted">{lead.urgency}</span> : null}
            <DeliveryState state={lead.delivery} />
          </p>
        </div>
        <a
          href={telHref(lead.phone)}
          onClick={called}
          aria-label={`Call ${lead.name} on ${lead.phone}`}
          className="relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white hover:bg-navy-700"
        >
          <Icon name="Phone" className="size-5" />
        </a>
      </div>
    </article>
  );
}
