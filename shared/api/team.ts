/**
 * The Team page's answers of the dashboard API (server/accounts/team-routes.ts): each answer's shape, once; the server's
 * types and the dashboard's checks both come from it (shared/api/leads.ts).
 */
import * as z from "zod/mini";
import { noticeState } from "./account.ts";
import { role } from "./leads.ts";

/** A member as the Team page lists them: no hash, key or code. */
const member = z.object({
  id: z.number(),
  email: z.string(),
  role,
  addedAt: z.string(),
  /**
   * When the account last signed in, or null for never: the latest of its password sign-ins, its passkey sign-ins
   * and the start of its sessions still kept (a first sign-in from an invite ends in a session with neither).
   */
  lastSignInAt: z.nullable(z.string()),
  /** A passkey or an authenticator app is set up: without one, the next sign-in enrols one. */
  secondFactor: z.boolean(),
});
export type Member = z.infer<typeof member>;

/** An invite as the Team page lists it: never its token, which only its link holds. */
const inviteSummary = z.object({
  id: z.number(),
  email: z.string(),
  role,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InviteSummary = z.infer<typeof inviteSummary>;

/** GET team: the members, the invites not yet used, and whether invites can be emailed. */
export const teamSummary = z.object({
  members: z.array(member),
  invites: z.array(inviteSummary),
  /** The signed-in owner's own account id, so the page marks "you". */
  you: z.number(),
  /** SMTP_URL is set: an invite can be emailed, and each change is emailed to the member. */
  emailNotices: z.boolean(),
  /** How long an invite link works, in hours. */
  inviteHours: z.number(),
});
export type TeamSummary = z.infer<typeof teamSummary>;

/** POST team/invites: its link, shown this once (only its hash is kept), and whether it is on its way by email. */
export const newInvite = z.object({
  invite: inviteSummary,
  link: z.string(),
  emailed: z.enum(["sending", "not-configured", "no"]),
});
export type NewInvite = z.infer<typeof newInvite>;

/** What a change to a member answers: whether the member is being told by email. */
export const teamChange = z.object({
  /** Absent when nothing changed (the member already had that role). */
  notice: z.optional(noticeState),
});
export type TeamChange = z.infer<typeof teamChange>;
