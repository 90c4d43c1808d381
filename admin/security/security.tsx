import { useLoaderData, useRouteLoaderData } from "react-router";
import { Container } from "../../app/components/ui/container";
import { hasSecondFactor, type accountLoader } from "./account-actions";
import { AuthenticatorApp } from "./authenticator-app";
import { ChangePassword } from "./change-password";
import { DeviceList } from "./device-list";
import { Panel } from "../ui/panel";
import { PasskeyList } from "./passkey-list";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import type { layoutLoader } from "../shell/layout-actions";
import type { AccountSummary } from "../../shared/api/account";
import { PageTitle } from "../ui/page-title";

/** The second column: each panel shows one way of signing in, or where the account is signed in, from the account. */
const accountPanels: { id: string; title: string; Body: (props: { account: AccountSummary }) => React.ReactNode }[] = [
  { id: "passkeys-heading", title: "Passkeys", Body: PasskeyList },
  { id: "app-heading", title: "Authenticator app", Body: AuthenticatorApp },
  { id: "recovery-heading", title: "Recovery codes", Body: RecoveryCodesPanel },
  { id: "devices-heading", title: "Signed-in devices", Body: DeviceList },
];

/**
 * How the owner signs in (docs/decisions/010-asvs-level-1.md): the password, passkeys, the authenticator app and
 * the recovery codes, and the devices signed in. Every change here asks for the second factor again when it was last
 * checked over 10 minutes ago (server/accounts/step-up.ts); a change to how the account signs in asks for the current
 * password too, and is emailed to the account.
 */
export function SecurityPage() {
  const account = useLoaderData<typeof accountLoader>();
  const me = useRouteLoaderData<typeof layoutLoader>("root");
  return (
    <Container className="pt-6">
      <PageTitle>Security</PageTitle>
      <p className="mt-2 max-w-prose text-muted">
        How you sign in to your leads, and where you are signed in. A change here asks for your code or passkey again if
        you last gave it over 10 minutes ago, and a change to how you sign in asks for your current password
        {account.emailNotices ? (
          <>
            , and each is emailed to <strong className="text-navy-900">{account.email}</strong>, so you would hear of
            one you did not make.
          </>
        ) : (
          <>
            . This server has no email set up (SMTP_URL), so changes are not emailed to{" "}
            <strong className="text-navy-900">{account.email}</strong>.
          </>
        )}
      </p>
      {!hasSecondFactor(account) ? (
        <p className="mt-4 max-w-prose rounded-xl border-l-4 border-signal-600 bg-white px-4 py-3 font-medium text-navy-900">
          Signing in takes only your password. Add a passkey or an authenticator app below, so a stolen password alone
          cannot open your customers&apos; details.
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel id="password-heading" title="Password">
          <ChangePassword email={account.email} businessName={me?.business ?? ""} />
        </Panel>
        <div className="grid gap-6">
          {accountPanels.map(({ id, title, Body }) => (
            <Panel key={id} id={id} title={title}>
              <Body account={account} />
            </Panel>
          ))}
        </div>
      </div>
    </Container>
  );
}
