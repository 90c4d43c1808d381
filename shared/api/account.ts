/**
 * The Security page's and the step-up's answers of the dashboard API (server/accounts/account.ts, step-up.ts): each
 * answer's shape, once; the server's types and the dashboard's checks both come from it (shared/api/leads.ts).
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import * as z from "zod/mini";

/** A passkey as the Security page lists it: nothing of its key. */
const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** A signed-in device as the Security page lists it (server/accounts/sessions.ts). */
const deviceSummary = z.object({
  id: z.number(),
  /** "Chrome on Android", from the browser's User-Agent when it signed in (server/core/device-name.ts). */
  device: z.string(),
  signedInAt: z.string(),
  /** To within a minute. */
  lastSeenAt: z.string(),
  /** The browser asking: signed out with the menu's Sign out, not from the list. */
  thisDevice: z.boolean(),
});
export type DeviceSummary = z.infer<typeof deviceSummary>;

/** GET account: what the Security page shows of the signed-in account: never a key, a hash or a code. */
export const accountSummary = z.object({
  email: z.string(),
  /** ADMIN_REQUIRE_2FA: signing in needs a second step, so the last one cannot be removed. */
  requireSecondFactor: z.boolean(),
  /** Passkeys can be added from this address (the site's own host name, or localhost; never a bare IP address). */
  passkeysHere: z.boolean(),
  /** Where passkeys can be added when they cannot here. */
  siteUrl: z.string(),
  passkeys: z.array(passkeySummary),
  /** An authenticator app is set up. */
  app: z.boolean(),
  recoveryCodesLeft: z.number(),
  /** Each change is emailed to the account (SMTP_URL is set). */
  emailNotices: z.boolean(),
  /** The browsers signed in to the account now, this one marked: each can be signed out. */
  devices: z.array(deviceSummary),
  /** How long a device stays signed in: until unused this many hours, and this many days at most. */
  signedIn: z.object({ idleHours: z.number(), maxDays: z.number() }),
});
export type AccountSummary = z.infer<typeof accountSummary>;

/** What became of the email that tells the owner of a change: on its way, or not sent (no SMTP_URL). */
export const noticeState = z.enum(["sending", "not-configured"]);
export type NoticeState = z.infer<typeof noticeState>;

/** A change to the account: the account as it now is, the codes to show once if it made some, its notice's fate. */
export const changed = z.extend(accountSummary, {
  recoveryCodes: z.optional(z.array(z.string())),
  notice: z.optional(noticeState),
});
export type Changed = z.infer<typeof changed>;

/** POST account/app: the new app's key, its otpauth URI and the URI's QR code, until a code confirms it. */
export const appOffer = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export type AppOffer = z.infer<typeof appOffer>;

/** What the browser's WebAuthn ceremony is handed: here, that it is an options object at all, with its challenge. */
const challengeCarrier = z.looseObject({ challenge: z.string() });

/**
 * Options handed whole to the browser's WebAuthn ceremony (@simplewebauthn/browser), which reads and checks the rest
 * itself: kept as sent, typed as the ceremony takes them.
 */
const ceremonyOptions = <Options>() => z.pipe(challengeCarrier, z.custom<Options, z.output<typeof challengeCarrier>>());

/** POST account/passkeys/options: the options to make a passkey with. */
export const passkeyCreationOptions = ceremonyOptions<PublicKeyCredentialCreationOptionsJSON>();

/** POST step-up/passkey/options: the options to use a passkey already made. */
export const passkeyRequestOptions = ceremonyOptions<PublicKeyCredentialRequestOptionsJSON>();

/** How this account can confirm it is itself: its second factors, or its password when it has none. */
const stepUpMethod = z.enum(["passkey", "app", "recovery-code", "password"]);
export type StepUpMethod = z.infer<typeof stepUpMethod>;

/** GET step-up, and a check's answer: whether sensitive steps go through now, and how to confirm. */
export const stepUpState = z.object({
  fresh: z.boolean(),
  /** Seconds until the next sensitive step asks again (0 when it would ask now). */
  freshForS: z.number(),
  methods: z.array(stepUpMethod),
});
export type StepUpState = z.infer<typeof stepUpState>;

/** The 403 a sensitive step answers when the last check is too old: machine-readable, and in words. */
export interface StepUpRefusal {
  error: "step-up";
  message: string;
  methods: StepUpMethod[];
}
