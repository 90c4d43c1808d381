import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { TEST_PASSWORD_COST } from "../../test/support/server/app";
import { dashboardRoutesApp, OWNER, startDashboard, STAFF, type Dashboard } from "../../test/support/server/dashboard";
import { softPasskeyRegistration } from "../../test/support/server/passkey";
import type { AccountSummary, StepUpRefusal, StepUpState } from "../../shared/api/account";
import { STEP_UP_MS } from "./step-up";
import { FREE_FAILURES } from "./throttle";
import { TEAM_OWNER_ONLY } from "./team-routes";
import { Users } from "./users";

/**
 * Every route the dashboard registers behind its session, as requests (read from the app itself, with the site's
 * builds mounted, so a route added anywhere is listed), each path's parameters filled with a sample.
 */
function dashboardRoutes(): { method: string; path: string }[] {
  const app = dashboardRoutesApp();
  const open = (path: string) =>
    path === "/login" || path.startsWith("/login/") || ["/logout", "/assets/:name"].includes(path);
  const sample = (name: string, pattern: string) =>
    pattern.startsWith("{[0-9]{8}")
      ? "20261124-000000-000000"
      : /^id$/.test(name) && pattern.includes("0-9")
        ? "1"
        : "x1";
  const filled = (path: string) =>
    path
      .replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, (_, name: string, pattern = "") => sample(name, pattern))
      .replace(/\*$/, "x");
  const routes = app.routes
    .filter((r) => r.method !== "ALL" && !open(r.path))
    .map((r) => ({ method: r.method, path: `/admin${r.path === "/" ? "" : filled(r.path)}` }));
  return [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
}

/**
 * What must ask for the second factor again when the last check is old (issue 46): security changes, the Team page
 * and all its API, phone alerts' settings, a privacy request's export and erase.
 */
const SENSITIVE = [
  /^(POST|PUT|PATCH|DELETE) \/admin\/api\/account\//,
  /^[A-Z]+ \/admin\/api\/team(\/|$)/,
  /^(POST|PUT|PATCH|DELETE) \/admin\/api\/alerts\//,
  /^POST \/admin\/api\/privacy\/(export|erase)$/,
];
/** What never asks again: leads, notes, spam, photos, editing and publishing the site, the pages, what is read. */
const NEVER_ASKS = [
  /^[A-Z]+ \/admin\/api\/(leads|spam|photos|deliveries)(\/|$)/,
  /^[A-Z]+ \/admin\/api\/site(\/|$)/,
  /^[A-Z]+ \/admin\/preview(\/|$)/,
  /^GET \/admin\/api\/(me|overview|vitals|account|alerts|privacy)$/,
  /^POST \/admin\/api\/privacy\/search$/,
  // The check itself.
  /^[A-Z]+ \/admin\/api\/step-up(\/|$)/,
  // The dashboard's pages: one shell; what they load asks, if anything does.
  /^GET \/admin(\/(?!api\/)|$)/,
];
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const routes = dashboardRoutes();
const sensitive = routes.filter((r) => SENSITIVE.some((p) => p.test(key(r))));
const neverAsks = routes.filter((r) => NEVER_ASKS.some((p) => p.test(key(r))));

const send = (d: Dashboard, route: { method: string; path: string }, cookie: string) =>
  d.request(route.path, {
    method: route.method,
    cookie,
    ...(route.method === "GET" ? {} : { headers: { "content-type": "application/json" }, body: "{}" }),
  });
const isStepUp = async (res: Response) =>
  res.status === 403 &&
  (
    (await res
      .clone()
      .json()
      .catch(() => ({}))) as { error?: string }
  ).error === "step-up";
const checkAgain = (d: Dashboard, cookie: string, body: unknown) =>
  d.request("/admin/api/step-up", {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the step-up, on every route the dashboard has", { timeout: 120_000 }, () => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await startDashboard({
      staff: true,
      buildCommand: { file: process.execPath, args: ["-e", "process.exit(1)"] },
    });
    d.store.insert(
      { form: "home", name: "Aroha", phone: "021 555 0199", service: "leak-detection", website: "" },
      { userAgent: "test" },
    );
  });
  afterAll(() => d.close());
  beforeEach(() => d.store.db.exec("DELETE FROM sign_in_failures"));

  test("every route is either sensitive or never asks: a new one must be put in one list here", () => {
    const unlisted = routes.filter((r) => !sensitive.includes(r) && !neverAsks.includes(r)).map(key);
    const both = sensitive.filter((r) => neverAsks.includes(r)).map(key);
    expect(unlisted, "classify each new route in SENSITIVE or NEVER_ASKS").toEqual([]);
    expect(both).toEqual([]);
    expect(sensitive.map(key)).toEqual(
      expect.arrayContaining([
        "POST /admin/api/account/password",
        "POST /admin/api/account/passkeys/options",
        "POST /admin/api/account/passkeys/1/remove",
        "POST /admin/api/account/app",
        "POST /admin/api/account/recovery-codes",
        "POST /admin/api/account/devices/1/sign-out",
        "GET /admin/api/team",
        "POST /admin/api/team/invites",
        "POST /admin/api/team/members/1/remove",
        "POST /admin/api/team/members/1/reset-second-factor",
        "POST /admin/api/alerts/topic/new",
        "POST /admin/api/alerts/subscribe",
        "DELETE /admin/api/alerts/topic",
        "POST /admin/api/privacy/export",
        "POST /admin/api/privacy/erase",
      ]),
    );
    expect(neverAsks.map(key)).toEqual(
      expect.arrayContaining([
        "POST /admin/api/leads/1/status",
        "POST /admin/api/leads/1/notes",
        "POST /admin/api/site/content",
        "POST /admin/api/site/builds",
        "POST /admin/api/site/builds/20261124-000000-000000/live",
        "POST /admin/api/site/rollback",
        "POST /admin/api/site/photos",
      ]),
    );
  });

  test("signing in is a check: right after it, nothing asks again", async () => {
    const cookie = await d.session();
    for (const route of sensitive.filter((r) => r.method === "GET"))
      expect(await isStepUp(await send(d, route, cookie)), key(route)).toBe(false);
    expect(await d.json<StepUpState>("/admin/api/step-up", cookie)).toMatchObject({ fresh: true, methods: ["app"] });
  });

  test("ten minutes after the last check, every sensitive route answers 403 step-up before it does anything", async () => {
    const cookie = await d.session();
    d.tick(STEP_UP_MS);
    const before = d.store.db
      .prepare("SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM totp_secrets) AS apps")
      .get();
    for (const route of sensitive) {
      const res = await send(d, route, cookie);
      expect(res.status, key(route)).toBe(403);
      expect(await res.json(), key(route)).toEqual({
        error: "step-up",
        message: expect.stringMatching(/^Confirm it's you/),
        methods: ["app"],
      } satisfies StepUpRefusal);
    }
    // Nothing was done: every account and its app are as they were, no invite was made, the alerts stayed off.
    expect(
      d.store.db
        .prepare("SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM totp_secrets) AS apps")
        .get(),
    ).toEqual(before);
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM invites").get()).toEqual({ n: 0 });
    expect((await d.json<{ on: boolean }>("/admin/api/alerts", cookie)).on).toBe(false);
    expect((await d.request("/admin/api/me", { cookie })).status).toBe(200);
  });

  test("however old the check, leads, notes, editing, publishing and the pages never ask", async () => {
    const cookie = await d.session();
    // Two days without a check, the device still signed in (3 days idle at most): each request keeps it seen.
    d.tick(2 * 24 * 3_600_000);
    expect((await d.request("/admin/api/me", { cookie })).status).toBe(200);
    for (const route of neverAsks) {
      const res = await send(d, route, cookie);
      expect(await isStepUp(res), `${key(route)} answered ${res.status}`).toBe(false);
      expect(res.status, key(route)).not.toBe(401);
    }
  });

  test("staff are told the Team page is an owner's, not asked for a code", async () => {
    const staff = await d.staffSession();
    d.tick(STEP_UP_MS);
    const res = await d.request("/admin/api/team", { cookie: staff });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: TEAM_OWNER_ONLY });
  });

  test("a fresh check lets every sensitive route through, for ten minutes; then it asks again", async () => {
    const cookie = await d.session();
    d.tick(STEP_UP_MS);
    expect(await isStepUp(await d.request("/admin/api/team", { cookie }))).toBe(true);
    const checked = await checkAgain(d, cookie, { code: d.appCode() });
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ fresh: true, freshForS: 600, methods: ["app"] });
    for (const route of sensitive) {
      // Targets that do not exist: asked and answered, nothing changed.
      const target = { ...route, path: route.path.replace(/\/(1|x1)(?=\/|$)/, "/999999") };
      expect(await isStepUp(await send(d, target, cookie)), key(target)).toBe(false);
    }
    d.tick(STEP_UP_MS);
    expect(await isStepUp(await d.request("/admin/api/team", { cookie }))).toBe(true);
  });
});

describe("the check", { timeout: 60_000 }, () => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await startDashboard({ staff: true });
  });
  afterAll(() => d.close());
  beforeEach(() => d.store.db.exec("DELETE FROM sign_in_failures"));

  test("a code works once; a wrong or replayed code is refused and counted like a sign-in guess", async () => {
    const cookie = await d.session();
    d.tick(STEP_UP_MS);
    const code = d.appCode();
    expect((await checkAgain(d, cookie, {})).status).toBe(400);
    const wrong = await checkAgain(d, cookie, { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ field: "code" });
    expect((await checkAgain(d, cookie, { code })).status).toBe(200);
    d.tick(STEP_UP_MS);
    expect((await checkAgain(d, cookie, { code })).status).toBe(403);
    expect(await isStepUp(await d.request("/admin/api/team", { cookie }))).toBe(true);
    // Guesses are throttled like the sign-in's: past the free ones, even the right code waits.
    for (let i = 0; i < FREE_FAILURES; i++) await checkAgain(d, cookie, { code: "000000" });
    const waiting = await checkAgain(d, cookie, { code: d.appCode() });
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await isStepUp(await d.request("/admin/api/team", { cookie }))).toBe(true);
  });

  test("a recovery code works once, and is one of the account's own", async () => {
    const cookie = await d.session();
    const made = await d.request("/admin/api/account/recovery-codes", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: OWNER.password }),
    });
    const { recoveryCodes } = (await made.json()) as { recoveryCodes: string[] };
    const renewed = made.headers
      .getSetCookie()
      .find((c) => c.startsWith("leads_session="))!
      .split(";")[0]!;
    d.tick(STEP_UP_MS);
    expect(await d.json<StepUpState>("/admin/api/step-up", renewed)).toEqual({
      fresh: false,
      freshForS: 0,
      methods: ["app", "recovery-code"],
    });
    expect((await checkAgain(d, renewed, { recoveryCode: recoveryCodes[0] })).status).toBe(200);
    d.tick(STEP_UP_MS);
    expect((await checkAgain(d, renewed, { recoveryCode: recoveryCodes[0] })).status).toBe(403);
    // The staff account's own app code is not the owner's.
    expect((await checkAgain(d, renewed, { code: d.appCode("JBSWY3DPEHPK3PXP") })).status).toBe(403);
  });

  test("an account with no second factor confirms with its password", async () => {
    const bare = await startDashboard({ ownerApp: false, requireSecondFactor: false });
    try {
      const { cookie } = await bare.signIn();
      bare.tick(STEP_UP_MS);
      expect(await bare.json<StepUpState>("/admin/api/step-up", cookie)).toMatchObject({ methods: ["password"] });
      expect((await checkAgain(bare, cookie, { password: "not my password at all" })).status).toBe(403);
      expect(await isStepUp(await bare.request("/admin/api/team", { cookie }))).toBe(true);
      expect((await checkAgain(bare, cookie, { password: OWNER.password })).status).toBe(200);
      expect((await bare.request("/admin/api/team", { cookie })).status).toBe(200);
    } finally {
      bare.close();
    }
  });
});

describe("the check with a passkey", { timeout: 60_000 }, () => {
  test("at the site's own host, the account's own passkey, answering this session's challenge once", async () => {
    const d = await startDashboard();
    try {
      const local = d.url.replace("127.0.0.1", "localhost");
      const at = (path: string, cookie: string, body: unknown) =>
        fetch(`${local}/admin/api${path}`, {
          method: "POST",
          headers: { cookie, origin: local, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      let cookie = await d.session();
      const options = await at("/account/passkeys/options", cookie, { password: OWNER.password });
      const passkey = softPasskeyRegistration(
        (await options.json()) as { challenge: string; rp: { id?: string } },
        local,
      );
      const added = await at("/account/passkeys", cookie, { response: passkey, name: "Phone" });
      expect(added.status).toBe(201);
      cookie = added.headers
        .getSetCookie()
        .find((c) => c.startsWith("leads_session="))!
        .split(";")[0]!;
      d.tick(STEP_UP_MS);
      expect(await d.json<StepUpState>("/admin/api/step-up", cookie)).toMatchObject({
        fresh: false,
        methods: ["passkey", "app", "recovery-code"],
      });
      // Not at an IP address, which cannot hold passkeys; and nothing stands without the challenge asked for.
      expect((await d.request("/admin/api/step-up/passkey/options", { method: "POST", cookie })).status).toBe(400);
      expect((await at("/step-up/passkey", cookie, { response: passkey.assertion("AAAA") })).status).toBe(400);

      const challenge = ((await (await at("/step-up/passkey/options", cookie, {})).json()) as { challenge: string })
        .challenge;
      // Another challenge than the one asked, then the right one, then the right one again (used once).
      const other = await at("/step-up/passkey", cookie, { response: passkey.assertion("AAAA", 2) });
      expect(other.status).toBe(403);
      expect(await isStepUp(await d.request("/admin/api/team", { cookie }))).toBe(true);
      const fresh = ((await (await at("/step-up/passkey/options", cookie, {})).json()) as { challenge: string })
        .challenge;
      expect(fresh).not.toBe(challenge);
      const right = await at("/step-up/passkey", cookie, { response: passkey.assertion(fresh, 3) });
      expect(right.status).toBe(200);
      expect(await right.json()).toMatchObject({ fresh: true });
      expect((await d.request("/admin/api/team", { cookie })).status).toBe(200);
      expect((await at("/step-up/passkey", cookie, { response: passkey.assertion(fresh, 4) })).status).toBe(400);
    } finally {
      d.close();
    }
  });
});

describe("races: a check and a sign-out end with the session", { timeout: 60_000 }, () => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await startDashboard();
  });
  afterAll(() => d.close());
  beforeEach(() => d.store.db.exec("DELETE FROM sign_in_failures"));

  test("a fresh check does not outlive a password change made elsewhere, nor from the command line", async () => {
    const phone = await d.session();
    const laptop = await d.session();
    expect((await checkAgain(d, phone, { code: d.appCode() })).status).toBe(200);
    const changed = await d.request("/admin/api/account/password", {
      method: "POST",
      cookie: laptop,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ currentPassword: OWNER.password, newPassword: "a new kauri plank for 2027" }),
    });
    expect(changed.status).toBe(200);
    // The phone's check went with its session: its cookie opens nothing, sensitive or not.
    expect((await d.request("/admin/api/team", { cookie: phone })).status).toBe(401);
    expect((await d.request("/admin/api/me", { cookie: phone })).status).toBe(401);
    expect((await checkAgain(d, phone, { code: d.appCode() })).status).toBe(401);
    // The laptop carries on in a renewed session with its own check, which a renewal does not make newer.
    const renewed = changed.headers
      .getSetCookie()
      .find((c) => c.startsWith("leads_session="))!
      .split(";")[0]!;
    d.tick(STEP_UP_MS);
    expect(await isStepUp(await d.request("/admin/api/team", { cookie: renewed }))).toBe(true);

    // A check being made while the credentials change (a passkey's answer awaited): its stamp finds nothing to stamp.
    const { cookie } = await d.signIn(OWNER.email, "a new kauri plank for 2027");
    await new Users(d.store.db, TEST_PASSWORD_COST).resetPassword(OWNER.email, "yet another plank for 2028");
    expect((await checkAgain(d, cookie, { code: d.appCode() })).status).toBe(401);
    expect((await d.request("/admin/api/team", { cookie })).status).toBe(401);
  });

  test("a device signed out from another is refused at once, fresh check and all; the list says who is signed in", async () => {
    const phoneAgent =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    const pass = "yet another plank for 2028";
    const phone = (await d.signIn(OWNER.email, pass, { headers: { "user-agent": phoneAgent } })).cookie;
    const laptop = (
      await d.signIn(OWNER.email, pass, {
        headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0" },
      })
    ).cookie;
    expect((await checkAgain(d, phone, { code: d.appCode() })).status).toBe(200);
    const listed = await d.json<AccountSummary>("/admin/api/account", laptop);
    expect(listed.devices.map((x) => [x.device, x.thisDevice])).toEqual([
      ["Firefox on Windows", true],
      ["Chrome on Android", false],
    ]);
    const target = listed.devices.find((x) => !x.thisDevice)!;
    const own = listed.devices.find((x) => x.thisDevice)!;
    const signOut = (id: number, cookie = laptop) =>
      d.request(`/admin/api/account/devices/${id}/sign-out`, {
        method: "POST",
        cookie,
        body: "{}",
        headers: { "content-type": "application/json" },
      });
    // This device signs out with the menu's Sign out; the other, from the list.
    expect((await signOut(own.id)).status).toBe(409);
    const done = await signOut(target.id);
    expect(done.status).toBe(200);
    expect(((await done.json()) as AccountSummary).devices.map((x) => x.device)).toEqual(["Firefox on Windows"]);
    expect((await d.request("/admin/api/me", { cookie: phone })).status).toBe(401);
    expect((await d.request("/admin/api/team", { cookie: phone })).status).toBe(401);
    expect((await signOut(target.id)).status).toBe(404);
    // Signing out another device is itself a sensitive step.
    const third = (await d.signIn(OWNER.email, pass)).cookie;
    const thirdId = (await d.json<AccountSummary>("/admin/api/account", third)).devices.find((x) => x.thisDevice)!.id;
    d.tick(STEP_UP_MS);
    expect(await isStepUp(await signOut(thirdId))).toBe(true);
    expect((await d.request("/admin/api/me", { cookie: third })).status).toBe(200);
  });
});

describe("staff's own account", { timeout: 60_000 }, () => {
  test("staff confirm like owners before changing how they sign in", async () => {
    const d = await startDashboard({ staff: true });
    try {
      const staff = await d.staffSession();
      d.tick(STEP_UP_MS);
      const res = await d.request("/admin/api/account/recovery-codes", {
        method: "POST",
        cookie: staff,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: STAFF.password }),
      });
      expect(await isStepUp(res)).toBe(true);
    } finally {
      d.close();
    }
  });
});
