import { afterEach, describe, expect, test } from "vitest";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { runAdminCli, runAdminCliHere } from "../../test/support/server/admin-cli";
import { tempDir } from "../../test/support/server/http";
import { startSmtpSink } from "../../test/support/server/smtp-sink";
import { composeServer } from "../http/compose";
import { composeInbox, TEST_PASSWORD_COST, testConfig } from "../../test/support/server/app";
import { hashPassword, PASSWORD_COST, passwordProblem, verifyPassword } from "./password";
import { Sessions } from "./sessions";
import { createThrottle, FREE_FAILURES } from "./throttle";
import { Users } from "./users";

let stores: QuoteStore[] = [];
const open = () => {
  const store = openQuoteStore(tempDir("auth-"));
  stores.push(store);
  return store;
};
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});

describe("password hashing", { timeout: 30_000 }, () => {
  test("scrypt with its parameters and a random salt; verified in constant time; never the plain text", async () => {
    const [a, b] = await Promise.all([hashPassword("correct horse battery"), hashPassword("correct horse battery")]);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("horse");
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
    // The same password typed as composed or decomposed Unicode.
    expect(await verifyPassword("Māngere pipes 2026".normalize("NFD"), await hashPassword("Māngere pipes 2026"))).toBe(
      true,
    );
  });

  test("the server hashes new passwords at OWASP's cost; the tests' cheaper one is theirs alone", async () => {
    // Composed as server/main.ts composes it: nothing replaced.
    const parts = composeServer(testConfig(), { log: () => {} });
    stores.push(parts.store);
    await parts.users.add("owner@example.co.nz", "pipes and drains 2026");
    const stored = (parts.store.db.prepare("SELECT password_hash FROM users").get() as { password_hash: string })
      .password_hash;
    expect(stored.split("$").slice(0, 4)).toEqual(["scrypt", "32768", "8", "3"]);
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 3 });
    // A test's server hashes cheaply, and a password hashed either way is checked at the cost stored with it.
    const testParts = composeInbox();
    stores.push(testParts.store);
    await testParts.users.add("owner@example.co.nz", "pipes and drains 2026");
    expect(await testParts.users.verify("owner@example.co.nz", "pipes and drains 2026")).toBeDefined();
    const cheap = testParts.store.db.prepare("SELECT password_hash FROM users").get() as { password_hash: string };
    expect(cheap.password_hash.split("$").slice(0, 4)).toEqual(["scrypt", String(TEST_PASSWORD_COST.N), "8", "1"]);
  });

  test("a damaged or hostile stored hash is refused, not run", async () => {
    for (const stored of [
      "",
      "plain",
      "scrypt$1048576$8$1$c2FsdA==$a2V5",
      "bcrypt$x",
      "scrypt$16384$64$1$c2FsdA==$a2V5",
    ])
      expect(await verifyPassword("anything", stored)).toBe(false);
  });

  test("length is the rule: at least 12 characters, not the email, not one character repeated", () => {
    expect(passwordProblem("short", "a@b.nz")).toMatch(/at least 12/);
    expect(passwordProblem("owner@example.co.nz", "Owner@Example.co.nz")).toMatch(/not be the email/);
    expect(passwordProblem("aaaaaaaaaaaaaaa", "a@b.nz")).toMatch(/repeated/);
    expect(passwordProblem("x".repeat(128) + "y", "a@b.nz")).toMatch(/at most 128/);
    expect(passwordProblem("pipes and drains ".repeat(8).slice(0, 128), "a@b.nz")).toBeUndefined();
    expect(passwordProblem("pipes and drains in papatoetoe", "a@b.nz")).toBeUndefined();
  });

  test("a password from the breached-password list is refused, whatever its length or case (ASVS 2.1.7)", () => {
    for (const common of ["password1234", "Password1234", "qwertyuiop123", "1q2w3e4r5t6y"])
      expect(passwordProblem(common, "a@b.nz"), common).toMatch(/leaked in breaches/);
  });

  test("the decoy hash for unknown emails is made at start, not by the first unknown email", async () => {
    const store = open();
    // Several accounts' worth of unknown-email checks, each measured against a known email's: made on first use,
    // the first unknown one would cost two hashes.
    const ratios: number[] = [];
    for (let i = 0; i < 3; i++) {
      const users = new Users(store.db);
      await users.ready();
      const t0 = performance.now();
      await users.verify(`nobody${i}@example.co.nz`, "some password here");
      const unknown = performance.now() - t0;
      const t1 = performance.now();
      await users.verify(`nobody${i}@example.co.nz`, "some password here");
      ratios.push(unknown / (performance.now() - t1));
    }
    expect(Math.min(...ratios)).toBeLessThan(1.5);
  });
});

describe("accounts", { timeout: 30_000 }, () => {
  test("emails are one account whatever their case; removing or resetting signs it out everywhere", async () => {
    const store = open();
    const users = new Users(store.db, TEST_PASSWORD_COST);
    const sessions = new Sessions(store.db, { idleMs: 60_000, absoluteMs: 3_600_000 });
    const user = await users.add(" Owner@Example.co.nz ", "pipes and drains 2026");
    expect(user.email).toBe("owner@example.co.nz");
    await expect(users.add("OWNER@example.co.nz", "another long password")).rejects.toThrow(/already has an account/);
    await expect(users.add("not-an-email", "another long password")).rejects.toThrow(/not an email/);
    await expect(users.add("b@example.co.nz", "short")).rejects.toThrow(/at least 12/);
    expect(await users.verify("OWNER@example.co.nz", "pipes and drains 2026")).toEqual(user);
    expect(await users.verify("owner@example.co.nz", "wrong password here")).toBeUndefined();
    expect(await users.verify("nobody@example.co.nz", "pipes and drains 2026")).toBeUndefined();
    expect(users.list()[0]!.last_sign_in_at).not.toBeNull();

    const token = sessions.create(user);
    const reset = await users.resetPassword("owner@example.co.nz", "a brand new password");
    // The credential version moves on (server/accounts/credentials.ts): the old session is gone, and one made with
    // the version read before the reset (a sign-in that was checking the old password meanwhile) is refused.
    expect(reset).toEqual({ ...user, version: user.version + 1 });
    expect(sessions.get(token)).toBeUndefined();
    expect(sessions.get(sessions.create(user))).toBeUndefined();
    expect(await users.verify("owner@example.co.nz", "pipes and drains 2026")).toBeUndefined();
    expect(await users.verify("owner@example.co.nz", "a brand new password")).toEqual(reset);
    expect(await users.resetPassword("nobody@example.co.nz", "a brand new password")).toBeUndefined();

    const again = sessions.create(reset!);
    expect(sessions.get(again)).toMatchObject({ user: reset });
    expect(users.remove("Owner@example.co.nz")).toBe(true);
    expect(sessions.get(again)).toBeUndefined();
    expect(users.remove("owner@example.co.nz")).toBe(false);
  });
});

describe("sessions", { timeout: 30_000 }, () => {
  test("idle and absolute expiry, each reported as expired once and then forgotten", () => {
    const store = open();
    let now = Date.parse("2026-11-23T00:00:00Z");
    const sessions = new Sessions(store.db, { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 }, () => now);
    store.db.prepare("INSERT INTO users (email, password_hash, created_at) VALUES ('a@b.nz', 'x', 'now')").run();
    const user = { id: 1, email: "a@b.nz", version: 1, role: "owner" as const };

    const idle = sessions.create(user);
    now += 29 * 60_000;
    expect(sessions.get(idle)).toMatchObject({ user });
    now += 29 * 60_000; // busy: each request moves the idle clock on
    expect(sessions.get(idle)).toMatchObject({ user });
    now += 31 * 60_000;
    expect(sessions.get(idle)).toEqual({ expired: true });
    expect(sessions.get(idle)).toBeUndefined();

    const busy = sessions.create(user);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      now += 20 * 60_000;
      expect(sessions.get(busy), `after ${minutes + 20} min`).toMatchObject({ user });
    }
    now += 40 * 60_000;
    expect(sessions.get(busy)).toEqual({ expired: true });
  });

  test("tokens are 32 random bytes, stored only as their hash; anything else is no session", () => {
    const store = open();
    const sessions = new Sessions(store.db, { idleMs: 60_000, absoluteMs: 3_600_000 });
    store.db.prepare("INSERT INTO users (email, password_hash, created_at) VALUES ('a@b.nz', 'x', 'now')").run();
    const token = sessions.create({ id: 1, email: "a@b.nz", version: 1, role: "owner" as const });
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(JSON.stringify(store.db.prepare("SELECT * FROM sessions").all())).not.toContain(token);
    for (const bad of [undefined, "", "x", token.slice(1), `${token}x`, "' OR 1=1 --".padEnd(43, "x")])
      expect(sessions.get(bad)).toBeUndefined();
    sessions.revoke(token);
    expect(sessions.get(token)).toBeUndefined();
  });

  test("sweep drops sessions that can no longer be used", () => {
    const store = open();
    let now = 0;
    const sessions = new Sessions(store.db, { idleMs: 1000, absoluteMs: 5000 }, () => now);
    store.db.prepare("INSERT INTO users (email, password_hash, created_at) VALUES ('a@b.nz', 'x', 'now')").run();
    sessions.create({ id: 1, email: "a@b.nz", version: 1, role: "owner" as const });
    now = 500;
    const fresh = sessions.create({ id: 1, email: "a@b.nz", version: 1, role: "owner" as const });
    now = 1200;
    expect(sessions.sweep()).toBe(1);
    expect(sessions.get(fresh)).toMatchObject({ user: { id: 1 } });
  });
});

describe("sign-in throttle", { timeout: 30_000 }, () => {
  test(`${FREE_FAILURES} free attempts, then pauses that double up to 15 minutes; forgotten after a day or a success`, () => {
    const store = open();
    let now = 0;
    const throttle = createThrottle(store.db, () => now);
    const keys = ["account:a@b.nz"];
    const fail = () => expect(throttle.attempt(keys).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      fail();
      waits.push(throttle.wait(keys));
      now += throttle.wait(keys) * 1000;
    }
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    fail();
    expect(throttle.attempt([...keys, "address:10.0.0.1"])).toEqual({ allowed: false, wait: 900 });
    expect(throttle.wait(["address:10.0.0.1"])).toBe(0);
    now += 25 * 3_600_000;
    fail();
    expect(throttle.wait(keys)).toBe(0);
    for (let i = 0; i < 3; i++) fail();
    const right = throttle.attempt(keys);
    expect(throttle.wait(keys)).toBeGreaterThan(0);
    if (right.allowed) right.succeeded();
    expect(throttle.wait(keys)).toBe(0);
  });

  test("attempts are counted as they start: attempts begun together are refused past the free ones", () => {
    const store = open();
    const throttle = createThrottle(store.db, () => 0);
    const started = Array.from({ length: 100 }, () => throttle.attempt(["address:10.0.0.1", "account:a@b.nz"]));
    expect(started.filter((a) => a.allowed)).toHaveLength(FREE_FAILURES);
  });
});

describe("npm run admin", { timeout: 30_000 }, () => {
  // The command's function in this process (server/accounts/cli.ts's runCli): a Node start per command would cost the
  // file most of its time. The process itself, its piped standard input and its exit codes, is run for real below.
  const run = runAdminCliHere;

  test("add-user reads the password from standard input; list, reset and remove work; mistakes exit non-zero", async () => {
    const dir = tempDir("cli-");
    // As the owner runs it: a process of its own, the password piped in, its exit code the process's.
    expect(await runAdminCli(dir, ["add-user", "owner@example.co.nz"], "pipes and drains 2026\n")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Added owner@example.co.nz"),
      err: "",
    });
    expect(await runAdminCli(dir, ["remove-user"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("add-user EMAIL"),
    });
    expect(await run(dir, ["add-user", "owner@example.co.nz"], "pipes and drains 2026\n")).toMatchObject({
      code: 1,
      err: expect.stringContaining("already has an account"),
    });
    expect(await run(dir, ["add-user", "office@example.co.nz"], "short\n")).toMatchObject({
      code: 1,
      err: expect.stringContaining("at least 12"),
    });
    const listed = await run(dir, ["list-users"]);
    expect(listed.out).toMatch(/^owner@example\.co\.nz {2}owner {2}added \S+ {2}last sign-in never\n$/);
    expect(await run(dir, ["reset-password", "owner@example.co.nz"], "a brand new password\n")).toMatchObject({
      code: 0,
    });
    const store = openQuoteStore(dir);
    stores.push(store);
    expect(
      await new Users(store.db, TEST_PASSWORD_COST).verify("owner@example.co.nz", "a brand new password"),
    ).toBeDefined();
    expect(await run(dir, ["reset-password", "nobody@example.co.nz"], "a brand new password\n")).toMatchObject({
      code: 1,
    });
    store.db.prepare("INSERT INTO totp_secrets (user_id, secret, confirmed_at) VALUES (1, 'X', 'now')").run();
    store.db.prepare("INSERT INTO recovery_codes (user_id, code_hash) VALUES (1, 'h')").run();
    expect(await run(dir, ["reset-2fa", "owner@example.co.nz"])).toMatchObject({ code: 0 });
    for (const table of ["totp_secrets", "recovery_codes", "passkeys"])
      expect(store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
    expect(await run(dir, ["reset-2fa", "nobody@example.co.nz"])).toMatchObject({ code: 1 });
    expect(await run(dir, ["add-user", "office@example.co.nz"], "password1234\n")).toMatchObject({
      code: 1,
      err: expect.stringContaining("leaked in breaches"),
    });
    // --staff makes an account for the leads only (server/accounts/roles.ts); the list says each one's role.
    expect(await run(dir, ["add-user", "staff@example.co.nz", "--staff"], "pipes and drains 2027\n")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Added staff@example.co.nz (staff: leads only)."),
    });
    expect((await run(dir, ["list-users"])).out).toMatch(
      /^owner@example\.co\.nz {2}owner {2}added .*\nstaff@example\.co\.nz {2}staff {2}added .*\n$/,
    );
    expect(await run(dir, ["list-users", "--staff"])).toMatchObject({ code: 2 });
    expect(await run(dir, ["add-user", "x@example.co.nz", "--admin"])).toMatchObject({ code: 2 });
    expect(await run(dir, ["remove-user", "staff@example.co.nz"])).toMatchObject({ code: 0 });
    expect(await run(dir, ["remove-user", "owner@example.co.nz"])).toMatchObject({ code: 0 });
    expect((await run(dir, ["list-users"])).out).toContain("No accounts yet");
    expect(await run(dir, ["remove-user"])).toMatchObject({ code: 2, err: expect.stringContaining("add-user EMAIL") });
    expect(await run(dir, ["frobnicate"])).toMatchObject({ code: 2 });
  }, 60_000);

  test("reset-password and reset-2fa email the account a notice; without mail, or when it fails, they say so", async () => {
    const sink = await startSmtpSink();
    try {
      const dir = tempDir("cli-notice-");
      const mail = {
        SMTP_URL: sink.url,
        LEADS_EMAIL_TO: "office@example.co.nz",
        LEADS_EMAIL_FROM: "leads@example.co.nz",
      };
      await run(dir, ["add-user", "owner@example.co.nz"], "pipes and drains 2026\n");
      const reset = await run(dir, ["reset-password", "Owner@example.co.nz"], "a brand new password\n", mail);
      expect(reset).toMatchObject({ code: 0, err: "" });
      expect(await run(dir, ["reset-2fa", "owner@example.co.nz"], "", mail)).toMatchObject({ code: 0, err: "" });
      // The CLI waits for its notices, so both are in before its run ends.
      expect(sink.messages.map((m) => [m.envelope.to, m.message.header("subject")])).toEqual([
        [["owner@example.co.nz"], "Your password was reset — Example Plumbing Co. leads"],
        [["owner@example.co.nz"], "Your second sign-in step was reset — Example Plumbing Co. leads"],
      ]);
      expect(sink.messages[0]!.text).toContain("From:    the server's own command line (npm run admin)");
      expect(sink.messages[0]!.raw).not.toContain("a brand new password");
      expect(sink.messages[1]!.text).toContain("npm run admin -- reset-2fa");

      const unsent = await run(dir, ["reset-2fa", "owner@example.co.nz"]);
      expect(unsent).toMatchObject({ code: 0, err: "account notice not sent: no SMTP_URL is configured\n" });
      // A mail server that is down: the reset stands, and the failure is said.
      await sink.close();
      const failed = await run(dir, ["reset-password", "owner@example.co.nz"], "another new password\n", mail);
      expect(failed.code).toBe(0);
      expect(failed.err).toMatch(/^account notice could not be sent: /);
      const store = openQuoteStore(dir);
      stores.push(store);
      expect(
        await new Users(store.db, TEST_PASSWORD_COST).verify("owner@example.co.nz", "another new password"),
      ).toBeDefined();
    } finally {
      await sink.close().catch(() => {});
    }
  }, 30_000);
});
