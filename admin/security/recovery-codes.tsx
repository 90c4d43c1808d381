import { useRouteLoaderData } from "react-router";
import { recoveryCodesFile } from "../../shared/accounts/recovery-file";
import type { layoutLoader } from "../shell/layout-actions";
import { FocusPanel } from "../ui/focus-panel";
import { SaveCodes } from "./save-codes";

/** New recovery codes, shown this once (only their hashes are kept); focus moves here so they are read first. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const me = useRouteLoaderData<typeof layoutLoader>("root");
  return (
    <FocusPanel
      heading="Save your new recovery codes"
      headingClassName="font-bold text-navy-900"
      className="mt-3 rounded-xl border-2 border-signal-600 bg-white p-4"
      refocus={codes}
    >
      <p className="mt-1 text-sm text-ink">
        If you lose your passkey or phone, each code signs you in once. Print them or keep them in a password manager:
        this is the only time they are shown, and any codes you had before no longer work.
      </p>
      <ul className="mt-2 grid gap-1 font-mono text-lg text-navy-900 sm:grid-cols-2" data-recovery-codes>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <SaveCodes file={recoveryCodesFile(codes, me?.business || window.location.hostname)} />
    </FocusPanel>
  );
}
