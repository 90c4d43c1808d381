import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useToast } from "../../app/components/ui/toast";
import type { ActionResult } from "./lead-actions";
import { ConfirmDelete } from "../ui/confirm-delete";

/**
 * Deleting is for privacy requests and cannot be undone, so it takes two steps;
 * once deleted, the owner is told and taken back to the list.
 */
export function DeleteLead({ name }: { name: string }) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.deleted) {
      toast({ title: "Lead deleted", description: `${name}'s lead and everything attached to it are gone.` });
      navigate("/admin");
    } else if (fetcher.data.error)
      toast({ title: "Could not delete the lead", description: fetcher.data.error, variant: "destructive" });
  }, [fetcher.state, fetcher.data, name, navigate, toast]);

  return (
    <ConfirmDelete
      opener="Delete this lead…"
      heading={<>Delete {name}&apos;s lead for good?</>}
      headingId="delete-heading"
      fetcher={fetcher}
      fields={{ intent: "delete" }}
    >
      The lead, its notes, its history and its delivery records are removed from the inbox and cannot be brought back.
      Copies outside it (the notification email in your inbox, a CSV you exported) you delete yourself.
    </ConfirmDelete>
  );
}
