import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../app/components/ui/button";
import { Field } from "../../app/components/ui/field";
import type { StepUpMethod } from "../../shared/api/account";
import { ApiError } from "./api";
import { onStepUp } from "./step-up";
import { checkAnswer, checkPasskey } from "./step-up-actions";
import { FormError } from "../ui/form-error";
import { PasswordField } from "../ui/password-field";

/** A step waiting on the owner: the ways it may be confirmed, and who hears the outcome. */
export interface Ask {
  methods: StepUpMethod[];
  done: (confirmed: boolean) => void;
}

/** With no authenticator app to ask for, the form opens on the recovery code. */
const recoveryFirst = (methods: StepUpMethod[]) => !methods.includes("app") && methods.includes("recovery-code");

/**
 * "Confirm it's you": a sensitive step (server/accounts/step-up.ts) waits here while the owner gives the authenticator
 * app's code, a passkey, a recovery code, or the password of an account with no second factor; then it goes on by
 * itself. A modal <dialog> over the page, so the form that asked, and what was typed in it, stays
 * untouched beneath; Escape or Cancel gives up, and the step says nothing was done. Mounted once, beside the router,
 * by the step-up host when the first step asks (`first`), so a page still loading (the Team page) can ask too; from
 * then on it hears every ask itself.
 */
export function StepUpDialog({ first }: { first?: Ask }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [ask, setAsk] = useState<Ask | undefined>(first);
  const [recovery, setRecovery] = useState(first ? recoveryFirst(first.methods) : false);
  const [error, setError] = useState<{ message: string; field?: string }>();
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      onStepUp(
        (methods) =>
          new Promise<boolean>((done) => {
            setError(undefined);
            setRecovery(recoveryFirst(methods));
            setAsk({ methods, done });
          }),
      ),
    [],
  );

  useEffect(() => {
    const el = dialog.current;
    if (!el || !ask || el.open) return;
    opener.current = document.activeElement;
    el.showModal();
    el.querySelector<HTMLInputElement>("input")?.focus();
  }, [ask]);

  const finish = (confirmed: boolean) => {
    ask?.done(confirmed);
    setAsk(undefined);
    setBusy(false);
    dialog.current?.close();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  const attempt = async (check: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await check();
      finish(true);
    } catch (problem) {
      setBusy(false);
      if (!(problem instanceof ApiError)) throw problem;
      setError({ message: problem.message, field: problem.field });
    }
  };

  const methods = ask?.methods ?? [];
  const typed = methods.includes("password")
    ? "password"
    : recovery || !methods.includes("app")
      ? "recoveryCode"
      : "code";
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  const passkey = methods.includes("passkey") && browserSupportsWebAuthn();
  const canType =
    typed === "password" || (typed === "code" ? methods.includes("app") : methods.includes("recovery-code"));

  return (
    <dialog
      ref={dialog}
      aria-labelledby="step-up-heading"
      aria-describedby="step-up-why"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card bg-white p-5 text-navy-900 shadow-card backdrop:bg-navy-950/60"
      onCancel={(e) => {
        e.preventDefault();
        finish(false);
      }}
    >
      {ask ? (
        <>
          <h2 id="step-up-heading" className="text-xl font-bold">
            Confirm it&apos;s you
          </h2>
          <p id="step-up-why" className="mt-2 text-muted">
            This step asks for your second sign-in step again when the last check was over 10 minutes ago. Once you
            confirm, it carries on: nothing you typed is lost.
          </p>
          {passkey ? (
            <Button className="mt-4 w-full" disabled={busy} onClick={() => void attempt(checkPasskey)}>
              Use a passkey
            </Button>
          ) : null}
          {canType ? (
            <form
              className="mt-4 space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                const value = String(new FormData(e.currentTarget).get(typed) ?? "");
                void attempt(() => checkAnswer({ [typed]: value } as Parameters<typeof checkAnswer>[0]));
              }}
            >
              {typed === "password" ? (
                <PasswordField
                  label="Your password"
                  name="password"
                  autoComplete="current-password"
                  error={fieldError("password")}
                />
              ) : (
                <Field
                  key={typed}
                  label={typed === "code" ? "6-digit code from your authenticator app" : "Recovery code"}
                  error={fieldError(typed)}
                >
                  {(props) => (
                    <input
                      name={typed}
                      autoComplete={typed === "code" ? "one-time-code" : "off"}
                      inputMode={typed === "code" ? "numeric" : "text"}
                      spellCheck={false}
                      {...props}
                    />
                  )}
                </Field>
              )}
              <Button type="submit" variant={passkey ? "outline" : "primary"} disabled={busy} className="w-full">
                {busy ? "Checking…" : "Confirm"}
              </Button>
            </form>
          ) : null}
          <FormError message={error && !error.field ? error.message : undefined} />
          <div className="mt-3 flex flex-wrap gap-3">
            {methods.includes("app") && methods.includes("recovery-code") ? (
              <Button variant="ghost" onClick={() => setRecovery(!recovery)}>
                {recovery ? "Use the app's code instead" : "Use a recovery code instead"}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => finish(false)}>
              Cancel
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
