import { useFetcher } from "react-router";
import { cn } from "../../app/lib/cn";
import type { ActionResult } from "./lead-actions";
import { leadStatuses, statusLabels, type LeadStatus } from "../../shared/leads/lead-fields";
import { FormError } from "../ui/form-error";

/**
 * The workflow as one row of buttons, the current status pressed: one tap moves a lead on (new → contacted →
 * quoted → won or lost), and any mistake is one tap to undo. Each change is recorded in the history.
 */
export function StatusPicker({ status }: { status: LeadStatus }) {
  const fetcher = useFetcher<ActionResult>();
  const shown = fetcher.formData ? (fetcher.formData.get("status") as LeadStatus) : status;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="status" />
      <div role="group" aria-labelledby="status-heading" className="flex flex-wrap gap-2">
        {leadStatuses.map((value) => (
          <button
            key={value}
            type="submit"
            name="status"
            value={value}
            aria-pressed={shown === value}
            className={cn(
              "inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1",
              shown === value
                ? "bg-navy-900 text-white ring-navy-900"
                : "bg-white text-navy-900 ring-navy-200 hover:bg-navy-50",
            )}
          >
            {statusLabels[value]}
          </button>
        ))}
      </div>
      <FormError message={fetcher.data?.error} />
    </fetcher.Form>
  );
}
