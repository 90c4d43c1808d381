import { formatDateTime } from "../../shared/date-time.ts";
import type { Business, EmailConfig, CurrentBusiness } from "../config/config.ts";
import { markup } from "../core/html.ts";
import { oneLine } from "../quotes/lead.ts";
import type { Logger } from "../core/log.ts";
import { emailLayout, mailTransport } from "../delivery/mail.ts";

/** What changed in how an account signs in: each sends the account a notice (ASVS 2.2.3, 2.5.5). */
export type CredentialChange =
  | "password-changed"
  | "password-reset"
  | "passkey-added"
  | "passkey-removed"
  | "app-set-up"
  | "app-replaced"
  | "recovery-codes"
  | "factors-reset";

const told: Record<CredentialChange, { subject: string; text: (passkey: string) => string }> = {
  "password-changed": {
    subject: "Your password was changed",
    text: () => "The password of your account was changed on the dashboard's Security page.",
  },
  "password-reset": {
    subject: "Your password was reset",
    text: () =>
      "A new password was set for your account on the server (npm run admin -- reset-password), and the account was signed out everywhere.",
  },
  "passkey-added": {
    subject: "A passkey was added to your account",
    text: (passkey) => `A passkey${passkey} was added to your account: it can now sign in as you.`,
  },
  "passkey-removed": {
    subject: "A passkey was removed from your account",
    text: (passkey) => `A passkey${passkey} was removed from your account: it no longer signs in.`,
  },
  "app-set-up": {
    subject: "An authenticator app was set up",
    text: () => "An authenticator app was set up for your account: its codes now confirm your sign-ins.",
  },
  "app-replaced": {
    subject: "Your authenticator app was replaced",
    text: () => "Your account's authenticator app was replaced: codes from the one you had before no longer work.",
  },
  "recovery-codes": {
    subject: "New recovery codes were made",
    text: () => "New recovery codes were made for your account: the ones made before no longer work.",
  },
  "factors-reset": {
    subject: "Your second sign-in step was reset",
    text: () =>
      "Every passkey, the authenticator app and the recovery codes of your account were removed on the server (npm run admin -- reset-2fa), and the account was signed out everywhere. Its next sign-in sets up a second step afresh.",
  },
};

export interface AccountNotice {
  /** The account, whose own address receives the notice. */
  email: string;
  changes: CredentialChange[];
  /** The client's address; undefined for the server's own command line. */
  address?: string;
  /** The passkey's name, for a notice about one. */
  passkey?: string;
  at?: Date;
}

/** The notice's words: what changed, when in New Zealand, from where, and what to do if it was not the owner. */
function noticeEmail(notice: AccountNotice, business: Business) {
  const passkey = notice.passkey ? ` ("${oneLine(notice.passkey, 60)}")` : "";
  const sentences = notice.changes.map((change) => told[change].text(passkey));
  const facts: [string, string][] = [
    ["Account", notice.email],
    ["When", `${formatDateTime((notice.at ?? new Date()).toISOString())} (New Zealand time)`],
    ["From", notice.address ?? "the server's own command line (npm run admin)"],
  ];
  const security = `${business.siteUrl}/admin/security`;
  const commands = [`npm run admin -- reset-password ${notice.email}`, `npm run admin -- reset-2fa ${notice.email}`];
  const notYou =
    "If it was not you, someone else may be able to sign in as you. Sign in, change your password and remove any passkey or authenticator app you do not recognise:";
  const locked =
    "If you cannot sign in, ask whoever runs the server to run these, which also sign the account out everywhere:";
  const text = [
    "Kia ora,",
    "",
    ...sentences,
    "",
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(9)}${value}`),
    "",
    "If this was you, there is nothing more to do.",
    "",
    notYou,
    security,
    locked,
    ...commands.map((command) => `  ${command}`),
    "",
    `— ${business.name}, leads dashboard`,
    "",
  ].join("\n");
  const html = emailLayout(markup`<p>Kia ora,</p>
    ${sentences.map((sentence) => markup`<p><strong>${sentence}</strong></p>`)}
    <table role="presentation" style="border-collapse:collapse">
      ${facts.map(
        ([label, value]) =>
          markup`<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${label}</th><td>${value}</td></tr>`,
      )}
    </table>
    <p>If this was you, there is nothing more to do.</p>
    <p>${notYou} <a href="${security}">${security}</a></p>
    <p>${locked}</p>
    <pre>${commands.join("\n")}</pre>
    <p>— ${business.name}, leads dashboard</p>`);
  return { subject: `${told[notice.changes[0]!].subject} — ${business.name} leads`, text, html };
}

/**
 * Notices to the account's own address after any change to how it signs in, sent through the lead emails' SMTP
 * settings. A notice carries no secret: no password, code or key. Sending never throws: the
 * change has been made either way, and a notice that could not be sent (or with no SMTP_URL, was not) is logged.
 */
export function createAccountNotices(options: { email?: EmailConfig; business: CurrentBusiness; log: Logger }) {
  const { email, business, log } = options;
  const transport = email && mailTransport(email);
  return {
    async send(notice: AccountNotice): Promise<"sent" | "not-configured" | "failed"> {
      const fields = { user: notice.email, changes: notice.changes };
      if (!transport) {
        log.warn("account notice not sent: no SMTP_URL is configured", fields);
        return "not-configured";
      }
      try {
        await transport.sendMail({ from: email.from, to: notice.email, ...noticeEmail(notice, business.current()) });
        log.info("account notice sent", fields);
        return "sent";
      } catch (error) {
        log.error("account notice could not be sent", { ...fields, error: (error as Error).message });
        return "failed";
      }
    },
    /**
     * Any other notice to an account's own address, in the same layout and with the same guarantees (never throws,
     * logged either way): a subject and its paragraphs, such as the server's low disk space.
     */
    async tell(to: string, subject: string, paragraphs: string[]): Promise<"sent" | "not-configured" | "failed"> {
      const fields = { user: to, subject };
      if (!transport) {
        log.warn("account notice not sent: no SMTP_URL is configured", fields);
        return "not-configured";
      }
      const { name } = business.current();
      const signed = `— ${name}, leads dashboard`;
      try {
        await transport.sendMail({
          from: email.from,
          to,
          subject: `${subject} — ${name} leads`,
          text: ["Kia ora,", "", ...paragraphs.flatMap((p) => [p, ""]), signed, ""].join("\n"),
          html: emailLayout(markup`<p>Kia ora,</p>
            ${paragraphs.map((p) => markup`<p>${p}</p>`)}
            <p>${signed}</p>`),
        });
        log.info("account notice sent", fields);
        return "sent";
      } catch (error) {
        log.error("account notice could not be sent", { ...fields, error: (error as Error).message });
        return "failed";
      }
    },
    /** Whether notices are emailed at all (SMTP_URL is set): what the Security page tells the owner. */
    configured: Boolean(transport),
    close: () => transport?.close(),
  };
}

export type AccountNotices = ReturnType<typeof createAccountNotices>;
