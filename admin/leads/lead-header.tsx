import { Link } from "react-router";
import { Button } from "../../app/components/ui/button";
import { Icon } from "../../app/components/ui/icon";
import { telHref } from "../../shared/phone";
import type { LeadDetail } from "../../shared/api/leads";
import { formatDateTime, timeAgo } from "../ui/format";
import { useCallTap } from "./call-tap";
import { useNow } from "../ui/use-now";
import { AnswerBy } from "./answer-by";
import { EmergencyPill, StatusPill } from "./pills";

/**
 * Who the lead is, where it stands, and the two ways to answer: a call (recorded as answering it),
 * or an email with the request as subject.
 */
export function LeadHeader({ lead }: { lead: LeadDetail }) {
  const now = useNow();
  const called = useCallTap(lead.id);
  const replySubject = `Your quote request: ${lead.service}`;
  return (
    <>
      <Link to="/admin" className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700 hover:underline">
        <Icon name="ArrowLeft" className="size-5" />
        All leads
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {lead.emergency ? <EmergencyPill /> : null}
        <StatusPill status={lead.status} />
        {lead.spam ? null : <AnswerBy lead={lead} now={now} />}
        {lead.spam ? <span className="text-sm font-semibold text-red-700">In spam quarantine</span> : null}
      </div>
      <h1 tabIndex={-1} className="mt-2 text-3xl font-extrabold break-words text-navy-900 focus:outline-none">
        {lead.name}
      </h1>
      <p className="mt-1 text-muted">
        {lead.service}
        {lead.location ? ` · ${lead.location}` : ""} · received{" "}
        <time dateTime={lead.receivedAt}>
          {timeAgo(lead.receivedAt, now)} ({formatDateTime(lead.receivedAt)})
        </time>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild>
          <a href={telHref(lead.phone)} onClick={called}>
            <Icon name="Phone" />
            Call {lead.phone}
          </a>
        </Button>
        {lead.email ? (
          <Button asChild variant="outline">
            <a href={`mailto:${lead.email}?subject=${encodeURIComponent(replySubject)}`}>
              <Icon name="Mail" />
              Reply by email
            </a>
          </Button>
        ) : null}
      </div>
    </>
  );
}
