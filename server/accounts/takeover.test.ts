import { request as httpRequest } from "node:http";
import { TEST_PASSWORD_COST } from "../../test/support/server/app";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { runAdminCli } from "../../test/support/server/admin-cli";
import { OWNER, startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { softPasskeyRegistration } from "../../test/support/server/passkey";
import { startSmtpSink } from "../../test/support/server/smtp-sink";
import { waitFor } from "../../test/support/server/wait";
import { APP_CONFIRM_TRIES } from "./account";
import { credentialsChanged } from "./credentials";
import { createPendingSignIns } from "./pending";
import { Sessions } from "./sessions";
import { Users } from "./users";
import { FREE_FAILURES } from "./throttle";

// The account takeovers a live probe tried (docs/decisions/010-asvs-level-1.md), written from the attacker's side:
// a half-finished sign-in kept across the owner's lock-down, parallel removals of the last factors, a sweep of
// authenticator codes, and a forged forwarded host. Each must fail at every step.

const form = (body: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(body),
});
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];
/** A JSON POST from the dashboard's own page, with the session cookie. */
const post = (d: Dashboard, path: string, cookie: string, body: unknown, base = d.url) =>
  fetch(`${base}/admin/api/account${path}`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** `npm run admin -- …` against the dashboard's own data folder, as the owner runs it on the server. */
const admin = (d: Dashboard, args: string[], input = "") => runAdminCli(d.dataDir, args, input, { SMTP_URL: "" });

/** The attacker, who knows the old password, starts a sign-in and stops at the second step. */
async function halfSignIn(d: Dashboard, password = OWNER.password) {
  const step = await d.request("/admin/login", form({ email: OWNER.email, password }));
  const pending = cookieOf(step, "leads_pending");
  expect(pending, "a pending sign-in cookie").toBeDefined();
  return { pending: pending!, step: new URL(step.headers.get("location")!, d.url).pathname };
}

const backToStart = (res: Response) =>
  res.status === 303 && res.headers.get("location") === "/admin/login?notice=second-factor-expired";

describe("a half-finished sign-in does not survive the owner's lock-down", { timeout: 60_000 }, () => {
  let d: Dashboard;
  beforeEach(async () => {
    d = await startDashboard();
  });
  afterEach(() => d.close());

  test("reset-password then reset-2fa: the old pending cookie opens nothing, enrols nothing, signs in nothing", async () => {
    // The attacker's recovery code, from before the lock-down.
    const owner = await d.session();
    const codes = (await (await post(d, "/recovery-codes", owner, { password: OWNER.password })).json()) as {
      recoveryCodes: string[];
    };
    const { pending, step } = await halfSignIn(d);
    expect(step).toBe("/admin/login/verify");

    // The README's lock-down, from the server's command line.
    const fresh = "a new kauri plank for 2027";
    expect(await admin(d, ["reset-password", OWNER.email], `${fresh}\n`)).toMatchObject({ code: 0 });
    expect(await admin(d, ["reset-2fa", OWNER.email])).toMatchObject({ code: 0 });

    // Every step the probe took after the reset is refused.
    const enrolPage = await d.request("/admin/login/enrol", { cookie: pending });
    expect(backToStart(enrolPage)).toBe(true);
    const verifyPage = await d.request("/admin/login/verify", { cookie: pending });
    expect(backToStart(verifyPage)).toBe(true);
    const enrol = await d.request("/admin/login/enrol", { ...form({ code: "123456" }), cookie: pending });
    expect(backToStart(enrol)).toBe(true);
    const withCode = await d.request("/admin/login/verify", {
      ...form({ recovery: codes.recoveryCodes[0]! }),
      cookie: pending,
    });
    expect(backToStart(withCode)).toBe(true);
    const local = d.url.replace("127.0.0.1", "localhost");
    const passkey = await fetch(`${local}/admin/login/passkey/options`, {
      method: "POST",
      headers: { cookie: pending, origin: local, "content-type": "application/json" },
      body: JSON.stringify({ purpose: "register" }),
    });
    expect(passkey.status).toBe(400);
    const codesPage = await d.request("/admin/login/recovery-codes", { cookie: pending });
    expect(backToStart(codesPage)).toBe(true);
    // No session was made, no factor was added, and the owner's own session ended too.
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM sessions").get()).toEqual({ n: 0 });
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM totp_secrets WHERE confirmed_at IS NOT NULL").get()).toEqual({
      n: 0,
    });
    expect((await d.request("/admin/api/me", { cookie: owner })).status).toBe(401);
    // The owner, with the new password, enrols afresh.
    expect((await halfSignIn(d, fresh)).step).toBe("/admin/login/enrol");
  });

  test("after a password change on the Security page, the old password and an unused recovery code sign in nothing", async () => {
    const owner = await d.session();
    const made = await post(d, "/recovery-codes", owner, { password: OWNER.password });
    const { recoveryCodes } = (await made.json()) as { recoveryCodes: string[] };
    const { pending } = await halfSignIn(d);
    const changed = await post(d, "/password", cookieOf(made, "leads_session")!, {
      currentPassword: OWNER.password,
      newPassword: "a new kauri plank for 2027",
    });
    expect(changed.status).toBe(200);
    const attempt = await d.request("/admin/login/verify", {
      ...form({ recovery: recoveryCodes[1]! }),
      cookie: pending,
    });
    expect(backToStart(attempt)).toBe(true);
    // The refused attempt spent nothing: the owner's codes are all still there.
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM recovery_codes").get()).toEqual({ n: 10 });
  });

  test("a session or sign-in stamped before a change is refused, whenever it was made", () => {
    const sessions = new Sessions(d.store.db, { idleMs: 60_000, absoluteMs: 3_600_000 });
    const pending = createPendingSignIns(d.store.db);
    const user = new Users(d.store.db, TEST_PASSWORD_COST).byId(1)!;
    // As a sign-in that read the password hash before the change and finished after it would make them.
    credentialsChanged(d.store.db, user.id);
    expect(sessions.get(sessions.create(user))).toBeUndefined();
    expect(pending.get(pending.create(user))).toBeUndefined();
    const now = { ...user, version: user.version + 1 };
    expect(sessions.get(sessions.create(now))).toMatchObject({ user: now });
    expect(pending.get(pending.create(now))).toMatchObject({ userId: user.id, version: now.version });
  });
});

describe("enrolment at sign-in", { timeout: 60_000 }, () => {
  test("is emailed to the owner, ends every other half-finished sign-in, and its own codes step is throttled", async () => {
    const sink = await startSmtpSink();
    const d = await startDashboard({ ownerApp: false, smtpUrl: sink.url });
    try {
      const other = await halfSignIn(d);
      const mine = await halfSignIn(d);
      expect(mine.step).toBe("/admin/login/enrol");
      const page = await (await d.request("/admin/login/enrol", { cookie: mine.pending })).text();
      const secret = /data-totp-secret(?:="[^"]*")?>([A-Z2-7]+)</.exec(page)![1]!;
      d.store.db.exec("DELETE FROM sign_in_failures");
      // Wrong codes at enrolment are counted like any other guess.
      const statuses: number[] = [];
      for (let i = 0; i < FREE_FAILURES + 1; i++)
        statuses.push(
          (await d.request("/admin/login/enrol", { ...form({ code: String(100000 + i) }), cookie: mine.pending }))
            .status,
        );
      expect(statuses).toEqual([...Array<number>(FREE_FAILURES).fill(401), 429]);
      d.store.db.exec("DELETE FROM sign_in_failures");
      const done = await d.request("/admin/login/enrol", {
        ...form({ code: d.appCode(secret) }),
        cookie: mine.pending,
      });
      expect(done.headers.get("location")).toBe("/admin/login/recovery-codes?next=%2Fadmin");
      const mail = await waitFor("the enrolment notice", () =>
        sink.messages.find((m) => m.message.header("subject")?.startsWith("An authenticator app was set up")),
      );
      expect(mail.envelope.to).toEqual([OWNER.email]);
      expect(mail.raw).not.toContain(secret);
      // The other half-finished sign-in (an attacker's, say) is over; this one goes on to its codes and a session.
      expect(backToStart(await d.request("/admin/login/verify", { cookie: other.pending }))).toBe(true);
      const codes = await d.request("/admin/login/recovery-codes", { cookie: mine.pending });
      expect(codes.status).toBe(200);
      expect(cookieOf(codes, "leads_session")).toMatch(/^leads_session=/);
    } finally {
      d.close();
      await sink.close();
    }
  });
});

describe("check and change in one step", { timeout: 60_000 }, () => {
  let d: Dashboard;
  beforeEach(async () => {
    d = await startDashboard();
  });
  afterEach(() => d.close());

  test("parallel removals of an account's two passkeys, from two browsers, leave one", async () => {
    const local = d.url.replace("127.0.0.1", "localhost");
    let cookie = await d.session();
    for (const name of ["Phone", "Laptop"]) {
      const options = await post(d, "/passkeys/options", cookie, { password: OWNER.password }, local);
      const registration = softPasskeyRegistration(
        (await options.json()) as { challenge: string; rp: { id?: string } },
        local,
      );
      const added = await post(d, "/passkeys", cookie, { response: registration, name }, local);
      expect(added.status).toBe(201);
      cookie = cookieOf(added, "leads_session")!;
    }
    const browsers = [cookie, await d.session(), await d.session(), await d.session()];
    // The passkeys are now the only factors, as after a reset and a passkey enrolment.
    d.store.db.exec("DELETE FROM totp_secrets");
    d.store.db.exec("DELETE FROM sign_in_failures");
    const ids = (d.store.db.prepare("SELECT id FROM passkeys").all() as { id: string }[]).map((r) => r.id);
    expect(ids).toHaveLength(2);
    const answers = await Promise.all(
      browsers.flatMap((browser) =>
        ids.map((id) => post(d, `/passkeys/${id}/remove`, browser, { password: OWNER.password })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The rest: signed out by the first (401), the last factor (409), or the password throttle (429).
    for (const s of statuses) expect([200, 401, 409, 429]).toContain(s);
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM passkeys").get()).toEqual({ n: 1 });
  });

  test(`a burst of wrong authenticator codes: ${APP_CONFIRM_TRIES} and the setup is dropped, the right code then fails`, async () => {
    const cookie = await d.session();
    const begun = await post(d, "/app", cookie, { password: OWNER.password });
    const { secret } = (await begun.json()) as { secret: string };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(d, "/app/confirm", cookie, { code: String(200000 + i) })),
    );
    const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, ...((await a.json()) as object) })));
    const wrong = bodies.filter((b) => b.status === 400 && "field" in b && b.field === "code");
    expect(wrong).toHaveLength(APP_CONFIRM_TRIES - 1);
    expect(bodies.filter((b) => b.status === 429)).toHaveLength(1);
    // Past that there is no setup to guess at: even the right code is refused, and the old app still signs in.
    expect((await post(d, "/app/confirm", cookie, { code: d.appCode(secret) })).status).toBe(400);
    expect((await d.signIn()).cookie).toMatch(/^leads_session=/);
    expect(JSON.stringify(d.log)).toContain("authenticator app setup dropped: too many wrong codes");
  });
});

describe("the origin is ours, not the client's", { timeout: 30_000 }, () => {
  test("behind the proxy, a forged X-Forwarded-Host with a matching Origin is refused", async () => {
    const d = await startDashboard({ trustProxy: true });
    try {
      const cookie = await d.session();
      const forged = await d.request("/admin/api/account/recovery-codes", {
        method: "POST",
        cookie,
        headers: {
          origin: "https://evil.example",
          "x-forwarded-host": "evil.example",
          "x-forwarded-proto": "https",
          "content-type": "application/json",
        },
        body: JSON.stringify({ password: OWNER.password }),
      });
      expect(forged.status).toBe(403);
      // The same request from SITE_URL's origin is accepted.
      const ours = await d.request("/admin/api/account/recovery-codes", {
        method: "POST",
        cookie,
        headers: { origin: d.business.current().siteUrl, "content-type": "application/json" },
        body: JSON.stringify({ password: OWNER.password }),
      });
      expect(ours.status).toBe(200);
    } finally {
      d.close();
    }
  });

  // DNS rebinding: a page at a name of the attacker's that resolves to this server (on the owner's network, no proxy)
  // sends its own name as both Host and Origin. fetch() cannot set Host, so these go out through node:http.
  test("without a proxy, an Origin that only matches the Host the request names is refused (DNS rebinding)", async () => {
    const d = await startDashboard();
    try {
      const cookie = await d.session();
      const { port } = new URL(d.url);
      const send = (host: string, origin: string, path: string, body: string, type = "application/json") =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest(`${d.url}${path}`, {
            method: "POST",
            headers: { host, origin, cookie, "content-type": type, "content-length": Buffer.byteLength(body) },
          });
          req.once("response", (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.once("error", reject);
          req.end(body);
        });
      const note = JSON.stringify({ text: "Rang back" });
      const rebound = `rebind.example:${port}`;
      expect(await send(rebound, `http://${rebound}`, "/admin/api/leads/1/notes", note)).toBe(403);
      // Guessing passwords from inside the network is refused before the password is looked at.
      const guess = new URLSearchParams({ email: OWNER.email, password: "a guess" }).toString();
      expect(await send(rebound, `http://${rebound}`, "/admin/login", guess, "application/x-www-form-urlencoded")).toBe(
        403,
      );
      // A LAN address the owner's browser might use is not a local address either: SITE_URL names the site.
      expect(await send(`192.168.1.20:${port}`, `http://192.168.1.20:${port}`, "/admin/api/leads/1/notes", note)).toBe(
        403,
      );
      expect(d.log.filter((entry) => entry.msg === "sign-in failed")).toHaveLength(0);
      // The loopback address the request came to, and SITE_URL's origin, are this site: past the check, the answer is
      // that this data folder has no lead 1.
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`])
        expect(await send(host, `http://${host}`, "/admin/api/leads/1/notes", note), host).toBe(404);
      expect(await send(`127.0.0.1:${port}`, d.business.current().siteUrl, "/admin/api/leads/1/notes", note)).toBe(404);
    } finally {
      d.close();
    }
  });
});
