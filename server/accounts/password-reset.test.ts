import { createServer, type Socket, type AddressInfo } from "node:net";
import { TEST_PASSWORD_COST } from "../../test/support/server/app";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { OWNER, STAFF, startDashboard, type Dashboard } from "../../test/support/server/dashboard";
import { startSmtpSink } from "../../test/support/server/smtp-sink";
import { waitFor } from "../../test/support/server/wait";
import { createPasswordResets, RESET_MS } from "./password-reset";
import { RESET_ASKS_PER_ADDRESS, RESET_ASKS_PER_CLIENT, RESET_TRIES_PER_MINUTE } from "./password-reset-routes";
import { createTeam } from "./team";
import { tokenHash } from "../core/tokens";
import { Users } from "./users";

// A forgotten password by email (server/accounts/password-reset-routes.ts) against the real server, SQLite and a real
// SMTP server on loopback, attacked as docs/decisions/010-asvs-level-1.md's rows for it say.

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The new password each reset here chooses, and another the policy takes. */
const NEW = "kauri plank rimu totara 77";
const OTHER = "blue pohutukawa ladder 42";
const HOUR = 3_600_000;

const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(body),
});
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];
const LINK = /(https?:\/\/[^\s"<]+\/admin\/login\/reset\?token=[A-Za-z0-9_-]{43})/;
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** "Forgot your password?" sent for `email`, as the page's form sends it. */
const ask = (d: Dashboard, email: string, headers: Record<string, string> = {}) =>
  d.request("/admin/login/forgot", form({ email }, headers));
/** The link's form sent with a new password (typed twice alike unless `again` says otherwise). */
const setPassword = (d: Dashboard, link: string, password = NEW, again = password) =>
  d.request("/admin/login/reset", form({ token: tokenOf(link), password, again }));
const gone = async (res: Response) => res.status === 410 && (await res.text()).includes("This link does not work");
const idOf = (d: Dashboard, email: string) =>
  (d.store.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const hashOf = (d: Dashboard, email: string) =>
  (d.store.db.prepare("SELECT password_hash AS h FROM users WHERE email = ?").get(email) as { h: string }).h;
/** Log lines of `msg` so far: the reset's work runs after its answer, and each ask ends in one of these lines. */
const issued = (d: Dashboard) =>
  d.log.filter((e) =>
    [
      "password reset link sent",
      "password reset asked for no account",
      "password reset refused: the account has no second factor",
    ].includes(String(e.msg)),
  ).length;

describe("a forgotten password by email", { timeout: 60_000 }, () => {
  let d: Dashboard;
  let sink: Sink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    d = await startDashboard({ smtpUrl: sink.url, staff: true });
  });
  afterAll(async () => {
    d.close();
    await sink.close();
  });
  beforeEach(() => {
    // Every earlier ask has made its link by now (in the turn after its answer); none carries over.
    d.store.db.exec("DELETE FROM sign_in_failures; DELETE FROM password_resets");
    // A new hour for the asks' limits (they run on the dashboard's clock); any link still out expires with it.
    d.tick(HOUR + 1_000);
  });

  /**
   * Asks for a link for `email` and reads it from the mail that comes: the one whose token the database now holds
   * (an earlier test's mail may still be arriving).
   */
  async function linkFor(email: string) {
    const res = await ask(d, email);
    expect(res.status).toBe(303);
    const stored = () =>
      (
        d.store.db
          .prepare("SELECT r.token_hash AS h FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = ?")
          .get(email) as { h: string } | undefined
      )?.h;
    const mail = await waitFor(`the reset link to ${email}`, () =>
      sink.messages.find(
        (m) =>
          m.envelope.to.includes(email) && LINK.test(m.text) && tokenHash(tokenOf(LINK.exec(m.text)![1]!)) === stored(),
      ),
    );
    return { link: LINK.exec(mail.text)![1]!, mail };
  }

  test("known and unknown addresses get the same answer; only the mailbox learns which, and it holds the only copy of the link", async () => {
    const before = issued(d);
    const seen = sink.messages.length;
    const known = await ask(d, "  Owner@Example.co.nz ");
    const unknown = await ask(d, "nobody@example.co.nz");
    for (const res of [known, unknown]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login/forgot?notice=sent");
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await known.text()).toBe(await unknown.text());
    const page = await d.request("/admin/login/forgot?notice=sent");
    expect(await page.text()).toContain("If an account uses that address, a link to choose a new password");

    await waitFor("both asks handled", () => issued(d) === before + 2);
    const mail = await waitFor("the link", () => sink.messages.slice(seen).find((m) => LINK.test(m.text)));
    expect(sink.messages.slice(seen).map((m) => m.envelope.to)).toEqual([[OWNER.email]]);
    expect(mail.message.header("subject")).toMatch(/^Choose a new password — /);
    const link = LINK.exec(mail.text)![1]!;
    // The link is SITE_URL's or the loopback address the form came from (the same-site check allowed it).
    expect(link.startsWith(`${d.url}/admin/login/reset?token=`)).toBe(true);
    expect(mail.text).toContain("works once, until");
    expect(mail.text).toContain("confirm it is you");
    // The database keeps the token's SHA-256 only; the log never carries it or the address typed for nobody.
    expect(JSON.stringify(d.store.db.prepare("SELECT * FROM password_resets").all())).not.toContain(tokenOf(link));
    expect(JSON.stringify(d.log)).not.toContain(tokenOf(link));
    expect(JSON.stringify(d.log)).not.toContain("nobody@example.co.nz");
  });

  test("the link sets a new password and ends every session, but never signs in by itself: the second factor is still asked", async () => {
    const before = await d.session();
    // A sign-in someone began with the old password, waiting for its second step.
    const half = await d.request(
      "/admin/login",
      form({ email: OWNER.email, password: OWNER.password, next: "/admin" }),
    );
    const halfCookie = cookieOf(half, "leads_pending")!;
    const { link } = await linkFor(OWNER.email);

    const opened = await d.request(pathOf(link));
    expect(opened.status).toBe(200);
    expect(opened.headers.getSetCookie()).toEqual([]);
    const html = await opened.text();
    expect(html).toContain(`For ${OWNER.email}.`);
    expect(html).toMatch(/autocomplete="new-password"/i);

    // Two passwords that differ, and one the policy refuses, change nothing and keep the link.
    const hash = hashOf(d, OWNER.email);
    expect((await setPassword(d, link, NEW, "something else entirely")).status).toBe(400);
    const weak = await setPassword(d, link, "password1234");
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("leaked in breaches");
    expect(hashOf(d, OWNER.email)).toBe(hash);

    const done = await setPassword(d, link);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin/login/verify?next=%2Fadmin&notice=password-set");
    // A half-finished sign-in, never a session.
    expect(cookieOf(done, "leads_session")).toBeUndefined();
    const pending = cookieOf(done, "leads_pending")!;
    expect(pending).toBeTruthy();
    expect((await d.request("/admin/api/me", { cookie: pending })).status).toBe(401);
    expect((await d.request("/admin/api/leads", { cookie: pending })).status).toBe(401);
    expect((await d.request("/admin", { cookie: pending })).status).toBe(303);

    // Every session and half-finished sign-in of the account ended.
    expect((await d.request("/admin/api/me", { cookie: before })).status).toBe(401);
    expect((await d.request("/admin/login/verify", { cookie: halfCookie })).headers.get("location")).toBe(
      "/admin/login?notice=second-factor-expired",
    );

    // The second step, as at every sign-in: it says the password is set, and a wrong code opens nothing.
    const verify = await d.request("/admin/login/verify?next=%2Fadmin&notice=password-set", { cookie: pending });
    expect(verify.status).toBe(200);
    expect(await verify.text()).toContain("Your new password is set, and every device was signed out.");
    const wrong = await d.request("/admin/login/verify", {
      ...form({ code: "000000", next: "/admin" }),
      cookie: pending,
    });
    expect(wrong.status).toBe(401);
    expect(cookieOf(wrong, "leads_session")).toBeUndefined();
    const right = await d.request("/admin/login/verify", {
      ...form({ code: d.appCode(), next: "/admin" }),
      cookie: pending,
    });
    expect(right.status).toBe(303);
    const session = cookieOf(right, "leads_session")!;
    expect((await d.request("/admin/api/me", { cookie: session })).status).toBe(200);

    // The old password no longer works, the new one does (with its second step), and the link is spent.
    expect((await d.signIn(OWNER.email, OWNER.password)).response.status).toBe(401);
    expect((await d.signIn(OWNER.email, NEW)).cookie).toBeTruthy();
    expect(await gone(await d.request(pathOf(link)))).toBe(true);
    expect(await gone(await setPassword(d, link, OTHER))).toBe(true);

    // The account is told, with no secret in the notice; the log holds neither the password nor the token.
    const notice = await waitFor("the reset notice", () =>
      sink.messages.find(
        (m) =>
          m.envelope.to.includes(OWNER.email) && m.message.header("subject")?.startsWith("Your password was reset"),
      ),
    );
    expect(notice.raw).not.toContain(NEW);
    expect(notice.raw).not.toContain(tokenOf(link));
    expect(JSON.stringify(d.log)).not.toContain(NEW);

    // Put back for the other tests, through the same way.
    const back = await linkFor(OWNER.email);
    expect((await setPassword(d, back.link, OWNER.password)).status).toBe(303);
  });

  test("expired, used, replaced, forged and malformed links get the same page, and change nothing", async () => {
    const hash = hashOf(d, STAFF.email);
    const expiring = (await linkFor(STAFF.email)).link;
    d.tick(RESET_MS + 1_000);
    // Two asks: only the newest email's link works.
    const older = (await linkFor(STAFF.email)).link;
    const newest = (await linkFor(STAFF.email)).link;
    const forged = `${d.url}/admin/login/reset?token=${"A".repeat(43)}`;
    const malformed = `${d.url}/admin/login/reset?token=..%2F..%2Fetc`;
    for (const link of [expiring, older, forged, malformed]) {
      expect(await gone(await d.request(pathOf(link))), link).toBe(true);
      expect(await gone(await setPassword(d, link)), link).toBe(true);
    }
    expect(await gone(await d.request("/admin/login/reset"))).toBe(true);
    expect(await gone(await d.request("/admin/login/reset", form({ password: NEW, again: NEW })))).toBe(true);
    expect(hashOf(d, STAFF.email)).toBe(hash);
    expect((await d.request(pathOf(newest))).status).toBe(200);
    expect((await setPassword(d, newest, STAFF.password)).status).toBe(303);
    expect(await gone(await setPassword(d, newest, STAFF.password))).toBe(true);
  });

  test("two asks at the same moment send two emails, and only one of their links works (the one made last)", async () => {
    const seen = sink.messages.length;
    const asks = await Promise.all([ask(d, STAFF.email), ask(d, STAFF.email)]);
    expect(asks.map((r) => r.status)).toEqual([303, 303]);
    const mails = await waitFor("both emails", () => {
      const found = sink.messages.slice(seen).filter((m) => m.envelope.to.includes(STAFF.email) && LINK.test(m.text));
      return found.length === 2 && found;
    });
    const links = mails.map((m) => LINK.exec(m.text)![1]!);
    const opened = await Promise.all(links.map(async (link) => (await d.request(pathOf(link))).status));
    expect(opened.sort()).toEqual([200, 410]);
  });

  test("one link sent four times at once sets one password", async () => {
    const { link } = await linkFor(STAFF.email);
    const answers = await Promise.all([1, 2, 3, 4].map(() => setPassword(d, link, STAFF.password)));
    expect(answers.map((r) => r.status).sort()).toEqual([303, 410, 410, 410]);
    expect(answers.filter((r) => cookieOf(r, "leads_pending"))).toHaveLength(1);
  });

  test("a link dies with any change to how the account signs in; no email removes a second factor, and one without gets no link", async () => {
    const owner = await d.session();
    // The staff member asks; meanwhile an owner resets their second factor from the Team page.
    const { link } = await linkFor(STAFF.email);
    const reset = await d.request(`/admin/api/team/members/${idOf(d, STAFF.email)}/reset-second-factor`, {
      method: "POST",
      cookie: owner,
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(reset.status).toBe(200);
    expect(await gone(await d.request(pathOf(link)))).toBe(true);
    expect(await gone(await setPassword(d, link, STAFF.password))).toBe(true);

    // With no second factor, asking sends no link (the same answer on the page), and the mail says why.
    const seen = sink.messages.length;
    expect((await ask(d, STAFF.email)).status).toBe(303);
    const mail = await waitFor("the no-link mail", () =>
      sink.messages
        .slice(seen)
        .find(
          (m) =>
            m.envelope.to.includes(STAFF.email) && m.message.header("subject")?.startsWith("No password reset link"),
        ),
    );
    expect(mail.text).not.toMatch(LINK);
    expect(mail.text).toContain(`npm run admin -- reset-password ${STAFF.email}`);
    // No link stands for the account: the one from before the reset is dead, and none was made since.
    const standing = d.store.db
      .prepare(
        "SELECT COUNT(*) AS n FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.credential_version = u.credential_version",
      )
      .get();
    expect(standing).toEqual({ n: 0 });
    // Their password still leads to enrolment, as the Team page's reset said.
    expect((await d.signIn(STAFF.email, STAFF.password)).response.headers.get("location")).toBe(
      "/admin/login/enrol?next=%2Fadmin",
    );
  });

  test("a reset racing the account's removal from the Team page sets nothing, and a sign-in it began goes with the account", async () => {
    const users = new Users(d.store.db, TEST_PASSWORD_COST);
    const team = createTeam(d.store.db, users);
    const resets = createPasswordResets(d.store.db, users, () => Date.now());
    const me = users.byId(idOf(d, OWNER.email))!;

    // The link is read, then the new password's hash is awaited: the removal lands meanwhile.
    const racer = await users.add("racer@example.co.nz", OTHER, "staff");
    const made = resets.create(racer);
    const using = resets.use(made.token, NEW);
    team.remove(me, racer.id);
    expect(await using).toBeUndefined();
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'racer@example.co.nz'").get()).toEqual({
      n: 0,
    });
    expect(await gone(await setPassword(d, `${d.url}/?token=${made.token}`))).toBe(true);

    // Removed between the new password and the second step: the half-finished sign-in goes with the account.
    const late = await users.add("late.racer@example.co.nz", OTHER, "staff");
    const lateLink = resets.create(late);
    const done = await setPassword(d, `${d.url}/?token=${lateLink.token}`);
    expect(done.status).toBe(303);
    team.remove(me, late.id);
    const verify = await d.request("/admin/login/verify", { cookie: cookieOf(done, "leads_pending")! });
    expect(verify.headers.get("location")).toBe("/admin/login?notice=second-factor-expired");
  });

  test(`asking is limited to ${RESET_ASKS_PER_ADDRESS} an hour per address and ${RESET_ASKS_PER_CLIENT} per client, alike for known and unknown addresses`, async () => {
    const statuses = async (email: string, n: number) => {
      const out = [];
      for (let i = 0; i < n; i++) out.push(await ask(d, email));
      return out;
    };
    const known = await statuses(OWNER.email, RESET_ASKS_PER_ADDRESS + 1);
    const unknown = await statuses("nobody.at.all@example.co.nz", RESET_ASKS_PER_ADDRESS + 1);
    const expected = [...Array<number>(RESET_ASKS_PER_ADDRESS).fill(303), 429];
    expect(known.map((r) => r.status)).toEqual(expected);
    expect(unknown.map((r) => r.status)).toEqual(expected);
    const [k, u] = [known.at(-1)!, unknown.at(-1)!];
    expect(Number(k.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same words (the wait in them aside) for both.
    const words = async (r: Response) => (await r.text()).replace(/\d+ (seconds|minutes)/, "N");
    const [wk, wu] = [await words(k), await words(u)];
    expect(wk).toBe(wu);
    expect(wk).toContain("Too many attempts.");

    // The client's own limit, over every address it types.
    const fresh = await Promise.all(
      // Every ask counts against the client, those refused for their address too.
      Array.from({ length: RESET_ASKS_PER_CLIENT - (RESET_ASKS_PER_ADDRESS + 1) * 2 }, (_, i) =>
        ask(d, `someone${i}@example.co.nz`),
      ),
    );
    expect(fresh.map((r) => r.status).every((s) => s === 303)).toBe(true);
    expect((await ask(d, "one.more@example.co.nz")).status).toBe(429);
    // An hour on, both lift.
    d.tick(HOUR);
    expect((await ask(d, OWNER.email)).status).toBe(303);
  });

  test(`a link takes ${RESET_TRIES_PER_MINUTE} tries a minute, then waits`, async () => {
    const { link } = await linkFor(OWNER.email);
    const tries = [];
    for (let i = 0; i <= RESET_TRIES_PER_MINUTE; i++)
      tries.push((await setPassword(d, link, NEW, "not the same")).status);
    expect(tries).toEqual([...Array<number>(RESET_TRIES_PER_MINUTE).fill(400), 429]);
    d.tick(60_000);
    expect((await setPassword(d, link, NEW, "not the same")).status).toBe(400);
  });

  test("both forms refuse another site (CSRF), and a request refused makes no link", async () => {
    const before = issued(d);
    const evil = { origin: "https://evil.example" };
    expect((await ask(d, OWNER.email, evil)).status).toBe(403);
    const bare = await fetch(`${d.url}/admin/login/forgot`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ email: OWNER.email }),
    });
    expect(bare.status).toBe(403);
    // Asks are handled in order: once a later one is, the refused ones would have been too.
    expect((await ask(d, "after@example.co.nz")).status).toBe(303);
    await waitFor("the later ask handled", () => issued(d) === before + 1);
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM password_resets").get()).toEqual({ n: 0 });

    const { link } = await linkFor(OWNER.email);
    const hash = hashOf(d, OWNER.email);
    const forged = await d.request("/admin/login/reset", {
      ...form({ token: tokenOf(link), password: NEW, again: NEW }, evil),
    });
    expect(forged.status).toBe(403);
    expect(hashOf(d, OWNER.email)).toBe(hash);
    expect((await d.request(pathOf(link))).status).toBe(200);

    // A same-origin form with no Origin header gets SITE_URL's link, never an address the request names.
    const seen = sink.messages.length;
    const plain = await fetch(`${d.url}/admin/login/forgot`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ email: OWNER.email }),
    });
    expect(plain.status).toBe(303);
    const mail = await waitFor("the link", () => sink.messages.slice(seen).find((m) => LINK.test(m.text)));
    expect(LINK.exec(mail.text)![1]!.startsWith(`${d.business.current().siteUrl}/admin/login/reset?token=`)).toBe(true);
  });

  test("the sign-in page links to the reset and asks for no shell; the second step says what to do about a lost phone", async () => {
    const login = await (await d.request("/admin/login")).text();
    expect(login).toContain('<a href="/admin/login/forgot"');
    expect(login).toContain("Forgot your password?");
    expect(login).not.toContain("npm run admin");
    const forgot = await (await d.request("/admin/login/forgot")).text();
    expect(forgot).toContain('action="/admin/login/forgot"');

    const half = await d.request(
      "/admin/login",
      form({ email: OWNER.email, password: OWNER.password, next: "/admin" }),
    );
    const verify = await (await d.request("/admin/login/verify", { cookie: cookieOf(half, "leads_pending")! })).text();
    expect(verify).toContain("Lost your phone or passkey?");
    expect(verify).toContain("recovery codes");
    expect(verify).toContain("Team page");
    expect(verify).toContain(`npm run admin -- reset-2fa ${OWNER.email}`);
    expect(verify).not.toMatch(/email (us|a link)|by email/i);
  });
});

describe("without email set up", { timeout: 30_000 }, () => {
  let d: Dashboard;
  beforeAll(async () => {
    d = await startDashboard();
  });
  afterAll(() => d.close());

  test("the page says who can set a new password, and the form sends nothing", async () => {
    const page = await d.request("/admin/login/forgot");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("This dashboard cannot send email");
    expect(html).toContain("Team page");
    expect(html).toContain("npm run admin -- reset-password");
    expect(html).not.toContain('action="/admin/login/forgot"');
    expect((await ask(d, OWNER.email)).status).toBe(409);
    expect(d.store.db.prepare("SELECT COUNT(*) AS n FROM password_resets").get()).toEqual({ n: 0 });
  });
});

describe("with a mail server that never answers", { timeout: 30_000 }, () => {
  let d: Dashboard;
  const sockets = new Set<Socket>();
  // Accepts connections and never greets: every SMTP round trip hangs until nodemailer's own timeout (5 s here).
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    d = await startDashboard({ smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    d.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  test("a known address answers as fast as an unknown one: the link and its email are made after the answer", async () => {
    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const answers = new Set<string>();
    for (let i = 0; i < RESET_ASKS_PER_ADDRESS; i++)
      for (const [kind, email] of [
        ["known", OWNER.email],
        ["unknown", `nobody${i}@example.co.nz`],
      ] as const) {
        const start = performance.now();
        const res = await ask(d, email);
        times[kind].push(performance.now() - start);
        answers.add(`${res.status} ${res.headers.get("location")} ${await res.text()}`);
      }
    expect([...answers]).toEqual(["303 /admin/login/forgot?notice=sent "]);
    // The mail is still hanging (nodemailer gives up after 5 s), yet every answer came well before: nothing the known
    // address alone costs (the lookup, the link, the SMTP round trip) is waited for. A difference of pace too small to
    // see here (the lookup and the insert, off the request path too) is not asserted: on a busy 2-core machine the
    // scheduler's noise is larger.
    await waitFor("the link made", () => d.log.some((e) => e.msg === "password reset link sent"));
    expect(d.log.some((e) => e.msg === "account notice sent")).toBe(false);
    expect(Math.max(...times.known, ...times.unknown)).toBeLessThan(2_500);
  });
});
