import { useEffect, useState } from "react";
import type { StepUpMethod } from "../../shared/api/account";
import { onStepUp } from "./step-up";
import type { Ask, StepUpDialog } from "./step-up-dialog";

/**
 * Where "Confirm it's you" (admin/shell/step-up-dialog.tsx) waits until a step first asks for it: the dialog, its
 * password field and the passkey's WebAuthn client are fetched then rather than with the dashboard's first load
 * (issue 47, docs/performance.md), since most visits never see it. Listening starts at once, beside the router, so a
 * page still loading (the Team page) can ask too. Should the dialog fail to arrive (the connection dropped), the
 * step is not confirmed and says nothing was done, as when the owner cancels.
 */
export function StepUpHost() {
  const [shown, setShown] = useState<{ Dialog: typeof StepUpDialog; first: Ask }>();
  useEffect(
    () =>
      onStepUp(async (methods: StepUpMethod[]) => {
        let Dialog: typeof StepUpDialog;
        try {
          ({ StepUpDialog: Dialog } = await import("./step-up-dialog"));
        } catch {
          return false;
        }
        return new Promise<boolean>((done) => setShown({ Dialog, first: { methods, done } }));
      }),
    [],
  );
  return shown ? <shown.Dialog first={shown.first} /> : null;
}
