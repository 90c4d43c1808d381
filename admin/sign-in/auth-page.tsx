import { buttonClass } from "../../app/components/ui/button";
import { Field } from "../../app/components/ui/field";
import { HtmlDocument } from "../../app/components/ui/html-document";
import { cn } from "../../app/lib/cn";

// The sign-in pages' parts: the server renders them with react-dom/server before anyone is signed in, so they work
// with no script at all. The only script they may load is the dashboard's sign-in script,
// which brings the hidden buttons to life (show password, passkeys, Copy); the CSP allows no inline script. Their look
// is the dashboard's: the UI kit's Field and buttons, styled by the dashboard's built stylesheet (admin/admin.css).

export interface AuthChrome {
  businessName: string;
  /** The dashboard build's stylesheets, by their hashed names. */
  stylesheets: readonly string[];
  /** The sign-in script, when the build has one. */
  script?: string;
  /** This host can use passkeys, and the script is there to run them. */
  passkeys: boolean;
  /** A word about the last step: a refusal (an alert) or news (a status). */
  notice?: { text: string; error: boolean };
}

export const primaryButton = buttonClass("primary", "w-full whitespace-normal text-center");
export const secondaryButton = buttonClass("light", "w-full whitespace-normal border border-navy-200 text-center");
export const card = "mt-6 space-y-5 rounded-card bg-white p-6 shadow-card";
export const link = "font-semibold text-navy-700 underline";
export const lead = "mt-4 text-navy-900";
export const small = "mt-6 text-sm text-muted";

/** A word in a box above the form: red for a refusal, read out at once; blue for news, read out politely. */
export function Notice({ error, children }: { error: boolean; children: React.ReactNode }) {
  return (
    <p
      role={error ? "alert" : "status"}
      className={cn(
        "mt-6 rounded-xl border-l-4 px-4 py-3 font-medium",
        error ? "border-red-700 bg-red-50 text-red-800" : "border-water-600 bg-water-50 text-water-700",
      )}
    >
      {children}
    </p>
  );
}

/** A whole sign-in page: the business's name over the heading, the last step's notice, then the page's own parts. */
export function AuthPage({
  chrome,
  title,
  heading,
  children,
}: {
  chrome: AuthChrome;
  title: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <HtmlDocument
      head={
        <>
          <meta name="robots" content="noindex, nofollow" />
          <title>{`${title} · Leads · ${chrome.businessName}`}</title>
          {chrome.stylesheets.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
          {chrome.script ? <script type="module" src={chrome.script} /> : null}
        </>
      }
      bodyClassName="min-h-dvh bg-navy-50"
    >
      <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{chrome.businessName}</p>
        <h1 className="mt-1 text-3xl font-extrabold text-navy-900">{heading}</h1>
        {chrome.notice ? <Notice error={chrome.notice.error}>{chrome.notice.text}</Notice> : null}
        {/* The passkey script's words when a ceremony fails (admin/sign-in/passkey.ts). */}
        <p
          data-passkey-error
          role="alert"
          hidden
          className="mt-6 rounded-xl border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
        />
        {children}
      </main>
    </HtmlDocument>
  );
}

/** A button the passkey script brings to life; hidden until then, so a page without scripts never shows it. */
export function PasskeyButton({
  action,
  next,
  label,
}: {
  action: "sign-in" | "register";
  next: string;
  label: string;
}) {
  return (
    <button type="button" hidden data-passkey={action} data-next={next} className={secondaryButton}>
      {label}
    </button>
  );
}

/** The show-password toggle: hidden until the script runs, as a page without it has none. */
export function PasswordToggle({ controls }: { controls: string }) {
  return (
    <div className="mt-1 flex justify-end">
      <button
        type="button"
        hidden
        data-password-toggle
        aria-controls={controls}
        className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-navy-700 underline hover:bg-white"
      >
        Show password
      </button>
    </div>
  );
}

/** A hint under a field's label, which the control names in aria-describedby. */
function Hint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}

/**
 * One of the UI kit's fields with a fixed id (the sign-in script and password managers find the boxes by it), and a
 * hint under its label if it has one.
 */
export function AuthField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: (props: { id: string; className: string; "aria-describedby"?: string }) => React.ReactNode;
}) {
  return (
    <Field id={id} label={label}>
      {({ className }) => (
        <>
          {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
          {children({ id, className, "aria-describedby": hint ? `${id}-hint` : undefined })}
        </>
      )}
    </Field>
  );
}

/** A code's form: the authenticator app's six digits, or a recovery code. */
export function CodeForm({
  action,
  next,
  name,
  label,
  hint,
  pattern,
}: {
  action: string;
  next: string;
  name: "code" | "recovery";
  label: string;
  hint: string;
  pattern: string;
}) {
  return (
    <form method="post" action={action} className={card}>
      <input type="hidden" name="next" value={next} />
      <AuthField id={name} label={label} hint={hint}>
        {(props) => (
          <input
            {...props}
            name={name}
            type="text"
            inputMode={name === "code" ? "numeric" : "text"}
            autoComplete="one-time-code"
            required
            pattern={pattern}
          />
        )}
      </AuthField>
      <button type="submit" className={primaryButton}>
        Continue
      </button>
    </form>
  );
}

/** The operator's command, as they type it. */
export function Command({ children }: { children: React.ReactNode }) {
  return <code className="rounded bg-white px-1 break-words">{children}</code>;
}
