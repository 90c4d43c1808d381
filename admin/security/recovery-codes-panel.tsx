import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../app/components/ui/button";
import type { AccountSummary } from "../../shared/api/account";
import { hasSecondFactor, type AccountResult } from "./account-actions";
import { ReauthForm } from "./reauth-form";
import { RecoveryCodes } from "./recovery-codes";

/** How many recovery codes are left, and a fresh set (which ends the old one), shown once. */
export function RecoveryCodesPanel({ account }: { account: AccountSummary }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<AccountResult>();
  const made = fetcher.state === "idle" && fetcher.data?.intent === "recovery-codes" ? fetcher.data : undefined;
  const hasFactor = hasSecondFactor(account);
  return (
    <>
      <p className="mt-1 text-muted">
        {hasFactor
          ? `${account.recoveryCodesLeft} of 10 left. Each signs you in once if you lose your passkey or phone.`
          : "Recovery codes come with a passkey or an authenticator app: add one of those first."}
      </p>
      {made?.recoveryCodes ? <RecoveryCodes codes={made.recoveryCodes} /> : null}
      {!hasFactor ? null : open && !made?.done ? (
        <ReauthForm
          fetcher={fetcher}
          intent="recovery-codes"
          submit="Make new codes"
          working="Making…"
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            fetcher.reset();
            setOpen(true);
          }}
        >
          Make new recovery codes…
        </Button>
      )}
    </>
  );
}
