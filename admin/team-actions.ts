import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { NoticeState } from "../server/admin/account";
import type { InviteSummary } from "../server/admin/invites";
import type { Member } from "../server/admin/team";
import type { NewInvite, TeamChange, TeamSummary } from "../server/admin/team-routes";
import type { Role } from "../server/site/roles";
import { api, ApiError } from "./api";
import { bool, list, nullable, num, oneOf, optional, shape, text } from "./guards";

/**
 * The Team page's answers (server/admin/team-routes.ts), checked where they enter (admin/guards.ts). Here rather than
 * in admin/answers.ts: the page is the owner's, loaded when first opened, like the privacy page's.
 */
const role = oneOf<Role>({ owner: 1, staff: 1 });
const notice = oneOf<NoticeState>({ sending: 1, "not-configured": 1 });
const invite = shape<InviteSummary>({
  id: num,
  email: text,
  role,
  invitedBy: text,
  createdAt: text,
  expiresAt: text,
});
const teamAnswer = shape<TeamSummary>({
  members: list(
    shape<Member>({
      id: num,
      email: text,
      role,
      addedAt: text,
      lastSignInAt: nullable(text),
      secondFactor: bool,
    }),
  ),
  invites: list(invite),
  you: num,
  emailNotices: bool,
  inviteHours: num,
});
const newInvite = shape<NewInvite>({
  invite,
  link: text,
  emailed: oneOf<NewInvite["emailed"]>({ sending: 1, "not-configured": 1, no: 1 }),
});
const changeAnswer = shape<TeamChange>({ notice: optional(notice) });

export const teamLoader = ({ request }: LoaderFunctionArgs) =>
  api("team", { signal: request.signal, expect: teamAnswer });

export type TeamIntent = "invite" | "cancel-invite" | "role" | "remove" | "reset-second-factor";

export interface TeamResult {
  intent: TeamIntent;
  /** The member or invite the result is about, so only its own row shows it. */
  id?: number;
  error?: string;
  field?: string;
  /** A new invite: its link, shown this once. */
  made?: NewInvite;
  /** The role a member was given. */
  role?: Role;
  /** What became of the email telling the member of a change. */
  notice?: NoticeState;
  done?: boolean;
}

/** Each change is one call to the API; the page's list is read again after it (the route's loader). */
export async function teamAction({ request }: ActionFunctionArgs): Promise<TeamResult> {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const intent = field("intent") as TeamIntent;
  const id = Number(field("id")) || undefined;
  const post = <T>(path: string, body: unknown, expect: (value: unknown, at: string) => T) =>
    api(`team/${path}`, { method: "POST", body, expect });
  try {
    switch (intent) {
      case "invite": {
        const body = { email: field("email"), role: field("role"), send: field("send") === "email" };
        return { intent, done: true, made: await post("invites", body, newInvite) };
      }
      case "cancel-invite":
        await api(`team/invites/${id}/cancel`, { method: "POST", body: {} });
        return { intent, id, done: true };
      case "role": {
        const given = field("role") === "owner" ? "owner" : "staff";
        return {
          intent,
          id,
          role: given,
          done: true,
          ...(await post(`members/${id}/role`, { role: given }, changeAnswer)),
        };
      }
      case "remove":
      case "reset-second-factor":
        return { intent, id, done: true, ...(await post(`members/${id}/${intent}`, {}, changeAnswer)) };
      default:
        return { intent, error: "Unknown action." };
    }
  } catch (error) {
    if (error instanceof ApiError) return { intent, id, error: error.message, field: error.field };
    throw error;
  }
}
