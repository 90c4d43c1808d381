import { useEffect } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { Button } from "../../app/components/ui/button";
import { useToast } from "../../app/components/ui/toast";
import type { AccountSummary, DeviceSummary } from "../../shared/api/account";
import type { AccountResult } from "./account-actions";
import { formatDateTime, timeAgo } from "../ui/format";
import { useNow } from "../ui/use-now";
import { FormError } from "../ui/form-error";

/** Another device, signed out at once from here: its next tap finds it signed out. */
function OtherDevice({
  device,
  now,
  fetcher,
}: {
  device: DeviceSummary;
  now: number;
  fetcher: FetcherWithComponents<AccountResult>;
}) {
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === String(device.id);
  const result = fetcher.state === "idle" && fetcher.data?.device === device.device ? fetcher.data : undefined;
  return (
    <li className="rounded-xl p-3 ring-1 ring-line">
      <p className="font-semibold text-navy-900">{device.device}</p>
      <Seen device={device} now={now} />
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="sign-out-device" />
        <input type="hidden" name="id" value={device.id} />
        <input type="hidden" name="device" value={device.device} />
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
 * The browsers signed in to the account (server/accounts/sessions.ts), this one first: a lost phone or a shared computer
 * is signed out from here, after the owner confirms it is them (server/accounts/step-up.ts).
 */
export function DeviceList({ account }: { account: AccountSummary }) {
  const { devices, signedIn } = account;
  const now = useNow();
  // One form for the list: the device signed out leaves it as the page reloads, so its toast is shown from here.
  const fetcher = useFetcher<AccountResult>();
  const toast = useToast();
  const signedOut = fetcher.state === "idle" && fetcher.data?.done ? fetcher.data.device : undefined;
  useEffect(() => {
    if (signedOut) toast({ title: "Signed out", description: `${signedOut} is signed out.` });
  }, [fetcher.data, signedOut, toast]);
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
            <OtherDevice key={device.id} device={device} now={now} fetcher={fetcher} />
          ),
        )}
      </ul>
    </>
  );
}
