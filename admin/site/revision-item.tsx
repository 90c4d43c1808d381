import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useToast } from "../../app/components/ui/toast";
import { formatDateTime } from "../ui/format";
import type { Revision, SiteResult } from "./site-actions";
import { FormError } from "../ui/form-error";
import { SmallButton } from "../ui/small-button";

/** One saved revision: when, by whom, what changed; restoring it saves its content again as the newest revision. */
export function RevisionItem({ revision, current }: { revision: Revision; current: boolean }) {
  const fetcher = useFetcher<SiteResult>();
  const toast = useToast();
  const busy = fetcher.state !== "idle";
  const result = !busy && fetcher.data?.intent === "restore" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.done)
      toast({
        title: `Revision ${revision.id} restored`,
        description: `Its content is saved again${result.revision === undefined ? "" : ` as revision ${result.revision}`}. Build the site to publish it.`,
      });
  }, [result, revision.id, toast]);
  return (
    <li className="rounded-xl p-3 ring-1 ring-line">
      <p className="font-semibold text-navy-900">
        Revision {revision.id}
        {current ? <span className="font-normal text-muted"> (newest)</span> : null}
      </p>
      <p className="text-sm text-muted">
        {formatDateTime(revision.savedAt)} by {revision.savedBy}
      </p>
      {revision.summary ? <p className="mt-1 break-words">{revision.summary}</p> : null}
      {!current ? (
        <fetcher.Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="id" value={revision.id} />
          <SmallButton type="submit" disabled={busy} aria-label={`Restore revision ${revision.id}`}>
            {busy ? "Restoring…" : "Restore"}
          </SmallButton>
        </fetcher.Form>
      ) : null}
      <FormError message={result?.error} />
    </li>
  );
}
