import { loadConfigOrExit } from "../config.ts";
import { openQuoteStore } from "../db.ts";
import { logger } from "../log.ts";
import { createAccountNotices } from "./notices.ts";
import { PASSWORD_MIN } from "./password-rules.ts";
import { createUsers, normaliseEmail, UserError } from "./users.ts";

const usage = `Dashboard accounts (stored in DATA_DIR/quotes.db):

  npm run admin -- add-user EMAIL          asks for a password (or reads one line from standard input)
  npm run admin -- reset-password EMAIL    sets a new password and signs the account out everywhere
  npm run admin -- reset-2fa EMAIL         forgets its passkeys, app and recovery codes (a lost phone); the next
                                           sign-in sets up a second factor afresh
  Both email the account a notice of the change when SMTP_URL is set.
  npm run admin -- remove-user EMAIL       deletes the account and its sessions
  npm run admin -- list-users
`;

/** One line typed without echo on a terminal; from a pipe, the first line of standard input. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = "";
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? "";
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
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

async function newPassword(): Promise<string> {
  const password = await readPassword(`Password (at least ${PASSWORD_MIN} characters, not shown): `);
  if (process.stdin.isTTY && (await readPassword("Same password again: ")) !== password)
    throw new UserError("The two passwords differ; nothing was changed.");
  return password;
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  const needsEmail = ["add-user", "reset-password", "reset-2fa", "remove-user"].includes(command ?? "");
  if (!command || !(needsEmail || command === "list-users") || (needsEmail && !email)) {
    process.stderr.write(usage);
    return 2;
  }
  const config = loadConfigOrExit(process.env);
  const store = openQuoteStore(config.dataDir);
  const users = createUsers(store.db);
  // The notice of a reset goes to the account's own address (docs/decisions/010-asvs-level-1.md); a notice that
  // cannot be sent is said on standard error, and the reset stands.
  const notices = createAccountNotices({
    email: config.email,
    business: config.business,
    log: logger((entry) => {
      if (entry.level !== "info")
        process.stderr.write(`${String(entry.msg)}${entry.error ? `: ${String(entry.error)}` : ""}\n`);
    }),
  });
  try {
    if (command === "list-users") {
      const rows = users.list();
      process.stdout.write(
        rows.length === 0
          ? "No accounts yet: npm run admin -- add-user you@example.com\n"
          : rows
              .map((u) => `${u.email}  added ${u.created_at}  last sign-in ${u.last_sign_in_at ?? "never"}\n`)
              .join(""),
      );
    } else if (command === "add-user") {
      const user = await users.add(email!, await newPassword());
      process.stdout.write(`Added ${user.email}. Sign in at ${config.business.siteUrl}/admin/login\n`);
    } else if (command === "reset-password") {
      if (!users.list().some((u) => u.email === email!.trim().toLowerCase()))
        throw new UserError(`There is no account for ${email}.`);
      await users.resetPassword(email!, await newPassword());
      process.stdout.write(`New password set for ${email}; every session it had is signed out.\n`);
      await notices.send({ email: normaliseEmail(email!), changes: ["password-reset"] });
    } else if (command === "reset-2fa") {
      if (!users.resetSecondFactor(email!)) throw new UserError(`There is no account for ${email}.`);
      process.stdout.write(`${email} has no second factor now and is signed out; the next sign-in sets one up.\n`);
      await notices.send({ email: normaliseEmail(email!), changes: ["factors-reset"] });
    } else {
      if (!users.remove(email!)) throw new UserError(`There is no account for ${email}.`);
      process.stdout.write(`Removed ${email} and signed it out everywhere.\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    notices.close();
    store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
