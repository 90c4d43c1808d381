import { Icon } from "../../app/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Button } from "../../app/components/ui/button";
import { useToast } from "../../app/components/ui/toast";
import { cn } from "../../app/lib/cn";
import type { ActionResult } from "../lead-actions";

const danger =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold disabled:opacity-60 [&_svg]:size-5";

/**
 * Deleting is for privacy requests and cannot be undone, so it takes two steps: the first button only reveals
 * what will happen and the real one, and focus moves to that explanation so a screen reader reads it first.
 */
export function DeleteLead({ name }: { name: string }) {
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.deleted) {
      toast({ title: "Lead deleted", description: `${name}'s lead and everything attached to it are gone.` });
      navigate("/admin");
    } else if (fetcher.data.error)
      toast({ title: "Could not delete the lead", description: fetcher.data.error, variant: "destructive" });
  }, [fetcher.state, fetcher.data, name, navigate, toast]);

  if (!confirming)
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={cn(danger, "text-red-700 ring-2 ring-red-700 hover:bg-red-50")}
      >
        <Icon name="Trash2" />
        Delete this lead…
      </button>
    );
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="group"
      aria-labelledby="delete-heading"
      className="rounded-card border-2 border-red-700 bg-red-50 p-4 focus:outline-none"
    >
      <h3 id="delete-heading" className="font-bold text-red-800">
        Delete {name}&apos;s lead for good?
      </h3>
      <p className="mt-1 text-ink">
        The lead, its notes, its history and its delivery records are removed from the inbox and cannot be brought back.
        Copies outside it (the notification email in your inbox, a CSV you exported) you delete yourself.
      </p>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
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
