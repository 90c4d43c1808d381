import type { StepUpMethod, StepUpRefusal } from "../../shared/api/account";

/**
 * "Confirm it's you" between a sensitive step's 403 and its retry (server/accounts/step-up.ts): the API client asks
 * here, the dialog (mounted once beside the router) answers. Asks made at once share one dialog. Without a dialog
 * (a page's test) nothing is confirmed.
 */
type Show = (methods: StepUpMethod[]) => Promise<boolean>;

let show: Show | undefined;
let open: Promise<boolean> | undefined;

/** The dialog registers how it is shown; the returned function unregisters it. */
export function onStepUp(handler: Show): () => void {
  show = handler;
  return () => {
    if (show === handler) show = undefined;
  };
}

/** Shows the dialog: true once the second factor was checked again, false when the owner cancelled. */
export function confirmItsYou(methods: StepUpMethod[]): Promise<boolean> {
  if (!show) return Promise.resolve(false);
  open ??= show(methods).finally(() => {
    open = undefined;
  });
  return open;
}

/** A sensitive step's refusal until the second factor is checked again, as the server words it. */
export const isStepUp = (body: Record<string, unknown>): body is Record<string, unknown> & StepUpRefusal =>
  body.error === "step-up" && Array.isArray(body.methods);
