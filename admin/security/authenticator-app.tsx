import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../app/components/ui/button";
import { Field } from "../../app/components/ui/field";
import { useToast } from "../../app/components/ui/toast";
import type { AccountSummary } from "../../shared/api/account";
import { noticeWords, type AccountResult } from "./account-actions";
import { FormError } from "../ui/form-error";
import { ReauthForm } from "./reauth-form";
import { RecoveryCodes } from "./recovery-codes";

/**
 * Setting up or replacing the authenticator app: the password first, then the new key to add to the app, then a
 * code from the app. The key counts only once that code is right; until then the app the owner had still works.
 */
export function AuthenticatorApp({ account }: { account: AccountSummary }) {
  const [open, setOpen] = useState(false);
  const begin = useFetcher<AccountResult>();
  const confirm = useFetcher<AccountResult>();
  const toast = useToast();
  const confirmed = confirm.state === "idle" && confirm.data?.intent === "app-confirm" ? confirm.data : undefined;
  // A saved app closes the form; opening it again resets both requests (`start`).
  const showing = open && !confirmed?.done;
  const offer = showing && begin.state === "idle" ? begin.data?.offer : undefined;
  const start = (opening: boolean) => {
    begin.reset();
    confirm.reset();
    setOpen(opening);
  };
  useEffect(() => {
    if (!confirmed?.done) return;
    toast({ title: "Authenticator app saved", description: noticeWords(confirmed.notice, account.email) || undefined });
  }, [confirmed, account.email, toast]);
  const action = account.app ? "Replace the authenticator app" : "Set up an authenticator app";
  return (
    <>
      <p className="mt-1 text-muted">
        {account.app
          ? "An authenticator app is set up: its six-digit codes confirm your sign-ins."
          : "No authenticator app is set up. An app such as Google Authenticator or 1Password makes six-digit codes that confirm your sign-ins."}
      </p>
      {confirmed?.recoveryCodes ? <RecoveryCodes codes={confirmed.recoveryCodes} /> : null}
      {!showing ? (
        <Button variant="outline" className="mt-3" onClick={() => start(true)}>
          {action}…
        </Button>
      ) : !offer ? (
        <ReauthForm
          fetcher={begin}
          intent="app"
          submit="Show the new key"
          working="Checking…"
          onCancel={() => start(false)}
        />
      ) : (
        <div className="mt-3 space-y-3 rounded-xl bg-navy-50 p-4">
          <p className="text-sm text-ink">Scan this code with the app, then type the six-digit code it shows.</p>
          <img
            src={offer.qr}
            alt="QR code for your authenticator app"
            width={208}
            height={208}
            className="mx-auto block size-52 rounded-lg ring-1 ring-navy-200"
          />
          <p className="text-sm text-ink">
            On this phone, or if the app cannot scan:{" "}
            <a href={offer.uri} className="font-semibold text-navy-700 underline">
              open in an authenticator app on this device
            </a>
            , or add an account in the app with this key:
          </p>
          <p
            className="rounded-lg bg-white max-w-[calc(16ch+1em+1.5rem)] px-3 py-2 font-mono text-lg tracking-wider break-all text-navy-900 select-all"
            data-totp-secret
          >
            {offer.secret}
          </p>
          <confirm.Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="app-confirm" />
            <Field
              label="Code from your authenticator app"
              error={confirmed?.field === "code" ? confirmed.error : undefined}
            >
              {(props) => (
                <input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]{6,7}"
                  required
                  {...props}
                />
              )}
            </Field>
            <FormError message={confirmed?.error && !confirmed.field ? confirmed.error : undefined} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="secondary" disabled={confirm.state !== "idle"}>
                {confirm.state !== "idle" ? "Checking…" : "Save the app"}
              </Button>
              <Button variant="ghost" onClick={() => start(false)}>
                Cancel
              </Button>
            </div>
          </confirm.Form>
        </div>
      )}
    </>
  );
}
