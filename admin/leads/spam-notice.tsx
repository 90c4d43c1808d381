import { useFetcher } from "react-router";
import { spamReasonLabels } from "../../shared/leads/lead-fields";
import type { LeadDetail } from "../../shared/api/leads";
import type { ActionResult } from "./lead-actions";
import { Panel } from "../ui/panel";

/** Why the lead was quarantined and, while it still is, the one button that releases it as a real lead. */
export function SpamNotice({ lead }: { lead: LeadDetail }) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <Panel id="spam-heading" title={lead.spam ? "Caught as spam" : "Released from spam quarantine"}>
      <ul className="mt-2 list-disc pl-5">
        {lead.spamReasons.map((reason) => (
          <li key={reason}>{spamReasonLabels[reason] ?? reason}</li>
        ))}
      </ul>
      {lead.spam ? (
        <fetcher.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="release" />
          <p className="mb-3 text-muted">
            No one was notified. If this is a real customer, release it: it becomes a normal lead and its notifications
            are sent.
          </p>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-navy-900 px-5 font-semibold text-white hover:bg-navy-700"
          >
            Release as a real lead
          </button>
        </fetcher.Form>
      ) : null}
    </Panel>
  );
}
