import { Link } from "react-router";
import { statusLabels, type LeadStatus } from "../../shared/leads/lead-fields";
import type { RelatedLead } from "../../shared/api/leads";
import { shortDay } from "../ui/format";

const matched = { phone: "same phone", email: "same email" } as const;

/**
 * The same customer's other requests within 90 days either side (server/quotes/repeat-customers.ts), each a link to that
 * lead: "Also asked on 3 Nov". Both leads show each other; nothing is merged.
 */
export function RelatedLeads({ related }: { related: RelatedLead[] }) {
  if (related.length === 0) return null;
  return (
    <ul aria-label="This customer's other requests" className="mt-3 flex flex-col gap-1">
      {related.map((lead) => (
        <li key={lead.id} className="flex flex-wrap items-center gap-x-2">
          <Link
            to={`/admin/leads/${lead.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline"
          >
            Also asked on {shortDay(lead.receivedAt)}
          </Link>
          <span className="text-sm text-muted">
            {[
              `#${lead.id}`,
              lead.name,
              lead.matchedBy.map((key) => matched[key]).join(" and "),
              statusLabels[lead.status as LeadStatus] ?? lead.status,
            ].join(" · ")}
          </span>
        </li>
      ))}
    </ul>
  );
}
