import { type ServerConfig, fixedBusiness } from "../config/config.ts";
import { loadConfigOrExit } from "../config/config-load.ts";
import { isSampleSiteUrl, localOrigin } from "../config/config-report.ts";
import { openQuoteStore } from "../quotes/db.ts";
import { logger } from "../core/log.ts";
import { createAccountNotices } from "./notices.ts";
import { passwordProblem } from "./password.ts";
import { PASSWORD_MIN } from "../../shared/accounts/password-rules.ts";
import { Users, normaliseEmail, UserError } from "./users.ts";

const usage = `Dashboard accounts (stored in DATA_DIR/quotes.db):

  npm run admin -- add-user EMAIL          asks for a password (or reads one line from standard input); the
                                           account is an owner (leads and the website)
  npm run admin -- add-user EMAIL --staff  the same, for staff: leads only, never the website's content
  npm run admin -- reset-password EMAIL    sets a new password and signs the account out everywhere
  npm run admin -- reset-2fa EMAIL         forgets its passkeys, app and recovery codes (a lost phone); the next
                                           sign-in sets up a second factor afresh
  Both email the account a notice of the change when SMTP_URL is set.
  npm run admin -- remove-user EMAIL       deletes the account and its sessions
  npm run admin -- list-users              each account with its role
`;

/**
 * What a run reads and writes: the process's own, or, for the tests, an environment, a piped input and two sinks
 * given in its place (a run in the tests' process is a module import, not a Node start per command).
 */
interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: { write: (text: string) => unknown };
  stderr: { write: (text: string) => unknown };
}

/** One line typed without echo on a terminal; from a pipe, the first line of standard input. */
async function readPassword(prompt: string, io: CliIo): Promise<string> {
  const input = io.stdin;
  if (!input.isTTY || !input.setRawMode) {
    let text = "";
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? "";
  }
  const setRawMode = input.setRawMode.bind(input);
  io.stderr.write(prompt);
  setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (error?: Error) => {
      setRawMode(false);
      input.pause();
      input.off("data", onData);
      io.stderr.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === "\r" || key === "\n") return done();
        if (key === "\u0003") return done(new UserError("Cancelled."));
        if (key === "\u007f" || key === "\b") typed = typed.slice(0, -1);
        else if (key >= " ") typed += key;
      }
    };
    input.on("data", onData);
  });
}

/**
 * The new password, checked against the one policy with the business's name among
 * the owner's own words, as the Security page's meter and the server check it.
 */
async function newPassword(email: string, businessName: string, io: CliIo): Promise<string> {
  const password = await readPassword(`Password (at least ${PASSWORD_MIN} characters, not shown): `, io);
  const problem = passwordProblem(password, normaliseEmail(email), businessName);
  if (problem) throw new UserError(problem);
  if (io.stdin.isTTY && (await readPassword("Same password again: ", io)) !== password)
    throw new UserError("The two passwords differ; nothing was changed.");
  return password;
}

/**
 * Where to sign in: SITE_URL's dashboard, or, while SITE_URL is still the sample example.com address (which is not
 * this server), the address this server answers on, saying so.
 */
function signInAt(config: ServerConfig): string {
  const { siteUrl } = config.business;
  if (!isSampleSiteUrl(siteUrl)) return `Sign in at ${siteUrl}/admin/login\n`;
  return (
    `Sign in at ${localOrigin(config)}/admin/login while the server runs on this machine.\n` +
    `SITE_URL is still the sample ${siteUrl}: set the business's own address in .env, then sign in there.\n`
  );
}

/** `npm run admin -- …args`: its exit code. */
export async function runCli(args: string[], io: CliIo = process): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith("--"));
  const [command, email] = args.filter((arg) => !arg.startsWith("--"));
  const needsEmail = ["add-user", "reset-password", "reset-2fa", "remove-user"].includes(command ?? "");
  // --staff is add-user's only option; any other flag, or one given to another command, is a mistake.
  const flagsValid = flags.every((flag) => flag === "--staff" && command === "add-user") && flags.length <= 1;
  if (!command || !(needsEmail || command === "list-users") || (needsEmail && !email) || !flagsValid) {
    io.stderr.write(usage);
    return 2;
  }
  const config = loadConfigOrExit(io.env);
  const store = openQuoteStore(config.dataDir);
  const users = new Users(store.db);
  // The notice of a reset goes to the account's own address (docs/decisions/010-asvs-level-1.md); a notice that
  // cannot be sent is said on standard error, and the reset stands.
  const notices = createAccountNotices({
    email: config.email,
    business: fixedBusiness(config.business),
    log: logger((entry) => {
      if (entry.level !== "info")
        io.stderr.write(`${String(entry.msg)}${entry.error ? `: ${String(entry.error)}` : ""}\n`);
    }),
  });
  try {
    if (command === "list-users") {
      const rows = users.list();
      io.stdout.write(
        rows.length === 0
          ? "No accounts yet: npm run admin -- add-user you@example.com\n"
          : rows
              .map(
                (u) => `${u.email}  ${u.role}  added ${u.created_at}  last sign-in ${u.last_sign_in_at ?? "never"}\n`,
              )
              .join(""),
      );
    } else if (command === "add-user") {
      const role = flags.includes("--staff") ? "staff" : "owner";
      const user = await users.add(email!, await newPassword(email!, config.business.name, io), role);
      io.stdout.write(`Added ${user.email}${role === "staff" ? " (staff: leads only)" : ""}. ${signInAt(config)}`);
    } else if (command === "reset-password") {
      if (!users.list().some((u) => u.email === email!.trim().toLowerCase()))
        throw new UserError(`There is no account for ${email}.`);
      await users.resetPassword(email!, await newPassword(email!, config.business.name, io));
      io.stdout.write(`New password set for ${email}; every session it had is signed out.\n`);
      await notices.send({ email: normaliseEmail(email!), changes: ["password-reset"] });
    } else if (command === "reset-2fa") {
      if (!users.resetSecondFactor(email!)) throw new UserError(`There is no account for ${email}.`);
      io.stdout.write(`${email} has no second factor now and is signed out; the next sign-in sets one up.\n`);
      await notices.send({ email: normaliseEmail(email!), changes: ["factors-reset"] });
    } else {
      if (!users.remove(email!)) throw new UserError(`There is no account for ${email}.`);
      io.stdout.write(`Removed ${email} and signed it out everywhere.\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    notices.close();
    store.close();
  }
}

if (import.meta.main) process.exitCode = await runCli(process.argv.slice(2));
