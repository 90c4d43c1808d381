import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../app/components/ui/button";
import { Field } from "../../app/components/ui/field";
import { useToast } from "../../app/components/ui/toast";
import type { AccountSummary, PasskeySummary } from "../../shared/api/account";
import { noticeWords, type AccountResult } from "./account-actions";
import { formatDateTime } from "../ui/format";
import { ReauthForm } from "./reauth-form";
import { RecoveryCodes } from "./recovery-codes";

const name = (passkey: PasskeySummary) => passkey.name || "Passkey";

/** One passkey: its name, when it was added and last signed in, and its removal (with the password). */
function PasskeyItem({ passkey, email }: { passkey: PasskeySummary; email: string }) {
  const [removing, setRemoving] = useState(false);
  const fetcher = useFetcher<AccountResult>();
  const toast = useToast();
  // The answer arrives while the list reloads, before this passkey leaves it: the toast is shown from here, once.
  useEffect(() => {
    if (!fetcher.data?.done) return;
    toast({
      title: "Passkey removed",
      description: `${name(passkey)} no longer signs in. ${noticeWords(fetcher.data.notice, email)}`.trim(),
    });
  }, [fetcher.data, passkey, email, toast]);
  return (
    <li className="rounded-xl p-3 ring-1 ring-line">
      <p className="font-semibold break-words text-navy-900">{name(passkey)}</p>
      <p className="text-sm text-muted">
        Added {formatDateTime(passkey.createdAt)}.{" "}
        {passkey.lastUsedAt ? `Last signed in ${formatDateTime(passkey.lastUsedAt)}.` : "Not used to sign in yet."}
      </p>
      {removing ? (
        <ReauthForm
          fetcher={fetcher}
          intent="remove-passkey"
          submit="Remove passkey"
          working="Removing…"
          onCancel={() => setRemoving(false)}
        >
          <input type="hidden" name="id" value={passkey.id} />
        </ReauthForm>
      ) : (
        <Button variant="ghost" className="mt-1 text-red-700" onClick={() => setRemoving(true)}>
          Remove<span className="sr-only"> {name(passkey)}</span>…
        </Button>
      )}
    </li>
  );
}

/**
 * The account's passkeys and adding one on this device: the password is checked first, then the browser makes the
 * passkey (server/accounts/account.ts). Passkeys belong to a host name, so they are added at the site's own address.
 */
export function PasskeyList({ account }: { account: AccountSummary }) {
  const [adding, setAdding] = useState(false);
  const fetcher = useFetcher<AccountResult>();
  const toast = useToast();
  const result = fetcher.state === "idle" && fetcher.data?.intent === "add-passkey" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result?.done) return;
    toast({
      title: "Passkey added",
      description: `It signs in from now on. ${noticeWords(result.notice, account.email)}`.trim(),
    });
  }, [result, account.email, toast]);
  const security = `${account.siteUrl}/admin/security`;
  return (
    <>
      <p className="mt-1 text-muted">
        A passkey signs you in with this device&apos;s fingerprint, face or screen lock: no password to type, and
        nothing a fake site can steal.
      </p>
      {account.passkeys.length === 0 ? (
        <p className="mt-3 font-medium text-navy-900">No passkeys yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3" aria-label="Your passkeys">
          {account.passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} email={account.email} />
          ))}
        </ul>
      )}
      {result?.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} /> : null}
      {!account.passkeysHere ? (
        <p className="mt-3 text-sm text-muted">
          Passkeys belong to the site&apos;s own address: to add one, open{" "}
          <a href={security} className="font-semibold text-navy-700 underline">
            {security}
          </a>
          .
        </p>
      ) : adding && !result?.done ? (
        <ReauthForm
          fetcher={fetcher}
          intent="add-passkey"
          submit="Create the passkey"
          working="Waiting for the passkey…"
          onCancel={() => setAdding(false)}
        >
          <Field label="Name it (optional)">
            {(props) => <input name="name" maxLength={60} placeholder="Phone, work laptop…" {...props} />}
          </Field>
        </ReauthForm>
      ) : (
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            fetcher.reset();
            setAdding(true);
          }}
        >
          Add a passkey…
        </Button>
      )}
    </>
  );
}
