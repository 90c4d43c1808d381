import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { NoticeState } from "../../shared/api/account";
import type { Role } from "../../shared/api/leads";
import { newInvite, teamChange, teamSummary, type NewInvite } from "../../shared/api/team";
import { api, ApiError } from "../shell/api";
import type { AnswerSchema } from "../shell/guards";

export const teamLoader = ({ request }: LoaderFunctionArgs) =>
  api("team", { signal: request.signal, expect: teamSummary });

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
  const post = <T>(path: string, body: unknown, expect: AnswerSchema<T>) =>
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
          ...(await post(`members/${id}/role`, { role: given }, teamChange)),
        };
      }
      case "remove":
      case "reset-second-factor":
        return { intent, id, done: true, ...(await post(`members/${id}/${intent}`, {}, teamChange)) };
      default:
        return { intent, error: "Unknown action." };
    }
  } catch (error) {
    if (error instanceof ApiError) return { intent, id, error: error.message, field: error.field };
    throw error;
  }
}
