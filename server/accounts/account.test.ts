import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { NOTICE_FROM, OWNER, startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { softPasskeyRegistration } from "../../test/support/server/passkey";
import { startSmtpSink } from "../../test/support/server/smtp-sink";
import { waitFor } from "../../test/support/server/wait";
import type { AccountSummary } from "../../shared/api/account";
import { FREE_FAILURES } from "./throttle";

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A JSON POST from the dashboard's own page (its Origin), with the session cookie; `base` may be localhost. */
const post = (d: Dashboard, path: string, cookie: string, body: unknown, base = d.url) =>
  fetch(`${base}/admin/api/account${path}`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The session cookie (`name=value`) a response renewed, if it did. */
const renewed = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("leads_session="))
    ?.split(";")[0];

/** The notice whose subject starts with `subject`, once it has arrived. */
const notice = (sink: Sink, subject: string) =>
  waitFor(`the notice "${subject}"`, () => sink.messages.find((m) => m.message.header("subject")?.startsWith(subject)));

describe("changing the password", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let sink: Sink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    d = await startDashboard({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    d.close();
    await sink.close();
  });
  beforeEach(() => d.store.db.exec("DELETE FROM sign_in_failures"));

  test("the new password works, the old does not, every other session ends, and the owner is told by email", async () => {
    const here = await d.session();
    const elsewhere = await d.session();
    const next = "a fresh kauri plank 2026";
    const res = await post(d, "/password", here, { currentPassword: OWNER.password, newPassword: next });
    expect(res.status).toBe(200);
    // This browser carries on with a new session id; the old one and the other browser's are gone.
    const renewed = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("leads_session="))!
      .split(";")[0]!;
    expect(renewed).not.toBe(here);
    expect((await d.request("/admin/api/me", { cookie: renewed })).status).toBe(200);
    expect((await d.request("/admin/api/me", { cookie: here })).status).toBe(401);
    expect((await d.request("/admin/api/me", { cookie: elsewhere })).status).toBe(401);
    expect((await d.signIn(OWNER.email, OWNER.password)).response.status).toBe(401);
    expect((await d.signIn(OWNER.email, next)).cookie).toMatch(/^leads_session=/);

    const mail = await notice(sink, "Your password was changed");
    expect(mail.envelope.to).toEqual([OWNER.email]);
    expect(mail.message.header("from")).toBe(NOTICE_FROM);
    expect(mail.text).toContain("The password of your account was changed on the dashboard's Security page.");
    expect(mail.text).toMatch(/When: {4}\w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m \(New Zealand time\)/);
    expect(mail.text).toContain("From:    127.0.0.1");
    expect(mail.text).toContain("If it was not you, someone else may be able to sign in as you.");
    expect(mail.text).toContain(`npm run admin -- reset-password ${OWNER.email}`);
    expect(mail.html).toContain("/admin/security");
    for (const secret of [OWNER.password, next]) expect(mail.raw).not.toContain(secret);
    await post(d, "/password", renewed, { currentPassword: next, newPassword: OWNER.password });
  });

  test(`a wrong current password is refused and counted: of 30 at once, at most ${FREE_FAILURES} are checked`, async () => {
    const cookie = await d.session();
    const one = await post(d, "/password", cookie, { currentPassword: "not my password", newPassword: "pipes 2026 x" });
    expect(one.status).toBe(403);
    expect(await one.json()).toEqual({ error: "That is not your current password.", field: "currentPassword" });
    d.store.db.exec("DELETE FROM sign_in_failures");
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(d, "/password", cookie, { currentPassword: `guess number ${i}`, newPassword: "a long new password" }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 403)).toHaveLength(FREE_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - FREE_FAILURES);
    const refused = burst.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many attempts\. Wait \d+ seconds/);
    // Even the right password now waits, as it would on the sign-in page; nothing changed, nothing was sent.
    const right = await post(d, "/password", cookie, {
      currentPassword: OWNER.password,
      newPassword: "a long new one",
    });
    expect(right.status).toBe(429);
    expect((await d.request("/admin/api/me", { cookie })).status).toBe(200);
    expect(JSON.stringify(d.log)).not.toContain("guess number");
  });

  test("a new password that is too short, too long, breached or the current one is refused, saying why", async () => {
    const cookie = await d.session();
    const refusal = async (newPassword: string) => {
      const res = await post(d, "/password", cookie, { currentPassword: OWNER.password, newPassword });
      expect(res.status, newPassword).toBe(400);
      return ((await res.json()) as { error: string; field: string }).error;
    };
    expect(await refusal("short one")).toBe("The password must be at least 12 characters long.");
    expect(await refusal("x".repeat(129))).toBe("The password must be at most 128 characters long.");
    expect(await refusal("Password1234")).toMatch(/leaked in breaches/);
    expect(await refusal(OWNER.password)).toMatch(/is your current one/);
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM sign_in_failures").get()).toEqual({ n: 0 });
    const bad = await d.request("/admin/api/account/password", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(bad.status).toBe(400);
  });

  test("each path answers its own method only", async () => {
    const cookie = await d.session();
    const get = await d.request("/admin/api/account/password", { cookie });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const remove = await d.request("/admin/api/account", { method: "DELETE", cookie });
    expect(remove.status).toBe(405);
    expect(remove.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("second factors from the Security page", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let sink: Sink;
  let cookie: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    d = await startDashboard({ smtpUrl: sink.url });
    cookie = await d.session();
  });
  afterAll(async () => {
    d.close();
    await sink.close();
  });
  beforeEach(() => d.store.db.exec("DELETE FROM sign_in_failures"));
  /** A change from this browser: each one that is made ends every session and renews this one's cookie. */
  const send = async (path: string, body: unknown, base = d.url) => {
    const res = await post(d, path, cookie, body, base);
    cookie = renewed(res) ?? cookie;
    return res;
  };

  test("the summary lists the factors and nothing secret", async () => {
    const summary = await d.json<AccountSummary>("/admin/api/account", cookie);
    expect(summary).toEqual({
      email: OWNER.email,
      requireSecondFactor: true,
      passkeysHere: false,
      siteUrl: expect.stringMatching(/^https?:\/\//),
      passkeys: [],
      app: true,
      recoveryCodesLeft: 0,
      emailNotices: true,
      // This browser's session only: its number, its browser's name and times, nothing of its token.
      devices: [
        {
          id: expect.any(Number),
          device: expect.any(String),
          signedInAt: expect.any(String),
          lastSeenAt: expect.any(String),
          thisDevice: true,
        },
      ],
      signedIn: { idleHours: 72, maxDays: 30 },
    });
  });

  test("new recovery codes need the password, are shown once, replace the old, and are told of", async () => {
    expect((await send("/recovery-codes", {})).status).toBe(400);
    expect((await send("/recovery-codes", { password: "not my password" })).status).toBe(403);
    const first = await send("/recovery-codes", { password: OWNER.password });
    expect(first.status).toBe(200);
    const { recoveryCodes, recoveryCodesLeft } = (await first.json()) as AccountSummary & { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodesLeft).toBe(10);
    const mail = await notice(sink, "New recovery codes were made");
    for (const code of recoveryCodes) expect(mail.raw).not.toContain(code.slice(0, 5));
    const again = (await (await send("/recovery-codes", { password: OWNER.password })).json()) as {
      recoveryCodes: string[];
    };
    const form = (body: Record<string, string>, cookie?: string) => ({
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    });
    const signInWith = async (recovery: string) => {
      const step = await d.request("/admin/login", form({ email: OWNER.email, password: OWNER.password }));
      const pending = step.headers.getSetCookie()[0]!.split(";")[0]!;
      return (await d.request("/admin/login/verify", form({ recovery }, pending))).status;
    };
    expect(await signInWith(recoveryCodes[0]!)).toBe(401);
    expect(await signInWith(again.recoveryCodes[0]!)).toBe(303);
  });

  test("replacing the authenticator app: the password first, then a code from the new app; the old one stops", async () => {
    expect((await send("/app", { password: "not my password" })).status).toBe(403);
    const begun = await send("/app", { password: OWNER.password });
    const { secret, uri } = (await begun.json()) as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    // Until the new app proves it has the key, the old app still signs in.
    expect((await send("/app/confirm", { code: "123456" })).status).toBe(400);
    expect((await d.signIn(OWNER.email, OWNER.password, { code: d.appCode() })).cookie).toMatch(/^leads_session=/);
    const confirmed = await send("/app/confirm", { code: d.appCode(secret) });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()) as AccountSummary).toMatchObject({ app: true });
    expect((await send("/app/confirm", { code: d.appCode(secret) })).status).toBe(400);
    expect((await d.signIn(OWNER.email, OWNER.password, { code: d.appCode() })).cookie).toBe("");
    expect((await d.signIn(OWNER.email, OWNER.password, { code: d.appCode(secret) })).cookie).toMatch(/^leads_/);
    const mail = await notice(sink, "Your authenticator app was replaced");
    expect(mail.raw).not.toContain(secret);
  });

  test("a passkey is added (at a host name, with the password) and removed (with it again), each told of", async () => {
    const local = d.url.replace("127.0.0.1", "localhost");
    expect((await send("/passkeys/options", { password: OWNER.password })).status).toBe(400);
    expect((await send("/passkeys/options", {}, local)).status).toBe(400);
    expect((await send("/passkeys/options", { password: "not my password" }, local)).status).toBe(403);
    // The registration without the password-checked step before it is refused.
    const unasked = softPasskeyRegistration({ challenge: "AAAA", rp: { id: "localhost" } }, local);
    expect((await send("/passkeys", { response: unasked }, local)).status).toBe(400);

    const options = await send("/passkeys/options", { password: OWNER.password }, local);
    expect(options.status).toBe(200);
    const registration = softPasskeyRegistration(
      (await options.json()) as { challenge: string; rp: { id?: string } },
      local,
    );
    // Named with a right-to-left override and a NUL pasted along: stored and told of without them.
    const added = await send("/passkeys", { response: registration, name: "Work\0 laptop\u202e" }, local);
    expect(added.status).toBe(201);
    const summary = (await added.json()) as AccountSummary;
    expect(summary.passkeys).toEqual([
      { id: registration.id, name: "Work laptop", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(summary.passkeysHere).toBe(true);
    // The challenge was used once.
    expect((await send("/passkeys", { response: registration }, local)).status).toBe(400);
    expect((await notice(sink, "A passkey was added")).text).toContain('A passkey ("Work laptop") was added');

    const remove = (password: string) => send(`/passkeys/${registration.id}/remove`, { password });
    expect((await remove("not my password")).status).toBe(403);
    const removed = await remove(OWNER.password);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as AccountSummary).passkeys).toEqual([]);
    expect((await notice(sink, "A passkey was removed")).text).toContain('A passkey ("Work laptop") was removed');
    expect((await remove(OWNER.password)).status).toBe(404);
  });

  test("while a second factor is required, the last one cannot be removed", async () => {
    const local = d.url.replace("127.0.0.1", "localhost");
    const options = await send("/passkeys/options", { password: OWNER.password }, local);
    const registration = softPasskeyRegistration(
      (await options.json()) as { challenge: string; rp: { id?: string } },
      local,
    );
    expect((await send("/passkeys", { response: registration }, local)).status).toBe(201);
    // The account keeps the passkey alone: its app is gone (as after a reset and a passkey enrolment).
    d.store.db.exec("DELETE FROM totp_secrets");
    const refused = await send(`/passkeys/${registration.id}/remove`, { password: OWNER.password });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/only second sign-in step/);
    expect((await d.json<AccountSummary>("/admin/api/account", cookie)).passkeys).toHaveLength(1);
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM sign_in_failures").get()).toEqual({ n: 0 });
  });
});

describe("with ADMIN_REQUIRE_2FA=false: a factor is added later from the Security page", { timeout: 60_000 }, () => {
  test("an app set up from the page is then asked for at sign-in, and its first recovery codes are shown", async () => {
    const sink = await startSmtpSink();
    const d = await startDashboard({ smtpUrl: sink.url, ownerApp: false, requireSecondFactor: false });
    try {
      const cookie = await d.session();
      const summary = await d.json<AccountSummary>("/admin/api/account", cookie);
      expect(summary).toMatchObject({ requireSecondFactor: false, app: false, passkeys: [] });
      // Recovery codes stand in for a factor: with none, there is nothing for them to stand in for.
      expect((await post(d, "/recovery-codes", cookie, { password: OWNER.password })).status).toBe(409);
      const { secret } = (await (await post(d, "/app", cookie, { password: OWNER.password })).json()) as {
        secret: string;
      };
      const confirmed = await post(d, "/app/confirm", cookie, { code: d.appCode(secret) });
      const body = (await confirmed.json()) as AccountSummary & { recoveryCodes: string[] };
      expect(body.app).toBe(true);
      expect(body.recoveryCodes).toHaveLength(10);
      const mail = await notice(sink, "An authenticator app was set up");
      expect(mail.text).toContain("New recovery codes were made");
      const step = await d.request("/admin/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
      });
      expect(step.headers.get("location")).toBe("/admin/login/verify?next=%2Fadmin");
    } finally {
      d.close();
      await sink.close();
    }
  });

  test("without SMTP_URL the change is made and the missing notice is logged", async () => {
    const d = await startDashboard();
    try {
      const cookie = await d.session();
      const made = await post(d, "/recovery-codes", cookie, { password: OWNER.password });
      expect(made.status).toBe(200);
      // The page is told what happened, and says so (admin/security/account-actions.ts): no notice, and why.
      expect(await made.json()).toMatchObject({ notice: "not-configured", emailNotices: false });
      await waitFor("the log entry", () =>
        d.log.find((e) => e.msg === "account notice not sent: no SMTP_URL is configured"),
      );
    } finally {
      d.close();
    }
  });
});
