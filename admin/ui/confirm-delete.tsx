import { Icon } from "../../app/components/ui/icon";
import { useState, type ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "../../app/components/ui/button";
import { cn } from "../../app/lib/cn";
import { FocusPanel } from "./focus-panel";

const danger =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold disabled:opacity-60 [&_svg]:size-5";

/**
 * A delete that cannot be undone takes two steps: the first button only reveals what will happen and the real one,
 * and focus moves to that explanation so a screen reader reads it first. The form posts `fields` through the
 * caller's fetcher, which also says what happens after. Used by deleting a lead and by a privacy request's delete.
 */
export function ConfirmDelete({
  opener,
  heading,
  headingId,
  fetcher,
  fields,
  wide = false,
  children,
}: {
  /** The first button's words ("Delete this lead…"). */
  opener: string;
  heading: ReactNode;
  headingId: string;
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  /** The form's hidden fields. */
  fields: Record<string, string>;
  /** As wide as its container, with the explanation kept to a readable measure. */
  wide?: boolean;
  /** What will be removed, and what is not. */
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);

  if (!confirming)
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={cn(danger, "text-red-700 ring-2 ring-red-700 hover:bg-red-50")}
      >
        <Icon name="Trash2" />
        {opener}
      </button>
    );
  return (
    <FocusPanel
      heading={heading}
      headingId={headingId}
      headingClassName="font-bold text-red-800"
      className={cn("rounded-card border-2 border-red-700 bg-red-50 p-4", wide && "w-full")}
    >
      <p className={cn("mt-1 text-ink", wide && "max-w-prose")}>{children}</p>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
    </FocusPanel>
  );
}
