import {
  AuthField,
  AuthPage,
  card,
  CodeForm,
  Command,
  lead,
  link,
  PasskeyButton,
  PasswordToggle,
  primaryButton,
  secondaryButton,
  type AuthChrome,
} from "./auth-page";

// The sign-in's own pages: the password, the second step, enrolling one, and the recovery codes shown once. Each takes
// what it shows as props; the server (server/accounts/login-page.ts) works out the rest.

/** What every step of signing in is given: the page's frame, and where the owner goes once signed in. */
interface Step {
  chrome: AuthChrome;
  next: string;
}

/** The first page: email and password, or a passkey. The email is kept after a failure, the password never. */
export function LoginPage({ chrome, next, email }: Step & { email?: string }) {
  return (
    <AuthPage chrome={chrome} title="Sign in" heading="Sign in to your leads">
      <form method="post" action="/admin/login" className={card}>
        <input type="hidden" name="next" value={next} />
        <AuthField id="email" label="Email">
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="username webauthn"
              required
              defaultValue={email ?? ""}
            />
          )}
        </AuthField>
        <div>
          <AuthField id="password" label="Password">
            {(props) => <input {...props} name="password" type="password" autoComplete="current-password" required />}
          </AuthField>
          {chrome.script ? <PasswordToggle controls="password" /> : null}
        </div>
        <button type="submit" className={primaryButton}>
          Sign in
        </button>
      </form>
      {chrome.passkeys ? (
        <div className="mt-4">
          <PasskeyButton action="sign-in" next={next} label="Sign in with a passkey" />
        </div>
      ) : null}
      <p className="mt-6">
        <a href="/admin/login/forgot" className={link}>
          Forgot your password?
        </a>
      </p>
    </AuthPage>
  );
}

const appCode = {
  name: "code",
  label: "Code from your authenticator app",
  hint: "Six digits; a new one every 30 seconds.",
  pattern: "[0-9 ]{6,7}",
} as const;

/**
 * What to do with no phone or passkey to hand (issue 46): a recovery code; another owner's Team page; for the only
 * owner, the operator's command. None of them is an email: a mailbox alone never removes a second factor.
 */
function LostPhoneHelp({ email }: { email: string }) {
  return (
    <section className="mt-6 text-sm text-muted" aria-labelledby="lost-phone">
      <h2 id="lost-phone" className="font-semibold text-navy-900">
        Lost your phone or passkey?
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        <li>Use one of the recovery codes you saved when you set up signing in, in the box above. Each works once.</li>
        <li>
          No codes? Ask another owner to reset your second step on the dashboard&apos;s Team page. You keep your
          password, and set up a new second step at your next sign-in.
        </li>
        <li>
          The only owner? Ask whoever runs the server to run <Command>npm run admin -- reset-2fa {email}</Command>.
        </li>
      </ul>
    </section>
  );
}

/** The second step, after a right password: a passkey, a code from the app, or a recovery code. */
export function VerifyPage({
  chrome,
  next,
  hasPasskey,
  hasApp,
  email,
}: Step & {
  hasPasskey: boolean;
  hasApp: boolean;
  email: string;
}) {
  return (
    <AuthPage chrome={chrome} title="Second step" heading="Confirm it is you">
      {hasPasskey && chrome.passkeys ? (
        <div className="mt-6">
          <PasskeyButton action="sign-in" next={next} label="Use your passkey" />
        </div>
      ) : null}
      {hasApp ? <CodeForm action="/admin/login/verify" next={next} {...appCode} /> : null}
      <CodeForm
        action="/admin/login/verify"
        next={next}
        name="recovery"
        label="Or a recovery code"
        hint="One of the codes you saved when you set up sign-in. Each works once."
        pattern="[0-9a-fA-F \-]{20,23}"
      />
      <LostPhoneHelp email={email} />
    </AuthPage>
  );
}

/**
 * Enrolment after the first password sign-in: a passkey where the device has one, or an authenticator app. The app
 * takes the key as a QR code from a computer's screen; on the phone itself, as the link or the key typed or pasted.
 * The key stays one unbroken word, so a long press copies it whole; its box is 16 characters wide, so it reads as two
 * even lines.
 */
export function EnrolPage({
  chrome,
  next,
  secret,
  uri,
  qr,
}: Step & {
  secret: string;
  uri: string;
  /** The QR code of `uri`, as an image's data URI. */
  qr: string;
}) {
  return (
    <AuthPage chrome={chrome} title="Protect your account" heading="Add a second step to signing in">
      <p className={lead}>
        Your leads hold customers&apos; details, so signing in takes your password and something only you hold.
      </p>
      {chrome.passkeys ? (
        <div className="mt-6">
          <PasskeyButton action="register" next={next} label="Create a passkey on this device" />
        </div>
      ) : null}
      <section className={card} aria-labelledby="app-heading">
        <h2 id="app-heading" className="text-xl font-bold text-navy-900">
          Or use an authenticator app
        </h2>
        <p className="text-sm text-muted">Scan this code with the app, then type the six-digit code it shows below.</p>
        <img
          src={qr}
          alt="QR code for your authenticator app"
          width={208}
          height={208}
          className="mx-auto block size-52 rounded-lg ring-1 ring-navy-200"
        />
        <div className="space-y-2">
          <p className="text-sm text-muted">On this phone, or if the app cannot scan:</p>
          <p>
            <a className={link} href={uri}>
              Open in an authenticator app
            </a>
          </p>
          <p className="text-sm text-muted">or add an account in the app with this key:</p>
          <p
            className="max-w-[calc(16ch+1em+1.5rem)] rounded-lg bg-navy-50 px-3 py-2 font-mono text-lg tracking-wider break-all text-navy-900 select-all"
            data-totp-secret
          >
            {secret}
          </p>
        </div>
      </section>
      <CodeForm action="/admin/login/enrol" next={next} {...appCode} />
    </AuthPage>
  );
}

/**
 * The recovery codes, shown this once: only their hashes are kept. Download is a link to the file as a `data:` URI,
 * so it works with no script; Copy needs the clipboard, so the sign-in script shows it.
 */
export function RecoveryCodesPage({
  chrome,
  next,
  codes,
  file,
}: Step & {
  codes: readonly string[];
  file: { name: string; href: string; text: string };
}) {
  return (
    <AuthPage chrome={chrome} title="Recovery codes" heading="Save your recovery codes">
      <p className={lead}>
        If you lose your passkey or phone, each of these codes signs you in once. Print them or keep them in a password
        manager: this is the only time they are shown.
      </p>
      <ul className={`${card} font-mono text-lg text-navy-900`} data-recovery-codes>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {chrome.script ? (
          <button
            type="button"
            hidden
            data-copy={file.text}
            data-copy-status="copy-status"
            className={`${secondaryButton} sm:flex-1`}
          >
            Copy the codes
          </button>
        ) : null}
        <a download={file.name} href={file.href} className={`${secondaryButton} sm:flex-1`}>
          Download the codes
        </a>
      </div>
      <p id="copy-status" role="status" className="mt-2 min-h-5 text-center text-sm font-semibold text-water-700" />
      <a href={next} className={`${primaryButton} mt-4`}>
        I have saved them: go to my leads
      </a>
    </AuthPage>
  );
}
