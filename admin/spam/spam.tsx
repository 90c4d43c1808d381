import { useEffect } from "react";
import { Link, useFetcher, useLoaderData, useSearchParams } from "react-router";
import { Container } from "../../app/components/ui/container";
import { useToast } from "../../app/components/ui/toast";
import { spamReasonLabels } from "../../shared/leads/lead-fields";
import type { QuarantinedLead } from "../../shared/api/leads";
import { Pager } from "../ui/pager";
import { formatDateTime, timeAgo } from "../ui/format";
import type { spamLoader } from "./spam-actions";
import { useNow } from "../ui/use-now";
import { FormError } from "../ui/form-error";
import { PageTitle } from "../ui/page-title";

/** Quotes the spam checks held back, with why; a real one is released into the leads and notified. */
export function SpamPage() {
  const page = useLoaderData<typeof spamLoader>();
  const [params] = useSearchParams();
  const now = useNow();
  return (
    <Container className="pt-6">
      <PageTitle>Spam quarantine</PageTitle>
      <p className="mt-2 max-w-prose text-muted">
        These quote requests looked automated, so nobody was notified. Most are junk; if you see a real customer,
        release the request: it joins your leads and its notifications are sent.
      </p>
      <p role="status" className="mt-5 font-semibold text-navy-900">
        {page.total.toLocaleString("en-NZ")} held back
      </p>
      {page.leads.length === 0 ? (
        <p className="mt-3 text-muted">Nothing is in quarantine.</p>
      ) : (
        <ol className="mt-3 grid gap-3" aria-label="Quarantined quote requests, newest first">
          {page.leads.map((lead) => (
            <li key={lead.id}>
              <QuarantinedCard lead={lead} now={now} />
            </li>
          ))}
        </ol>
      )}
      <Pager path="/admin/spam" params={params} newer={page.newer} older={page.older} />
    </Container>
  );
}

function QuarantinedCard({ lead, now }: { lead: QuarantinedLead; now: number }) {
  const fetcher = useFetcher<{ released?: number; error?: string }>();
  const toast = useToast();
  // The data arrives while the list reloads, before this card leaves it: the toast is shown from here, once.
  useEffect(() => {
    if (fetcher.data?.released)
      toast({
        title: "Released",
        description: `${lead.name}'s request is now a lead, and its notifications are on their way.`,
      });
  }, [fetcher.data, lead.name, toast]);
  return (
    <article className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold break-words text-navy-900">
          <Link to={`/admin/leads/${lead.id}`} className="hover:underline">
            {lead.name}
          </Link>
        </h2>
        <time dateTime={lead.receivedAt} title={formatDateTime(lead.receivedAt)} className="text-sm text-muted">
          {timeAgo(lead.receivedAt, now)}
        </time>
      </div>
      <p className="break-words">
        {lead.service} · {lead.phone}
        {lead.email ? ` · ${lead.email}` : ""}
      </p>
      {lead.message ? (
        <p className="mt-2 line-clamp-3 break-words whitespace-pre-wrap text-muted">{lead.message}</p>
      ) : null}
      <p className="mt-3 text-sm font-semibold text-navy-900">Why it was held back</p>
      <ul className="list-disc pl-5 text-sm">
        {lead.spamReasons.map((reason) => (
          <li key={reason}>{spamReasonLabels[reason] ?? reason}</li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="id" value={lead.id} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="inline-flex min-h-11 items-center rounded-full bg-navy-900 px-5 font-semibold text-white hover:bg-navy-700 disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? "Releasing…" : "Release as a real lead"}
          <span className="sr-only">: {lead.name}</span>
        </button>
        <FormError message={fetcher.data?.error} />
      </fetcher.Form>
    </article>
  );
}
