import { useEffect, useState } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { Button } from "../../app/components/ui/button";
import { Container } from "../../app/components/ui/container";
import { Field } from "../../app/components/ui/field";
import { Icon } from "../../app/components/ui/icon";
import { useToast } from "../../app/components/ui/toast";
import type { NoticeState } from "../../shared/api/account";
import type { InviteSummary, Member } from "../../shared/api/team";
import { canCopy, copyText } from "../ui/copy-text";
import { FocusPanel } from "../ui/focus-panel";
import { FormError } from "../ui/form-error";
import { PageTitle } from "../ui/page-title";
import { Panel } from "../ui/panel";
import { SmallButton } from "../ui/small-button";
import { formatDateTime, timeAgo } from "../ui/format";
import type { teamLoader, TeamResult } from "./team-actions";
import { useNow } from "../ui/use-now";

const roleNames = { owner: "Owner", staff: "Staff" } as const;
const roleHints = {
  staff: "The leads only: answer, call, note.",
  owner: "Everything: the leads, the website, the team, privacy requests.",
} as const;

/** What became of the email telling a member, in words for a toast. */
const toldWords = (notice: NoticeState | undefined, email: string) =>
  notice === "sending"
    ? `An email is on its way to ${email}.`
    : notice === "not-configured"
      ? "No email was sent: this server has no email set up (SMTP_URL)."
      : "";

/**
 * A change that takes two steps (removing someone, resetting their second step): the first button only opens this
 * explanation, which takes focus so a screen reader reads it first, then the real button.
 */
function ConfirmStep({
  heading,
  confirm,
  working,
  busy,
  onCancel,
  children,
}: {
  heading: string;
  confirm: string;
  working: string;
  busy: boolean;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  return (
    <FocusPanel
      heading={heading}
      headingClassName="font-bold text-red-800"
      className="mt-3 rounded-card border-2 border-red-700 bg-red-50 p-4"
    >
      <p className="mt-1 max-w-prose text-ink">{children}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="btn bg-red-700 px-5 text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? working : confirm}
        </button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </FocusPanel>
  );
}

/**
 * One member: their address, role, second step and last sign-in, and what an owner may change. The last owner and
 * one's own row offer no change (another owner makes those), so no one locks the business out by a tap.
 */
function MemberItem({ member, you, onlyOwner }: { member: Member; you: boolean; onlyOwner: boolean }) {
  const fetcher = useFetcher<TeamResult>();
  const toast = useToast();
  const now = useNow();
  const [asking, setAsking] = useState<"remove" | "reset-second-factor" | undefined>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // The answer arrives as the list reloads, before a removed member leaves it: the toast is shown from here, once.
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.done) return;
    const title =
      data.intent === "remove"
        ? `${member.email} was removed`
        : data.intent === "reset-second-factor"
          ? `${member.email}'s second step was reset`
          : `${member.email} is now ${data.role === "owner" ? "an owner" : "staff"}`;
    toast({ title, description: toldWords(data.notice, member.email) || undefined });
    // Only a new answer toasts; the member's role changes with it and must not toast again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);
  const other = member.role === "owner" ? "staff" : "owner";
  // The question closes once its change is made; opening one again starts from a fresh answer.
  const open = fetcher.data?.done && fetcher.data.intent === asking ? undefined : asking;
  const ask = (what: "remove" | "reset-second-factor") => {
    fetcher.reset();
    setAsking(what);
  };
  const canChange = !you && !(member.role === "owner" && onlyOwner);
  return (
    <li className="rounded-xl p-3 ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="min-w-0 font-semibold break-words text-navy-900">
          {member.email}
          {you ? <span className="font-normal text-muted"> (you)</span> : null}
        </p>
        <p className="text-sm font-semibold text-navy-700">{roleNames[member.role]}</p>
      </div>
      <p className="text-sm text-muted">
        {member.lastSignInAt ? `Last signed in ${timeAgo(member.lastSignInAt, now)}.` : "Not signed in yet."}{" "}
        {member.secondFactor ? "" : "No second step yet: sets one up at the next sign-in."}
      </p>
      {you ? (
        <p className="mt-1 text-sm text-muted">
          {onlyOwner ? "You are the only owner." : "Another owner can change your role or remove you."} Your own
          passkeys and app are on the Security page.
        </p>
      ) : !canChange ? (
        <p className="mt-1 text-sm text-muted">The only owner: make someone else an owner before changing this.</p>
      ) : null}
      <fetcher.Form method="post">
        <input type="hidden" name="id" value={member.id} />
        <input type="hidden" name="role" value={other} />
        {open ? <input type="hidden" name="intent" value={open} /> : null}
        {open === "remove" ? (
          <ConfirmStep
            heading={`Remove ${member.email}?`}
            confirm="Yes, remove"
            working="Removing…"
            busy={busy}
            onCancel={() => setAsking(undefined)}
          >
            They are signed out at once and can no longer sign in. The leads and notes stay. To have them back, invite
            them again.
          </ConfirmStep>
        ) : open === "reset-second-factor" ? (
          <ConfirmStep
            heading={`Reset ${member.email}'s second step?`}
            confirm="Yes, reset"
            working="Resetting…"
            busy={busy}
            onCancel={() => setAsking(undefined)}
          >
            For a lost phone. Their passkeys, authenticator app and recovery codes stop working and they are signed out.
            Their password stays; at their next sign-in they set up a second step afresh. They are told by email.
          </ConfirmStep>
        ) : canChange || !you ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {canChange ? (
              <SmallButton type="submit" name="intent" value="role" disabled={busy}>
                <Icon name="UserCheck" />
                {busy ? "Saving…" : `Make ${other === "owner" ? "an owner" : "staff"}`}
              </SmallButton>
            ) : null}
            {!you ? (
              <SmallButton onClick={() => ask("reset-second-factor")} disabled={busy}>
                <Icon name="ShieldCheck" />
                Reset second step…
              </SmallButton>
            ) : null}
            {canChange ? (
              <SmallButton onClick={() => ask("remove")} disabled={busy} className="text-red-700 ring-red-700">
                <Icon name="Trash2" />
                Remove…
              </SmallButton>
            ) : null}
          </div>
        ) : null}
      </fetcher.Form>
      <FormError message={result?.error} />
    </li>
  );
}

/** An invite not yet used: to whom, as what, until when, and its cancelling. */
function InviteItem({ invite }: { invite: InviteSummary }) {
  const fetcher = useFetcher<TeamResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <li className="rounded-xl p-3 ring-1 ring-line">
      <p className="font-semibold break-words text-navy-900">{invite.email}</p>
      <p className="text-sm text-muted">
        {roleNames[invite.role]}. Works until {formatDateTime(invite.expiresAt)}. Made by {invite.invitedBy}.
      </p>
      <fetcher.Form method="post" className="mt-2">
        <input type="hidden" name="id" value={invite.id} />
        <SmallButton type="submit" name="intent" value="cancel-invite" disabled={fetcher.state !== "idle"}>
          <Icon name="X" />
          Cancel invite<span className="sr-only"> for {invite.email}</span>
        </SmallButton>
      </fetcher.Form>
      <FormError message={result?.error} />
    </li>
  );
}

/** The link of an invite just made, shown this once: to copy, or to share from a phone. */
function NewInviteLink({ made }: { made: NonNullable<TeamResult["made"]> }) {
  const [said, setSaid] = useState("");
  const share = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <FocusPanel
      heading={made.emailed === "sending" ? `Invite emailed to ${made.invite.email}` : "Invite link made"}
      headingClassName="font-bold text-navy-900"
      className="mt-4 rounded-card bg-water-50 p-4 ring-2 ring-water-600"
      refocus={made.link}
    >
      <p className="mt-1 max-w-prose text-ink">
        {made.emailed === "sending" ? "You can also send them this link yourself. " : "Send this link to "}
        {made.emailed === "sending" ? null : <strong>{made.invite.email}</strong>}
        {made.emailed === "sending" ? null : " yourself, by text or email. "}
        It works once, until {formatDateTime(made.invite.expiresAt)}, and makes them{" "}
        {made.invite.role === "owner" ? "an owner" : "staff"}. They choose their own password. It is shown only now.
      </p>
      <label htmlFor="invite-link" className="mt-3 block font-semibold text-navy-900">
        Invite link
      </label>
      <input
        id="invite-link"
        readOnly
        value={made.link}
        onFocus={(event) => event.currentTarget.select()}
        className="field-input font-mono text-sm"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        {canCopy() ? (
          <Button
            variant="secondary"
            onClick={async () =>
              setSaid(
                (await copyText(made.link)) === "Copied"
                  ? "Copied"
                  : "Could not copy here: select the link and copy it.",
              )
            }
          >
            <Icon name="ClipboardCheck" />
            Copy link
          </Button>
        ) : null}
        {share ? (
          <Button
            variant="outline"
            onClick={() =>
              void navigator.share({ title: "Your invite to the leads dashboard", url: made.link }).catch(() => {})
            }
          >
            <Icon name="Send" />
            Share…
          </Button>
        ) : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-water-700">
        {said}
      </p>
    </FocusPanel>
  );
}

/** The invite form: an address, a role, and a link to copy or (with email set up) an email sent. */
function InviteForm({ emailNotices, inviteHours }: { emailNotices: boolean; inviteHours: number }) {
  const fetcher = useFetcher<TeamResult>({ key: "team-invite" });
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [role, setRole] = useState<"staff" | "owner">("staff");
  return (
    <>
      <p className="mt-1 max-w-prose text-muted">
        They get a link that works once, for {inviteHours} hours. They choose their own password and set up a second
        step to signing in; you never see the password.
      </p>
      <fetcher.Form method="post" className="mt-3 grid gap-4" key={result?.made?.link}>
        <input type="hidden" name="intent" value="invite" />
        <Field label="Their email address" error={result?.field === "email" ? result.error : undefined}>
          {(props) => <input type="email" name="email" required autoComplete="off" maxLength={254} {...props} />}
        </Field>
        <fieldset>
          <legend className="font-semibold text-navy-900">Role</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
            {(["staff", "owner"] as const).map((value) => (
              <label
                key={value}
                className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] content-start gap-x-3 rounded-xl p-3 ring-1 ring-line has-checked:ring-2 has-checked:ring-navy-700"
              >
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                  className="row-span-2 mt-0.5 size-5 accent-navy-700"
                />
                <span className="font-semibold text-navy-900">{roleNames[value]}</span>
                <span className="text-sm text-muted">{roleHints[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="send" value="link" variant="secondary" disabled={busy}>
            <Icon name="Users" />
            {busy && fetcher.formData?.get("send") === "link" ? "Making…" : "Make an invite link"}
          </Button>
          {emailNotices ? (
            <Button type="submit" name="send" value="email" variant="outline" disabled={busy}>
              <Icon name="Mail" />
              {busy && fetcher.formData?.get("send") === "email" ? "Sending…" : "Email the invite"}
            </Button>
          ) : null}
        </div>
      </fetcher.Form>
      {emailNotices ? null : (
        <p className="mt-2 max-w-prose text-sm text-muted">
          This server has no email set up (SMTP_URL), so invites are links for you to send.
        </p>
      )}
      <FormError message={result?.error && result.field !== "email" ? result.error : undefined} />
      {result?.made ? <NewInviteLink made={result.made} /> : null}
    </>
  );
}

/**
 * Who can sign in to the leads, and as what (the owner's: server/accounts/team-routes.ts). Each change is emailed to the
 * person it is about; a new member is emailed to every owner.
 */
export function TeamPage() {
  const team = useLoaderData<typeof teamLoader>();
  const owners = team.members.filter((m) => m.role === "owner").length;
  return (
    <Container className="pt-6">
      <PageTitle>Team</PageTitle>
      <p className="mt-2 max-w-prose text-muted">
        Who can sign in to your leads. Owners see and change everything; staff work the leads only.{" "}
        {team.emailNotices
          ? "Each change is emailed to the person it is about."
          : "This server has no email set up (SMTP_URL), so changes are not emailed."}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel id="members-heading" title="Members">
          <ul aria-labelledby="members-heading" className="mt-3 grid gap-3">
            {team.members.map((member) => (
              <MemberItem key={member.id} member={member} you={member.id === team.you} onlyOwner={owners <= 1} />
            ))}
          </ul>
        </Panel>
        <div className="grid gap-6">
          <Panel id="invite-heading" title="Invite someone">
            <InviteForm emailNotices={team.emailNotices} inviteHours={team.inviteHours} />
          </Panel>
          {team.invites.length > 0 ? (
            <Panel id="invites-heading" title="Invites not yet used">
              <ul aria-labelledby="invites-heading" className="mt-3 grid gap-3">
                {team.invites.map((invite) => (
                  <InviteItem key={invite.id} invite={invite} />
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
