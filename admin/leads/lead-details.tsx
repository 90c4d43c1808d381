import { telHref } from "../../shared/phone";
import type { LeadDetail } from "../../shared/api/leads";
import { formatDateTime } from "../ui/format";
import { LeadOrigin } from "./lead-origin";

/** Everything the visitor sent and where from (the form, and the visit), one labelled row each; a missing answer says so. */
export function LeadDetails({ lead }: { lead: LeadDetail }) {
  const rows: [string, React.ReactNode][] = [
    [
      "Phone",
      <a href={telHref(lead.phone)} className="font-semibold text-navy-700 underline">
        {lead.phone}
      </a>,
    ],
    [
      "Email",
      lead.email ? (
        <a href={`mailto:${lead.email}`} className="break-all text-navy-700 underline">
          {lead.email}
        </a>
      ) : (
        "Not given"
      ),
    ],
    ["Service", lead.service],
    ["Urgency", lead.urgency || "Not given"],
    ["Suburb", lead.location || "Not given"],
    ["Message", lead.message ? <span className="break-words whitespace-pre-wrap">{lead.message}</span> : "None"],
    ["Sent from", lead.source],
    ["Came from", <LeadOrigin origin={lead.origin} />],
    [
      "Page",
      lead.pagePath ? (
        <a href={lead.pagePath} className="break-all text-navy-700 underline">
          {lead.pagePath}
        </a>
      ) : (
        <span className="break-all">{lead.page || "Not recorded"}</span>
      ),
    ],
    ["Received", formatDateTime(lead.receivedAt)],
    ["Browser", <span className="text-sm break-words text-muted">{lead.userAgent || "Not recorded"}</span>],
    ["Lead number", `#${lead.id}`],
  ];
  return (
    <dl className="mt-3 divide-y divide-line">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="font-semibold text-navy-900">{label}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
