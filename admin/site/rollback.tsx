import { useEffect, useState } from "react";
import { Button } from "../../app/components/ui/button";
import { useToast } from "../../app/components/ui/toast";
import { formatDateTime } from "../ui/format";
import { SEED, type Build, type Seed } from "./site-actions";
import { useConfirmedStep } from "./use-confirmed-step";
import { FocusPanel } from "../ui/focus-panel";
import { FormError } from "../ui/form-error";

/**
 * Puts the build that was live before back live, in two steps: the first button only says what will happen, and
 * focus moves to that explanation so a screen reader reads it first. Saved content is not touched.
 */
export function Rollback({ previous }: { previous: Build | Seed }) {
  const what =
    previous === SEED
      ? "the site as it came (built from the website's own files)"
      : `the build of revision ${previous.revision}`;
  const { fetcher, busy, result, confirming, setConfirming } = useConfirmedStep("rollback");
  // What was put back, as it was when the owner said yes: once it is done, the page's builds answer again and the
  // previous build is the one just rolled back from, which the toast must not name.
  const [target, setTarget] = useState(what);
  const toast = useToast();
  useEffect(() => {
    if (result?.done)
      toast({
        title: "Rolled back",
        description: `${target.charAt(0).toUpperCase()}${target.slice(1)} is live again.`,
      });
  }, [result, target, toast]);

  if (!confirming)
    return (
      <Button variant="outline" className="mt-3" onClick={() => setConfirming(true)}>
        Roll back…
      </Button>
    );
  return (
    <FocusPanel
      heading="Put the previous build back live?"
      headingClassName="font-bold text-navy-900"
      className="mt-3 rounded-card border-2 border-signal-600 bg-signal-50 p-4"
    >
      <p className="mt-1 text-ink">
        The public site goes back to {what}
        {previous === SEED
          ? ""
          : `, made ${formatDateTime(previous.finishedAt ?? previous.startedAt)} by ${previous.by}`}
        . Your saved content stays as it is; build again to publish it.
      </p>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-3" onSubmit={() => setTarget(what)}>
        <input type="hidden" name="intent" value="rollback" />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Rolling back…" : "Yes, roll back"}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </fetcher.Form>
      <FormError message={result?.error} />
    </FocusPanel>
  );
}
