import { useEffect } from "react";
import { Button } from "../../app/components/ui/button";
import { useToast } from "../../app/components/ui/toast";
import { formatDateTime } from "../ui/format";
import type { Build } from "./site-actions";
import { useConfirmedStep } from "./use-confirmed-step";
import { FocusPanel } from "../ui/focus-panel";
import { FormError } from "../ui/form-error";
import { SmallButton } from "../ui/small-button";

/**
 * Puts a finished build live. Where the server says going live would change the live site (`build.changes`: an older
 * build, or one whose content differs from the live one's), it asks first, as Roll back does: the first button only
 * opens the question, which says in the server's words what the build puts back or changes, and takes focus so a
 * screen reader reads it first. The newest build with the live site's content goes live in one tap.
 */
export function GoLive({ build }: { build: Build }) {
  const { fetcher, busy, result, confirming, setConfirming } = useConfirmedStep("live");
  const toast = useToast();
  useEffect(() => {
    if (result?.done)
      toast({ title: "The site is live", description: `The build of revision ${build.revision} is live.` });
  }, [result, build.revision, toast]);
  const label = `${busy ? "Going live…" : "Go live"} with the build of revision ${build.revision}`;
  const form = (button: React.ReactNode, extra?: React.ReactNode) => (
    <fetcher.Form method="post" className="flex flex-wrap gap-3">
      <input type="hidden" name="intent" value="live" />
      <input type="hidden" name="id" value={build.id} />
      {button}
      {extra}
    </fetcher.Form>
  );

  if (!build.changes)
    return (
      <>
        {form(
          <SmallButton type="submit" disabled={busy} aria-label={label}>
            {busy ? "Going live…" : "Go live"}
          </SmallButton>,
        )}
        <FormError message={result?.error} />
      </>
    );
  if (!confirming)
    return (
      <SmallButton
        onClick={() => setConfirming(true)}
        aria-label={`Go live with the build of revision ${build.revision}…`}
      >
        Go live…
      </SmallButton>
    );
  return (
    <FocusPanel
      heading={`Put the build of revision ${build.revision} live?`}
      headingClassName="font-bold text-navy-900"
      className="mt-1 w-full rounded-card border-2 border-signal-600 bg-signal-50 p-4"
    >
      <p className="mt-1 font-semibold text-ink">{build.changes}</p>
      <p className="mt-1 text-ink">
        The public site becomes the build made {formatDateTime(build.finishedAt ?? build.startedAt)} by {build.by}. Your
        saved content stays as it is.
      </p>
      <div className="mt-3">
        {form(
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Going live…" : "Yes, go live"}
          </Button>,
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>,
        )}
      </div>
      <FormError message={result?.error} />
    </FocusPanel>
  );
}
