import type { Context, Hono } from "hono";
import { formatDateTime } from "../../shared/date-time.ts";
import { createRateLimiter } from "../core/rate-limit.ts";
import type { AdminEnv } from "./cookies.ts";
import { passwordProblem } from "./password.ts";
import { createPasswordResets, RESET_MS } from "./password-reset.ts";
import { PENDING_MS } from "./pending.ts";
import { readForm } from "./request.ts";
import { forgotPage, resetGonePage, resetPage } from "./reset-page.ts";
import { PENDING, signInSteps, type SignInOptions } from "./sign-in-steps.ts";
import { tooManyAttempts } from "./throttle.ts";
import { normaliseEmail, UserError } from "./users.ts";

/**
 * Links asked for one address an hour, whoever asks: what a mailbox can be sent. Someone asking for the owner's
 * address again and again cannot keep the owner out: each link goes to the owner's own mailbox, and the newest works.
 */
export const RESET_ASKS_PER_ADDRESS = 3;
/** Links asked for from one client an hour, whatever the addresses. */
export const RESET_ASKS_PER_CLIENT = 10;
/** Tries at one account's reset link a minute: each that passes the policy costs a password hash. */
export const RESET_TRIES_PER_MINUTE = 5;

const HOUR_MS = 3_600_000;

type C = Context<AdminEnv>;

/**
 * A forgotten password (issue 46, part 2; docs/decisions/010-asvs-level-1.md, 2.5.x): /admin/login/forgot asks for an
 * address and emails it a single-use link where the server can send email; /admin/login/reset is the link's page,
 * where a new password is set. The link proves the mailbox only, so it never signs in: it ends in the second step of
 * a sign-in, a half-finished sign-in of the account under its new password. An account with no second factor is
 * sent no link (its mail says why), so a mailbox alone is never enough. Both forms are behind the same-site check,
 * as every change is.
 */
export function passwordResetRoutes(app: Hono<AdminEnv>, options: SignInOptions) {
  const s = signInSteps(options);
  const { db, users, notices, business, log } = options;
  const now = options.now ?? Date.now;
  const resets = createPasswordResets(db, users, now);
  const perAddress = createRateLimiter(RESET_ASKS_PER_ADDRESS, HOUR_MS, now);
  const perClient = createRateLimiter(RESET_ASKS_PER_CLIENT, HOUR_MS, now);
  const tries = createRateLimiter(RESET_TRIES_PER_MINUTE, 60_000, now);
  const minutes = RESET_MS / 60_000;
  const when = (ms: number) => `${formatDateTime(new Date(ms).toISOString())} (New Zealand time)`;
  const forgot = (c: C, extra: { sent?: boolean; notice?: "throttled" | "bad-request"; wait?: number } = {}) =>
    forgotPage({ ...s.chrome(c, extra.notice, extra.wait), canEmail: notices.configured, sent: extra.sent, minutes });
  const gone = (c: C) => c.html(resetGonePage({ ...s.chrome(c), minutes }), 410);

  /**
   * What an asked-for address gets, run after the answer has gone: the same answer, at the same pace, whether or not
   * an account uses it. An unknown address is sent nothing (the form mails no stranger); an account with no second
   * factor is told why no link came; any other gets its link.
   */
  const issue = async (email: string, origin: string, address: string) => {
    const row = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number } | undefined;
    const user = row && users.byId(row.id);
    if (!user) {
      // Never the address typed: it may be a password typed into the wrong box.
      log.info("password reset asked for no account", { address });
      return;
    }
    const asked = `Someone, probably you, asked for a link to choose a new password for your account on ${business.current().name}'s leads dashboard, from ${address}, on ${when(now())}.`;
    const otherWays = [
      "Ask another owner: on the dashboard's Team page they can remove your account and invite you again, and you choose a new password from their invite link.",
      `Or ask whoever runs the server to set one: npm run admin -- reset-password ${user.email}`,
    ];
    if (!s.hasFactor(user)) {
      log.warn("password reset refused: the account has no second factor", { user: user.email, address });
      await notices.tell(user.email, "No password reset link was sent", [
        asked,
        "No link was sent: your account has no second sign-in step (a passkey or an authenticator app) yet, and a link in an email must never be enough to get in on its own.",
        ...otherWays,
        "If you did not ask, nothing has changed.",
      ]);
      return;
    }
    const made = resets.create(user);
    log.info("password reset link sent", { user: user.email, address });
    await notices.tell(user.email, "Choose a new password", [
      asked,
      `Open this link to choose it. It works once, until ${when(Date.parse(made.expiresAt))}:`,
      `${origin}/admin/login/reset?${new URLSearchParams({ token: made.token })}`,
      "Then you confirm it is you, as at every sign-in: with your passkey, authenticator app or a recovery code. Every device signed in to your account is signed out.",
      "If you did not ask, ignore this email: your password stays as it is, and the link alone cannot sign anyone in.",
    ]);
  };

  app.get("/login/forgot", (c) => c.html(forgot(c, { sent: c.req.query("notice") === "sent" })));

  app.post("/login/forgot", async (c) => {
    if (!notices.configured) return c.html(forgot(c), 409);
    const field = await readForm(c);
    const email = normaliseEmail(field?.("email") ?? "").slice(0, 320);
    if (!email) return c.html(forgot(c, { notice: "bad-request" }), 400);
    const address = s.address(c);
    // Counted before anything else, the same for every address typed, known or not: the answer says nothing more.
    const wait = perClient.hit(address) || perAddress.hit(email);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      log.warn("password reset refused: too many requests", { address });
      return c.html(forgot(c, { notice: "throttled", wait }), 429);
    }
    // The link goes to the address this form was sent from, which the same-site check has just allowed:
    // SITE_URL's, or this machine's own loopback one; never a Host a client chose.
    const origin = c.req.header("origin") ?? business.current().siteUrl;
    // Off the request path: looking the account up, making its link and the email's SMTP round trip all happen after
    // this answer, so a known address answers as fast as an unknown one. Its failures are logged, never answered.
    setImmediate(() =>
      issue(email, origin, address).catch((error: unknown) =>
        log.error("password reset could not be issued", { address, error: (error as Error).message }),
      ),
    );
    return c.redirect("/admin/login/forgot?notice=sent", 303);
  });

  app.get("/login/reset", (c) => {
    const token = c.req.query("token") ?? "";
    const reset = resets.open(token);
    if (!reset) return gone(c);
    return c.html(resetPage({ ...s.chrome(c), token, email: reset.email, until: when(Date.parse(reset.expiresAt)) }));
  });

  app.post("/login/reset", async (c) => {
    const field = await readForm(c);
    const token = field?.("token") ?? "";
    const reset = resets.open(token);
    if (!field || !reset) return gone(c);
    const page = (error: string, status: 400 | 429) =>
      c.html(
        resetPage({ ...s.chrome(c), token, email: reset.email, until: when(Date.parse(reset.expiresAt)), error }),
        status,
      );
    // Only a standing link gets this far, and each try may cost a password hash: a few a minute per account.
    const wait = tries.hit(String(reset.userId));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return page(tooManyAttempts(wait), 429);
    }
    const password = field("password");
    if (password !== field("again")) return page("The two passwords differ. Type the same one twice.", 400);
    const problem = passwordProblem(password, reset.email, business.current().name);
    if (problem) return page(problem, 400);
    let user;
    try {
      user = await resets.use(token, password);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      return page(error.message, 400);
    }
    // Used, replaced, expired, or the account removed or changed while the password was hashed.
    if (!user) return gone(c);
    const address = s.address(c);
    log.info("password reset by email link", { user: user.email, address });
    void notices.tell(user.email, "Your password was reset", [
      `The password of your account on ${business.current().name}'s leads dashboard was reset with the link emailed to you, from ${address}, on ${when(now())}. Every device signed in to it was signed out.`,
      "If this was you, there is nothing more to do.",
      "If it was not you, someone can read your email: change your email's password first. They still need your second step (your passkey, authenticator app or a recovery code) to sign in. Then sign in and set a new password on the Security page, or ask another owner or whoever runs the server.",
    ]);
    // The link proved the mailbox, not the person: what is left is the second factor, as after a right password.
    s.jar(c).write(PENDING, s.pending.create(user), PENDING_MS / 1000);
    return c.redirect(`/admin/login/verify?${new URLSearchParams({ next: "/admin", notice: "password-set" })}`, 303);
  });
}
