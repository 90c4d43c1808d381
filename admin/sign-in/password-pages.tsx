import { PASSWORD_MIN } from "../../shared/accounts/password-rules";
import {
  AuthField,
  AuthPage,
  card,
  Command,
  lead,
  link,
  Notice,
  PasswordToggle,
  primaryButton,
  small,
  type AuthChrome,
} from "./auth-page";

// The pages a link opens, and the ask for one: a forgotten password's, and a team invite's. Rendered by the server
// like the sign-in (server/accounts/reset-page.ts, server/accounts/invite-page.ts), and working before any script.

/** The ways back in that need no email: another owner's Team page, or whoever runs the server. */
function OtherWays() {
  return (
    <ul className="mt-2 list-disc space-y-2 pl-5">
      <li>
        Ask another owner: on the dashboard&apos;s Team page they can remove your account and invite you again, and you
        choose a new password from their invite link.
      </li>
      <li>
        Or ask whoever runs the server to set a new one with <Command>npm run admin -- reset-password EMAIL</Command>.
      </li>
    </ul>
  );
}

function BackToSignIn() {
  return (
    <p className="mt-6">
      <a href="/admin/login" className={link}>
        Back to sign in
      </a>
    </p>
  );
}

/**
 * "Forgot your password?": the address to email a link to, where the server can send email; where it cannot, the
 * ways that need none. `sent` is the answer after a request, the same whether or not an account uses the address.
 */
export function ForgotPage({
  chrome,
  canEmail,
  sent,
  minutes,
}: {
  chrome: AuthChrome;
  canEmail: boolean;
  sent?: boolean;
  minutes: number;
}) {
  if (!canEmail)
    return (
      <AuthPage chrome={chrome} title="Forgot your password" heading="Forgot your password?">
        <p className={lead}>This dashboard cannot send email, so a new password is set by someone else:</p>
        <OtherWays />
        <BackToSignIn />
      </AuthPage>
    );
  return (
    <AuthPage
      chrome={chrome}
      title="Forgot your password"
      heading={sent ? "Check your email" : "Forgot your password?"}
    >
      {sent ? (
        <>
          <Notice error={false}>
            If an account uses that address, a link to choose a new password is on its way to it. The link works once,
            for {minutes} minutes.
          </Notice>
          <p className={lead}>
            Nothing after a few minutes? Look in spam or junk, check the address, and ask again below.
          </p>
        </>
      ) : (
        <p className={lead}>
          Type the email address you sign in with. We email it a link to choose a new password, which works once, for{" "}
          {minutes} minutes.
        </p>
      )}
      <form method="post" action="/admin/login/forgot" className={card}>
        <AuthField id="email" label="Email">
          {(props) => <input {...props} name="email" type="email" autoComplete="username" required maxLength={254} />}
        </AuthField>
        <button type="submit" className={primaryButton}>
          Email me a link
        </button>
      </form>
      <p className={small}>
        After the new password you confirm it is you, as at every sign-in: with your passkey, authenticator app or a
        recovery code. A link alone never signs anyone in.
      </p>
      <section className="mt-6 text-sm text-muted" aria-labelledby="other-ways">
        <h2 id="other-ways" className="font-semibold text-navy-900">
          No access to that email?
        </h2>
        <OtherWays />
      </section>
      <BackToSignIn />
    </AuthPage>
  );
}

/** One new-password box with its show-password toggle, as the sign-in page draws it, and a hint under its label. */
function NewPasswordBox({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <div>
      <AuthField id={id} label={label} hint={hint}>
        {(props) => (
          <input
            {...props}
            name={id}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={128}
          />
        )}
      </AuthField>
      <PasswordToggle controls={id} />
    </div>
  );
}

/**
 * A link's new-password form, the invite's and the password reset's: the last try's refusal as an alert, then the
 * account's address (read only, for password managers), the password typed twice, and the token in a hidden field
 * back to the same address, never in a cookie or a log.
 */
function NewPasswordForm(form: {
  action: string;
  token: string;
  email: string;
  error?: string;
  label: string;
  hint: string;
  submit: string;
}) {
  return (
    <>
      {form.error ? <Notice error>{form.error}</Notice> : null}
      <form method="post" action={form.action} className={card}>
        <input type="hidden" name="token" value={form.token} />
        <AuthField id="email" label="Email">
          {(props) => (
            <input {...props} name="email" type="email" autoComplete="username" readOnly value={form.email} />
          )}
        </AuthField>
        <NewPasswordBox id="password" label={form.label} hint={form.hint} />
        <NewPasswordBox id="again" label="The same password again" />
        <button type="submit" className={primaryButton}>
          {form.submit}
        </button>
      </form>
    </>
  );
}

/**
 * The page a reset link opens: whose password, until when, and the new one typed twice. `error` is the last try's
 * refusal (a weak password, two that differ).
 */
export function ResetPage({
  chrome,
  token,
  email,
  until,
  error,
}: {
  chrome: AuthChrome;
  token: string;
  email: string;
  until: string;
  error?: string;
}) {
  return (
    <AuthPage chrome={chrome} title="Choose a new password" heading="Choose a new password">
      <p className={lead}>
        For {email}. This link works once, until {until}.
      </p>
      <NewPasswordForm
        action="/admin/login/reset"
        token={token}
        email={email}
        error={error}
        label="New password"
        hint={`At least ${PASSWORD_MIN} characters. A few unrelated words are easy to remember and hard to guess.`}
        submit="Set my new password"
      />
      <p className={small}>
        Next you confirm it is you, as at every sign-in: with your passkey, authenticator app or a recovery code. Every
        device signed in to your account is signed out.
      </p>
    </AuthPage>
  );
}

/** The page a link that does not work opens: forged, used, replaced and expired alike say the same. */
export function ResetGonePage({ chrome, minutes }: { chrome: AuthChrome; minutes: number }) {
  return (
    <AuthPage chrome={chrome} title="Link not valid" heading="This link does not work">
      <Notice error>
        It was used already or replaced by a newer one, it is older than {minutes} minutes, or the account&apos;s
        password or second step changed since it was sent.
      </Notice>
      <p className="mt-6">
        <a href="/admin/login/forgot" className={link}>
          Ask for a new link
        </a>
      </p>
      <BackToSignIn />
    </AuthPage>
  );
}

/**
 * The page an invite link opens: who is invited, as what, until when, and a new password typed twice. `error` is the
 * last try's refusal, shown as an alert.
 */
export function InvitePage({
  chrome,
  token,
  email,
  invitedAs,
  until,
  error,
}: {
  chrome: AuthChrome;
  token: string;
  email: string;
  /** The role, in words that say what it may do. */
  invitedAs: string;
  until: string;
  error?: string;
}) {
  return (
    <AuthPage chrome={chrome} title="Join the team" heading={`Join ${chrome.businessName}'s leads`}>
      <p className={lead}>
        You are invited as {invitedAs}. This invite works once, until {until}.
      </p>
      <NewPasswordForm
        action="/admin/login/invite"
        token={token}
        email={email}
        error={error}
        label="Choose a password"
        hint={`At least ${PASSWORD_MIN} characters. A few unrelated words are easy to remember and hard to guess. Only you will know it.`}
        submit="Set my password"
      />
      <p className={small}>Next you add a second step to signing in: a passkey or an authenticator app.</p>
    </AuthPage>
  );
}

/** The page a link that no longer works opens: forged, used, cancelled, replaced or expired alike say the same. */
export function InviteGonePage({ chrome }: { chrome: AuthChrome }) {
  return (
    <AuthPage chrome={chrome} title="Invite not valid" heading="This invite link does not work">
      <Notice error>
        It was used already, cancelled or replaced by a newer one, or it is older than three days. Ask the owner who
        invited you for a new link.
      </Notice>
      <p className="mt-6">
        <a href="/admin/login" className={link}>
          Already on the team? Sign in
        </a>
      </p>
    </AuthPage>
  );
}
