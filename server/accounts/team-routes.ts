import { Hono, type Context } from "hono";
import { formatDateTime } from "../../shared/date-time.ts";
import { createRateLimiter } from "../core/rate-limit.ts";
import type { Role } from "../../shared/api/leads.ts";
import type { AdminEnv } from "./cookies.ts";
import { inviteGonePage, invitePage, roleWords } from "./invite-page.ts";
import { createInvites, INVITE_MS } from "./invites.ts";
import type { NoticeState } from "../../shared/api/account.ts";
import { passwordProblem } from "./password.ts";
import { PENDING_MS } from "./pending.ts";
import { jsonBody, readForm, serveRoutes, type Route } from "./request.ts";
import { PENDING, signInSteps, type SignInOptions, type SignInSteps } from "./sign-in-steps.ts";
import { createTeam, TeamRefusal } from "./team.ts";
import { tooManyAttempts } from "./throttle.ts";
import { UserError, type User } from "./users.ts";
import type { NewInvite, TeamChange, TeamSummary } from "../../shared/api/team.ts";

/** Tries at one invite link's password a minute: each that passes the policy costs a password hash. */
export const INVITE_TRIES_PER_MINUTE = 5;

/** What staff are told by the Team page's API (the page itself shows it inside the dashboard). */
export const TEAM_OWNER_ONLY = "Only an owner can see and change the team.";

export const TEAM_PATHS = ["/api/team", "/api/team/*"];

const ID = "[0-9]{1,12}";

type C = Context<AdminEnv>;

/** The pieces the team's routes share: the sign-in's steps, the team, the invites. */
function teamSteps(options: SignInOptions) {
  const steps = signInSteps(options);
  const now = options.now ?? Date.now;
  return {
    steps,
    team: createTeam(options.db, options.users),
    invites: createInvites(options.db, now),
  };
}
type TeamSteps = ReturnType<typeof teamSteps>;

/**
 * The Team page's API (owner only: the dashboard mounts the check before it) at /admin/api/team, and the
 * invite link's page at /admin/login/invite, reached before any session. docs/decisions/010-asvs-level-1.md.
 */
export function teamRoutes(app: Hono<AdminEnv>, options: SignInOptions) {
  const shared = teamSteps(options);
  inviteLinkRoutes(app, shared);
  return teamApi(shared);
}

/** Emails `to` one of the Team page's notices (logged, never thrown). */
function tell(s: SignInSteps, to: string, subject: string, paragraphs: string[]): NoticeState {
  void s.options.notices.tell(to, subject, paragraphs);
  return s.options.notices.configured ? "sending" : "not-configured";
}

/** "It was done by owner@example.co.nz from 203.0.113.9, on …" (New Zealand time): who, from where, when. */
const byWhom = (s: SignInSteps, c: C, by: User) =>
  `It was done by ${by.email} from ${s.address(c)}, on ${formatDateTime(new Date().toISOString())} (New Zealand time).`;

const notYou = (s: SignInSteps) =>
  `If you did not expect this, ask an owner of ${s.options.business.current().name}, or whoever runs the server.`;

function teamApi({ steps: s, team, invites }: TeamSteps) {
  const app = new Hono<AdminEnv>();
  const summary = (c: C): TeamSummary => ({
    members: team.members(),
    invites: invites.list(),
    you: c.get("user").id,
    emailNotices: s.options.notices.configured,
    inviteHours: INVITE_MS / 3_600_000,
  });
  const refused = (c: C, error: unknown) => {
    if (error instanceof TeamRefusal) return c.json({ error: error.message }, error.status);
    if (error instanceof UserError) return c.json({ error: error.message, field: "email" }, 400);
    throw error;
  };
  /**
   * A change by the signed-in owner, `by`: a refusal the team or the accounts give (the last owner, a taken
   * address) answers in words; anything else is thrown on.
   */
  const changing =
    (handle: (c: C, by: User) => Response | Promise<Response>) =>
    async (c: C): Promise<Response> => {
      try {
        return await handle(c, c.get("user"));
      } catch (error) {
        return refused(c, error);
      }
    };
  const role = (value: unknown): Role | undefined => (value === "owner" || value === "staff" ? value : undefined);
  /** The member's or invite's id in the path (the route's pattern allows digits only). */
  const idParam = (c: C) => Number(c.req.param("id"));

  const routes: Route[] = [
    ["get", "/", (c: C) => c.json(summary(c))],
    [
      "post",
      "/invites",
      changing(async (c, by) => {
        const body = await jsonBody(c);
        const asked = role(body?.role);
        if (!asked || typeof body?.email !== "string")
          return c.json({ error: 'Send {"email": …, "role": "owner" | "staff", "send": true | false}.' }, 400);
        const send = body.send === true;
        if (send && !s.options.notices.configured)
          return c.json({ error: "This server has no email set up (SMTP_URL): copy the link instead." }, 409);
        // Read again here, after the body: an owner demoted meanwhile invites no one.
        const made = team.asOwner(by, () => invites.create(by, body.email as string, asked));
        // The link goes to the address the owner is using, which the same-site check has just allowed:
        // SITE_URL's, or this machine's own loopback one.
        const link = `${c.req.header("origin") ?? s.options.business.current().siteUrl}/admin/login/invite?${new URLSearchParams({ token: made.token })}`;
        const until = `${formatDateTime(made.invite.expiresAt)} (New Zealand time)`;
        s.log.info("team invite made", {
          user: by.email,
          invited: made.invite.email,
          role: asked,
          address: s.address(c),
        });
        const emailed = send
          ? tell(s, made.invite.email, `You are invited to ${s.options.business.current().name}'s leads`, [
              `${by.email} invites you to ${s.options.business.current().name}'s leads dashboard as ${roleWords[asked]}.`,
              `Open this link to choose your password, then add a second step to signing in (a passkey or an authenticator app). It works once, until ${until}:`,
              link,
              notYou(s),
            ])
          : "no";
        return c.json({ invite: made.invite, link, emailed } satisfies NewInvite, 201);
      }),
    ],
    [
      "post",
      `/invites/:id{${ID}}/cancel`,
      changing((c, by) => {
        const cancelled = team.asOwner(by, () => invites.cancel(idParam(c)));
        if (!cancelled) return c.json({ error: "That invite was used, cancelled or has expired already." }, 404);
        s.log.info("team invite cancelled", { user: by.email, invited: cancelled.email, address: s.address(c) });
        return c.json({ cancelled: true });
      }),
    ],
    [
      "post",
      `/members/:id{${ID}}/role`,
      changing(async (c, by) => {
        const asked = role((await jsonBody(c))?.role);
        if (!asked) return c.json({ error: 'Send {"role": "owner" | "staff"}.' }, 400);
        const member = team.setRole(by, idParam(c), asked);
        if (!member.changed) return c.json({} satisfies TeamChange);
        s.log.info("team role changed", { user: by.email, member: member.email, role: asked, address: s.address(c) });
        const notice = tell(s, member.email, `You are now ${asked === "owner" ? "an owner" : "staff"}`, [
          `Your account on ${s.options.business.current().name}'s leads dashboard is now ${roleWords[asked]}.`,
          byWhom(s, c, by),
          notYou(s),
        ]);
        return c.json({ notice } satisfies TeamChange);
      }),
    ],
    [
      "post",
      `/members/:id{${ID}}/remove`,
      changing((c, by) => {
        const member = team.remove(by, idParam(c));
        s.log.info("team member removed", { user: by.email, member: member.email, address: s.address(c) });
        const notice = tell(s, member.email, "Your account was removed", [
          `Your account on ${s.options.business.current().name}'s leads dashboard was removed, and every device signed in with it was signed out.`,
          byWhom(s, c, by),
          notYou(s),
        ]);
        return c.json({ notice } satisfies TeamChange);
      }),
    ],
    [
      "post",
      `/members/:id{${ID}}/reset-second-factor`,
      changing((c, by) => {
        const member = team.resetSecondFactor(by, idParam(c));
        s.log.info("team member's second factor reset", {
          user: by.email,
          member: member.email,
          address: s.address(c),
        });
        const notice = tell(s, member.email, "Your second sign-in step was reset", [
          "Every passkey, the authenticator app and the recovery codes of your account were removed from the dashboard's Team page, and the account was signed out everywhere. Your password is unchanged.",
          "At your next sign-in, after your password, you set up a second step afresh: a passkey or an authenticator app.",
          byWhom(s, c, by),
          notYou(s),
        ]);
        return c.json({ notice } satisfies TeamChange);
      }),
    ],
  ];
  return serveRoutes(app, routes);
}

/**
 * The invite link's page: GET shows who is invited and asks for a password; POST makes the account, then carries on
 * as a first sign-in does, to the enrolment of a second factor, from a half-finished
 * sign-in of the new account. Every link that does not work (forged, used, cancelled, replaced, expired, or its
 * owner removed or made staff) gets the same page and status.
 */
function inviteLinkRoutes(app: Hono<AdminEnv>, { steps: s, invites, team }: TeamSteps) {
  const tries = createRateLimiter(INVITE_TRIES_PER_MINUTE);
  const until = (iso: string) => `${formatDateTime(iso)} (New Zealand time)`;
  const gone = (c: C) => c.html(inviteGonePage(s.chrome(c)), 410);

  app.get("/login/invite", (c) => {
    const token = c.req.query("token") ?? "";
    const invite = invites.open(token);
    if (!invite) return gone(c);
    return c.html(invitePage({ ...s.chrome(c), token, invite, until: until(invite.expiresAt) }));
  });

  app.post("/login/invite", async (c) => {
    const field = await readForm(c);
    const token = field?.("token") ?? "";
    const invite = invites.open(token);
    if (!field || !invite) return gone(c);
    const page = (error: string, status: 400 | 409 | 429) =>
      c.html(invitePage({ ...s.chrome(c), token, invite, until: until(invite.expiresAt), error }), status);
    // Only a standing link gets this far, and each try may cost a password hash: a few a minute per link. A link is
    // used up by its first right try, so this bounds the hashes one link can cost at once.
    const wait = tries.hit(String(invite.id));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return page(tooManyAttempts(wait), 429);
    }
    const password = field("password");
    if (password !== field("again")) return page("The two passwords differ. Type the same one twice.", 400);
    const problem = passwordProblem(password, invite.email, s.options.business.current().name);
    if (problem) return page(problem, 400);
    let accepted;
    try {
      accepted = await invites.accept(s.users, token, password);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      return page(error.message, 409);
    }
    if (!accepted) return gone(c);
    const { user } = accepted;
    s.log.info("team invite accepted", { user: user.email, role: user.role, address: s.address(c) });
    // Every owner hears of a new member, so one made from a stolen session is seen.
    for (const owner of team.members().filter((m) => m.role === "owner"))
      tell(s, owner.email, `${user.email} joined the team`, [
        `${user.email} accepted an invite and joined ${s.options.business.current().name}'s leads dashboard as ${roleWords[user.role]}, from ${s.address(c)}.`,
        "You can change their role or remove them on the dashboard's Team page.",
      ]);
    // The password is proved by having just been set: what is left is the second factor, as at a first sign-in.
    s.jar(c).write(PENDING, s.pending.create(user), PENDING_MS / 1000);
    return c.redirect(`/admin/login/enrol?${new URLSearchParams({ next: "/admin" })}`, 303);
  });
}
