import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { Button } from "../../app/components/ui/button";
import { Icon } from "../../app/components/ui/icon";
import { reviewRefusals } from "../../shared/leads/lead-fields";
import type { LeadAnswer } from "../../shared/api/leads";
import { shortDay } from "../ui/format";
import type { ActionResult } from "./lead-actions";
import type { layoutLoader } from "../shell/layout-actions";
import { FormError } from "../ui/form-error";

/**
 * "Ask for a review" on a won job (server/quotes/review-request.ts): one tap, one short email with the business's review
 * link, asked once per lead and never automatically. Offered for every won job alike (no gating); in its place a
 * short reason when it cannot be sent (no review link, no email address, no mail server), and once asked, the date.
 */
export function ReviewRequest({ lead }: { lead: LeadAnswer }) {
  const fetcher = useFetcher<ActionResult>();
  const owner = useRouteLoaderData<typeof layoutLoader>("root")?.role === "owner";
  const { askedAt, askedBy, blocked } = lead.review;
  if (askedAt)
    return (
      <div className="mt-3">
        <Button type="button" variant="outline" disabled>
          <Icon name="Check" />
          Review asked on {shortDay(askedAt)}
        </Button>
        <p className="mt-2 text-sm text-muted">Asked by {askedBy}. A review is asked for once per lead.</p>
        {blocked === "opted-out" ? <p className="mt-2">{reviewRefusals["opted-out"]}</p> : null}
      </div>
    );
  // The owner can set the missing link: one tap to its field (the layout focuses the field the link's id names).
  if (blocked === "no-link" && owner)
    return (
      <p className="mt-2 text-muted">
        No review link is set.{" "}
        <Link to="/admin/site/settings#reviews-link-heading" className="font-semibold text-navy-700 underline">
          Add your review link in Website → Settings
        </Link>
        , then ask.
      </p>
    );
  if (blocked) return <p className="mt-2 text-muted">{reviewRefusals[blocked]}</p>;
  const sending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="review" />
      <p className="mb-3 text-muted">
        Sends <span className="break-all">{lead.email}</span> one short email with your review link, once. They can opt
        out.
      </p>
      <Button type="submit" variant="secondary" disabled={sending}>
        <Icon name="Star" />
        {sending ? "Asking…" : "Ask for a review"}
      </Button>
      <FormError message={fetcher.data?.error} />
    </fetcher.Form>
  );
}
