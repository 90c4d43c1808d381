import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { TEST_PASSWORD_COST } from "../../test/support/server/app";
import { OWNER, STAFF, startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { startSmtpSink } from "../../test/support/server/smtp-sink";
import { waitFor } from "../../test/support/server/wait";
import { createInvites, INVITE_MS } from "./invites";
import { createTeam, LAST_OWNER } from "./team";
import type { NewInvite, TeamSummary } from "../../shared/api/team";
import { INVITE_TRIES_PER_MINUTE, TEAM_OWNER_ONLY } from "./team-routes";
import { Users } from "./users";

// The Team page's API and the invite link (server/accounts/team-routes.ts) against the real server and SQLite, attacked
// as docs/decisions/010-asvs-level-1.md's rows for them say.

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A password the policy takes, typed by each person who accepts an invite here. */
const CHOSEN = "blue pohutukawa ladder 42";

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
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
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** POST /admin/api/team/… as the owner's page sends it. */
const post = (d: Dashboard, path: string, cookie: string, body: unknown = {}) =>
  d.request(`/admin/api/team${path}`, { method: "POST", cookie, ...json(body) });

async function invite(d: Dashboard, cookie: string, email: string, role: "owner" | "staff", send = false) {
  const res = await post(d, "/invites", cookie, { email, role, send });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as NewInvite;
}

/** The invite link's form sent with a password (typed twice alike unless `again` says otherwise). */
const accept = (d: Dashboard, link: string, password = CHOSEN, extra: Record<string, string> = {}) =>
  d.request("/admin/login/invite", form({ token: tokenOf(link), password, again: password, ...extra }));

/**
 * From an accepted invite's answer to a session, as the new member's browser goes: the enrolment page's key into an
 * authenticator app, its code, the recovery codes page. Returns the session and the app's key for later sign-ins.
 */
async function enrol(d: Dashboard, accepted: Response) {
  expect(accepted.status).toBe(303);
  expect(accepted.headers.get("location")).toBe("/admin/login/enrol?next=%2Fadmin");
  const pending = cookieOf(accepted, "leads_pending")!;
  const page = await d.request("/admin/login/enrol", { cookie: pending });
  const secret = /data-totp-secret(?:="[^"]*")?>([A-Z2-7]+)</.exec(await page.text())![1]!;
  const confirmed = await d.request("/admin/login/enrol", {
    ...form({ code: d.appCode(secret), next: "/admin" }),
    cookie: pending,
  });
  expect(confirmed.status).toBe(303);
  const codes = await d.request("/admin/login/recovery-codes?next=%2Fadmin", { cookie: pending });
  return { session: cookieOf(codes, "leads_session")!, secret };
}

/** Invites `email` as `role` and has them join: their session and app key. */
async function join(d: Dashboard, owner: string, email: string, role: "owner" | "staff") {
  const { link } = await invite(d, owner, email, role);
  return enrol(d, await accept(d, link));
}

const team = async (d: Dashboard, cookie: string) => {
  const res = await d.request("/admin/api/team", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as TeamSummary;
};
const roleOf = (d: Dashboard, email: string) =>
  (d.store.db.prepare("SELECT role FROM users WHERE email = ?").get(email) as { role: string } | undefined)?.role;
const idOf = (d: Dashboard, email: string) =>
  (d.store.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const gone = async (res: Response) =>
  res.status === 410 && (await res.text()).includes("This invite link does not work");

describe("invites", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let sink: Sink;
  let owner: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    d = await startDashboard({ smtpUrl: sink.url });
    owner = await d.session();
  });
  afterAll(async () => {
    d.close();
    await sink.close();
  });
  beforeEach(() => d.store.db.exec("DELETE FROM sign_in_failures"));

  test("by link: the person sets their own password, enrols a second factor, and works the leads as the role named", async () => {
    const email = "Mere.Staff@Example.co.nz";
    const made = await invite(d, owner, email, "staff");
    expect(made.emailed).toBe("no");
    expect(made.invite).toMatchObject({ email: "mere.staff@example.co.nz", role: "staff", invitedBy: OWNER.email });
    expect(Date.parse(made.invite.expiresAt) - Date.parse(made.invite.createdAt)).toBe(INVITE_MS);
    // The link holds 32 random bytes; the database only their SHA-256.
    expect(tokenOf(made.link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.link.startsWith(`${d.url}/admin/login/invite?token=`)).toBe(true);
    const stored = d.store.db.prepare("SELECT * FROM invites").all();
    expect(JSON.stringify(stored)).not.toContain(tokenOf(made.link));
    expect((await team(d, owner)).invites.map((i) => i.email)).toEqual(["mere.staff@example.co.nz"]);

    const page = await d.request(new URL(made.link).pathname + new URL(made.link).search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="mere.staff@example.co.nz"');
    expect(html).toContain("You are invited as staff: the leads only.");

    // Two passwords that differ, and one the policy refuses, make nothing and keep the link.
    expect((await accept(d, made.link, CHOSEN, { again: "something else entirely" })).status).toBe(400);
    const weak = await accept(d, made.link, "password1234");
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("leaked in breaches");
    expect(roleOf(d, "mere.staff@example.co.nz")).toBeUndefined();

    // A role sent with the form is not the invite's: the invite names it.
    const accepted = await accept(d, made.link, CHOSEN, { role: "owner" });
    expect(roleOf(d, "mere.staff@example.co.nz")).toBe("staff");
    // A password alone opens nothing: the account enrols its second factor first.
    expect((await d.request("/admin/api/me", { cookie: cookieOf(accepted, "leads_pending") })).status).toBe(401);
    const { session } = await enrol(d, accepted);
    expect(await (await d.request("/admin/api/me", { cookie: session })).json()).toMatchObject({
      email: "mere.staff@example.co.nz",
      role: "staff",
    });
    expect((await d.request("/admin/api/leads", { cookie: session })).status).toBe(200);
    // The owner never saw the password, and the owners hear of the new member.
    const joined = await waitFor("the owner's notice", () =>
      sink.messages.find((m) => m.message.header("subject")?.startsWith("mere.staff@example.co.nz joined the team")),
    );
    expect(joined.envelope.to).toEqual([OWNER.email]);
    expect(joined.raw).not.toContain(CHOSEN);
    const listed = await team(d, owner);
    expect(listed.invites).toEqual([]);
    expect(listed.members.find((m) => m.email === "mere.staff@example.co.nz")).toMatchObject({
      role: "staff",
      secondFactor: true,
      lastSignInAt: expect.any(String),
    });

    // Used: the same link, again, opens nothing.
    expect(await gone(await d.request(new URL(made.link).pathname + new URL(made.link).search))).toBe(true);
    expect(await gone(await accept(d, made.link, "another kauri plank 2027"))).toBe(true);
  });

  test("by email: the link is sent to the address named, with no password, and works", async () => {
    const made = await invite(d, owner, "wiremu@example.co.nz", "owner", true);
    expect(made.emailed).toBe("sending");
    const mail = await waitFor("the invite email", () =>
      sink.messages.find((m) => m.envelope.to.includes("wiremu@example.co.nz")),
    );
    expect(mail.message.header("subject")).toMatch(/^You are invited to .* leads/);
    expect(mail.text).toContain(made.link);
    expect(mail.text).toContain("as an owner");
    const { session } = await enrol(d, await accept(d, made.link));
    expect((await d.request("/admin/api/team", { cookie: session })).status).toBe(200);
  });

  test("an address already on the team, or not an address, is refused; a new invite to one address replaces the old", async () => {
    expect((await post(d, "/invites", owner, { email: OWNER.email, role: "staff" })).status).toBe(400);
    expect((await post(d, "/invites", owner, { email: "not an address", role: "staff" })).status).toBe(400);
    expect((await post(d, "/invites", owner, { email: "a@example.co.nz", role: "admin" })).status).toBe(400);
    const first = await invite(d, owner, "twice@example.co.nz", "owner");
    const second = await invite(d, owner, "twice@example.co.nz", "staff");
    expect(await gone(await accept(d, first.link))).toBe(true);
    expect((await team(d, owner)).invites.filter((i) => i.email === "twice@example.co.nz")).toHaveLength(1);
    await enrol(d, await accept(d, second.link));
    expect(roleOf(d, "twice@example.co.nz")).toBe("staff");
  });

  test("expired, cancelled, forged and malformed links all get the same page, and make no account", async () => {
    const expiring = await invite(d, owner, "late@example.co.nz", "staff");
    const cancelled = await invite(d, owner, "cancelled@example.co.nz", "staff");
    expect((await post(d, `/invites/${cancelled.invite.id}/cancel`, owner)).status).toBe(200);
    expect((await post(d, `/invites/${cancelled.invite.id}/cancel`, owner)).status).toBe(404);
    d.tick(INVITE_MS + 1_000);
    // As long as a device may stay idle (server/accounts/sessions.ts): the owner signs in again.
    owner = await d.session();
    const forged = `${d.url}/admin/login/invite?token=${"A".repeat(43)}`;
    const malformed = `${d.url}/admin/login/invite?token=..%2F..%2Fetc`;
    for (const link of [expiring.link, cancelled.link, forged, malformed]) {
      const url = new URL(link);
      expect(await gone(await d.request(url.pathname + url.search)), link).toBe(true);
      expect(await gone(await accept(d, link)), link).toBe(true);
    }
    expect(await gone(await d.request("/admin/login/invite"))).toBe(true);
    expect(roleOf(d, "late@example.co.nz")).toBeUndefined();
    expect(roleOf(d, "cancelled@example.co.nz")).toBeUndefined();
    expect((await team(d, owner)).invites.map((i) => i.email)).not.toContain("late@example.co.nz");
  });

  test("one link sent four times at once makes one account", async () => {
    const { link } = await invite(d, owner, "burst@example.co.nz", "staff");
    const answers = await Promise.all([1, 2, 3, 4].map(() => accept(d, link)));
    expect(answers.map((r) => r.status).sort()).toEqual([303, 410, 410, 410]);
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'burst@example.co.nz'").get()).toEqual({
      n: 1,
    });
  });

  test(`a link takes ${INVITE_TRIES_PER_MINUTE} tries a minute, then waits`, async () => {
    const { link } = await invite(d, owner, "slow.typist@example.co.nz", "staff");
    const tries = [];
    for (let i = 0; i <= INVITE_TRIES_PER_MINUTE; i++)
      tries.push((await accept(d, link, CHOSEN, { again: "not the same" })).status);
    expect(tries).toEqual([...Array<number>(INVITE_TRIES_PER_MINUTE).fill(400), 429]);
    expect(roleOf(d, "slow.typist@example.co.nz")).toBeUndefined();
  });

  test("an invite racing its cancelling, or its owner's removal or demotion, while the password is hashed makes nothing", async () => {
    const users = new Users(d.store.db, TEST_PASSWORD_COST);
    const invites = createInvites(d.store.db);
    const members = createTeam(d.store.db, users);
    const me = users.byId(idOf(d, OWNER.email))!;

    // The invite is read, then the hash is awaited: the cancel lands meanwhile.
    const cancelled = invites.create(me, "race.cancel@example.co.nz", "owner");
    const accepting = invites.accept(users, cancelled.token, CHOSEN);
    expect(invites.cancel(cancelled.invite.id)).toBeTruthy();
    expect(await accepting).toBeUndefined();
    expect(roleOf(d, "race.cancel@example.co.nz")).toBeUndefined();

    // An owner who invites, then is made staff or removed while the link is being used: their links die with it.
    for (const step of ["demoted", "removed"] as const) {
      const email = `${step}.owner@example.co.nz`;
      const session = (await join(d, owner, email, "owner")).session;
      const by = users.byId(idOf(d, email))!;
      const made = invites.create(by, `race.${step}@example.co.nz`, "staff");
      const racing = invites.accept(users, made.token, CHOSEN);
      if (step === "demoted") members.setRole(me, by.id, "staff");
      else members.remove(me, by.id);
      expect(await racing, step).toBeUndefined();
      expect(roleOf(d, `race.${step}@example.co.nz`), step).toBeUndefined();
      expect(await gone(await accept(d, `${d.url}/?token=${made.token}`)), step).toBe(true);
      // Gone from the list as from use.
      expect(
        (await team(d, owner)).invites.map((i) => i.email),
        step,
      ).not.toContain(`race.${step}@example.co.nz`);
      const after = await d.request("/admin/api/team", { cookie: session });
      expect(after.status, step).toBe(step === "demoted" ? 403 : 401);
    }

    // A member removed between accepting and enrolling: the half-finished sign-in goes with the account.
    const { link } = await invite(d, owner, "race.enrol@example.co.nz", "staff");
    const accepted = await accept(d, link);
    members.remove(me, idOf(d, "race.enrol@example.co.nz"));
    const pending = cookieOf(accepted, "leads_pending")!;
    const page = await d.request("/admin/login/enrol", { cookie: pending });
    expect(page.headers.get("location")).toBe("/admin/login?notice=second-factor-expired");
  });

  test("the invite form refuses another site (CSRF), and so does the link's own form", async () => {
    const made = await d.request("/admin/api/team/invites", {
      method: "POST",
      cookie: owner,
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ email: "csrf@example.co.nz", role: "owner" }),
    });
    expect(made.status).toBe(403);
    expect((await team(d, owner)).invites.map((i) => i.email)).not.toContain("csrf@example.co.nz");
    const { link } = await invite(d, owner, "csrf.link@example.co.nz", "staff");
    const forged = await d.request("/admin/login/invite", {
      ...form({ token: tokenOf(link), password: CHOSEN, again: CHOSEN }),
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.status).toBe(403);
    expect(roleOf(d, "csrf.link@example.co.nz")).toBeUndefined();
    // Without an Origin, only a same-origin fetch is let through.
    const bare = await fetch(`${d.url}/admin/api/team/invites`, {
      method: "POST",
      headers: { cookie: owner, "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ email: "csrf2@example.co.nz", role: "owner" }),
    });
    expect(bare.status).toBe(403);
  });
});

describe("members", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let sink: Sink;
  let owner: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    d = await startDashboard({ smtpUrl: sink.url, staff: true });
    owner = await d.session();
  });
  afterAll(async () => {
    d.close();
    await sink.close();
  });
  beforeEach(() => d.store.db.exec("DELETE FROM sign_in_failures"));
  const told = (to: string, subject: string) =>
    waitFor(`"${subject}" to ${to}`, () =>
      sink.messages.find((m) => m.envelope.to.includes(to) && m.message.header("subject")?.startsWith(subject)),
    );

  test("the list: each member with their role, second factor and last sign-in, the owners first", async () => {
    const staff = await d.staffSession();
    const { members, you, emailNotices, inviteHours } = await team(d, owner);
    expect(members.map((m) => [m.email, m.role, m.secondFactor])).toEqual([
      [OWNER.email, "owner", true],
      [STAFF.email, "staff", true],
    ]);
    expect(members.every((m) => m.lastSignInAt)).toBe(true);
    expect(you).toBe(idOf(d, OWNER.email));
    expect([emailNotices, inviteHours]).toEqual([true, 72]);
    expect(JSON.stringify(members)).not.toMatch(/scrypt|password/);
    expect((await d.request("/admin/api/me", { cookie: staff })).status).toBe(200);
  });

  test("staff are refused every Team route with the dashboard's own answer; signed out, with sign-in", async () => {
    const staff = await d.staffSession();
    const routes = [
      ["GET", "/admin/api/team"],
      ["POST", "/admin/api/team/invites"],
      ["POST", "/admin/api/team/invites/1/cancel"],
      ["POST", `/admin/api/team/members/${idOf(d, OWNER.email)}/role`],
      ["POST", `/admin/api/team/members/${idOf(d, OWNER.email)}/remove`],
      ["POST", `/admin/api/team/members/${idOf(d, OWNER.email)}/reset-second-factor`],
      ["DELETE", "/admin/api/team"],
    ] as const;
    const body = { email: "sneaky@example.co.nz", role: "owner", send: false };
    for (const [method, path] of routes) {
      const res = await d.request(path, { method, cookie: staff, ...(method === "GET" ? {} : json(body)) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ error: TEAM_OWNER_ONLY });
      const out = await d.request(path, { method, ...(method === "GET" ? {} : json(body)) });
      expect(out.status, `${method} ${path}`).toBe(401);
    }
    // The page itself is the dashboard's (the app shows the refusal inside it, with the way back), not a bare 403.
    const page = await d.request("/admin/team", { cookie: staff });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
    const out = await d.request("/admin/team");
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/admin/login?notice=required&next=%2Fadmin%2Fteam");
    expect(roleOf(d, OWNER.email)).toBe("owner");
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM invites").get()).toEqual({ n: 0 });
  });

  test("a change of role takes effect at the member's next request, and the member is told", async () => {
    const staff = await d.staffSession();
    const id = idOf(d, STAFF.email);
    expect((await post(d, `/members/${id}/role`, owner, { role: "owner" })).status).toBe(200);
    expect((await d.request("/admin/api/team", { cookie: staff })).status).toBe(200);
    expect((await told(STAFF.email, "You are now an owner")).text).toContain(`It was done by ${OWNER.email} from`);
    expect((await post(d, `/members/${id}/role`, owner, { role: "staff" })).status).toBe(200);
    expect((await d.request("/admin/api/team", { cookie: staff })).status).toBe(403);
    await told(STAFF.email, "You are now staff");
    expect((await post(d, `/members/${id}/role`, owner, { role: "boss" })).status).toBe(400);
    expect((await post(d, "/members/999999/role", owner, { role: "staff" })).status).toBe(404);
  });

  test("the last owner cannot be demoted or removed, by themself or anyone", async () => {
    const id = idOf(d, OWNER.email);
    for (const [path, body] of [
      [`/members/${id}/role`, { role: "staff" }],
      [`/members/${id}/remove`, {}],
    ] as const) {
      const res = await post(d, path, owner, body);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: LAST_OWNER });
    }
    expect(roleOf(d, OWNER.email)).toBe("owner");
    expect((await d.request("/admin/api/me", { cookie: owner })).status).toBe(200);
  });

  test("two owners demoting each other at the same moment, or removing each other, leave one owner", async () => {
    for (const step of ["role", "remove"] as const) {
      const [x, y] = [`x.${step}@example.co.nz`, `y.${step}@example.co.nz`];
      const sx = (await join(d, owner, x, "owner")).session;
      const sy = (await join(d, owner, y, "owner")).session;
      // The test owner steps down, so X and Y are the only owners as they act on each other.
      const me = idOf(d, OWNER.email);
      expect((await post(d, `/members/${me}/role`, owner, { role: "staff" })).status).toBe(200);
      const body = step === "role" ? { role: "staff" } : {};
      const answers = await Promise.all([
        post(d, `/members/${idOf(d, y)}/${step}`, sx, body),
        post(d, `/members/${idOf(d, x)}/${step}`, sy, body),
      ]);
      const statuses = answers.map((r) => r.status).sort();
      // The loser is refused as no longer an owner (403), or, removed already, as no longer signed in (401).
      expect(statuses[0], step).toBe(200);
      expect([401, 403], step).toContain(statuses[1]);
      const owners = d.store.db.prepare("SELECT email FROM users WHERE role = 'owner'").all() as { email: string }[];
      expect(owners, step).toHaveLength(1);
      // The one left puts the test owner back, who tidies up.
      const winner = owners[0]!.email === x ? sx : sy;
      expect((await post(d, `/members/${me}/role`, winner, { role: "owner" })).status).toBe(200);
      for (const email of [x, y])
        if (roleOf(d, email)) expect((await post(d, `/members/${idOf(d, email)}/remove`, owner)).status).toBe(200);
    }
  });

  test("a removed member's session is refused at once, page and API, and they are told", async () => {
    const { session } = await join(d, owner, "leaving@example.co.nz", "staff");
    expect((await d.request("/admin/api/leads", { cookie: session })).status).toBe(200);
    const res = await post(d, `/members/${idOf(d, "leaving@example.co.nz")}/remove`, owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ notice: "sending" });
    expect((await d.request("/admin/api/leads", { cookie: session })).status).toBe(401);
    expect((await d.request("/admin", { cookie: session })).headers.get("location")).toMatch(/^\/admin\/login\?/);
    expect(
      d.store.db
        .prepare("SELECT COUNT(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?")
        .get("leaving@example.co.nz"),
    ).toEqual({ n: 0 });
    expect((await d.signIn("leaving@example.co.nz", CHOSEN)).response.status).toBe(401);
    expect((await told("leaving@example.co.nz", "Your account was removed")).text).toContain(OWNER.email);
  });

  test("resetting a member's second factor signs them out; their next sign-in enrols afresh; they are told", async () => {
    const { session } = await join(d, owner, "lost.phone@example.co.nz", "staff");
    const id = idOf(d, "lost.phone@example.co.nz");
    const res = await post(d, `/members/${id}/reset-second-factor`, owner);
    expect(res.status).toBe(200);
    expect((await d.request("/admin/api/me", { cookie: session })).status).toBe(401);
    const again = await d.signIn("lost.phone@example.co.nz", CHOSEN);
    expect(again.response.headers.get("location")).toBe("/admin/login/enrol?next=%2Fadmin");
    const mail = await told("lost.phone@example.co.nz", "Your second sign-in step was reset");
    expect(mail.text).toContain("Your password is unchanged.");
    expect((await team(d, owner)).members.find((m) => m.id === id)?.secondFactor).toBe(false);
    // One's own is changed on the Security page, not here.
    expect((await post(d, `/members/${idOf(d, OWNER.email)}/reset-second-factor`, owner)).status).toBe(409);
  });
});

describe("without email set up", { timeout: 30_000 }, () => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await startDashboard();
  });
  afterAll(() => d.close());

  test("an invite cannot be emailed, only copied as a link", async () => {
    const owner = await d.session();
    expect((await post(d, "/invites", owner, { email: "a@example.co.nz", role: "staff", send: true })).status).toBe(
      409,
    );
    expect((await team(d, owner)).emailNotices).toBe(false);
    const made = await invite(d, owner, "a@example.co.nz", "staff");
    expect(made.emailed).toBe("no");
  });
});
