import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../app/components/ui/button";
import { useToast } from "../../app/components/ui/toast";
import type { AccountSummary, DeviceSummary } from "../../server/admin/account";
import type { AccountResult } from "../account-actions";
import { formatDateTime, timeAgo } from "../format";
import { useNow } from "../use-now";
import { FormError } from "./form-error";

/** Another device, signed out at once from here: its next tap finds it signed out. */
function OtherDevice({ device, now }: { device: DeviceSummary; now: number }) {
  const fetcher = useFetcher<AccountResult>();
  const toast = useToast();
  const busy = fetcher.state !== "idle";
  const result = !busy && fetcher.data?.intent === "sign-out-device" ? fetcher.data : undefined;
  // The answer arrives while the list reloads, before this device leaves it: the toast is shown from here, once.
  useEffect(() => {
    if (result?.done) toast({ title: "Signed out", description: `${device.device} is signed out.` });
  }, [result, device.device, toast]);
  return (
    <li className="rounded-xl p-3 ring-1 ring-line">
      <p className="font-semibold text-navy-900">{device.device}</p>
      <Seen device={device} now={now} />
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="sign-out-device" />
        <input type="hidden" name="id" value={device.id} />
        <Button type="submit" variant="ghost" className="mt-1 text-red-700" disabled={busy}>
          {busy ? "Signing it out…" : "Sign it out"}
          <span className="sr-only"> ({device.device})</span>
        </Button>
      </fetcher.Form>
      <FormError message={result?.error} />
    </li>
  );
}

/** "3 days" for whole days, else "36 hours". */
const duration = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? "" : "s"}` : `${hours} hour${hours === 1 ? "" : "s"}`;

function Seen({ device, now }: { device: DeviceSummary; now: number }) {
  return (
    <p className="text-sm text-muted">
      Signed in <time dateTime={device.signedInAt}>{formatDateTime(device.signedInAt)}</time>.{" "}
      {device.thisDevice ? null : (
        <>
          Last seen <time dateTime={device.lastSeenAt}>{timeAgo(device.lastSeenAt, now)}</time>.
        </>
      )}
    </p>
  );
}

/**
 * The browsers signed in to the account (server/admin/sessions.ts), this one first: a lost phone or a shared computer
 * is signed out from here, after the owner confirms it is them (server/admin/step-up.ts).
 */
export function DeviceList({ account }: { account: AccountSummary }) {
  const { devices, signedIn } = account;
  const now = useNow();
  const ordered = [...devices].sort((a, b) => Number(b.thisDevice) - Number(a.thisDevice));
  return (
    <>
      <p className="mt-1 text-muted">
        Each stays signed in until it is unused for {duration(signedIn.idleHours)}, and for {signedIn.maxDays} days at
        most. Sign out one you no longer have, or do not know.
      </p>
      <ul className="mt-3 grid gap-3" aria-label="Signed-in devices">
        {ordered.map((device) =>
          device.thisDevice ? (
            <li key={device.id} className="rounded-xl p-3 ring-2 ring-signal-500">
              <p className="font-semibold text-navy-900">
                {device.device} <span className="text-sm font-medium text-signal-800">· This device</span>
              </p>
              <Seen device={device} now={now} />
              <p className="text-sm text-muted">To sign this one out, use Sign out at the top of the page.</p>
            </li>
          ) : (
            <OtherDevice key={device.id} device={device} now={now} />
          ),
        )}
      </ul>
    </>
  );
}
