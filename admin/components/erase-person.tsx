import { Icon } from "../../app/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../app/components/ui/button";
import { cn } from "../../app/lib/cn";
import type { Person } from "../../server/admin/privacy";
import { PERSON_FETCHER, type PrivacyResult } from "../privacy-actions";

const danger =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold disabled:opacity-60 [&_svg]:size-5";

/**
 * Deleting everything held about a person cannot be undone, so it takes two steps, as deleting one lead does
 * (admin/components/delete-lead.tsx): the first button only reveals what will happen and the real one, and focus
 * moves to that explanation. It sends the leads the owner was shown: if another request came in since, the server
 * deletes nothing and says so.
 */
export function ErasePerson({
  person,
  who,
  leads,
  receivedOn,
}: {
  person: Person;
  who: string;
  leads: number[];
  receivedOn: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<PrivacyResult>({ key: PERSON_FETCHER });
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);

  if (!confirming)
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={cn(danger, "text-red-700 ring-2 ring-red-700 hover:bg-red-50")}
      >
        <Icon name="Trash2" />
        Delete everything…
      </button>
    );
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="group"
      aria-labelledby="erase-heading"
      className="w-full rounded-card border-2 border-red-700 bg-red-50 p-4 focus:outline-none"
    >
      <h3 id="erase-heading" className="font-bold text-red-800">
        Delete everything held about {who} for good?
      </h3>
      <p className="mt-1 max-w-prose text-ink">
        {leads.length === 1 ? "Their lead" : `Their ${leads.length} leads`}, with the notes, history, photos and
        delivery records, are removed from the inbox and cannot be brought back. A record stays that a deletion was
        made, when, by you and how many, with no personal details. Copies outside the inbox (listed above) you delete
        yourself.
      </p>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={person.email} />
        <input type="hidden" name="phone" value={person.phone} />
        <input type="hidden" name="receivedOn" value={receivedOn} />
        <input type="hidden" name="leads" value={leads.join(",")} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={cn(danger, "bg-red-700 text-white hover:bg-red-800")}
        >
          {fetcher.state !== "idle" ? "Deleting…" : "Yes, delete permanently"}
        </button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </fetcher.Form>
    </div>
  );
}
