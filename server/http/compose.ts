import { Leads } from "../dashboard/leads.ts";
import { createAccountNotices, type AccountNotices } from "../accounts/notices.ts";
import { startRetention } from "../dashboard/retention.ts";
import { Users } from "../accounts/users.ts";
import type { ScryptCost } from "../accounts/password.ts";
import { Sessions } from "../accounts/sessions.ts";
import { loadDashboardBuild, type DashboardBuild } from "../core/dashboard-build.ts";
import { DEFAULT_PHOTO_OPTIONS, type DashboardConfig, type InboxConfig } from "../config/config.ts";
import { openQuoteStore, type QuoteStore } from "../quotes/db.ts";
import type { Channel } from "../../shared/api/leads.ts";
import { createDiskWatch, ownerDiskAlert, type DiskWatch, type FreeBytes } from "./disk-space.ts";
import { createEscalationSenders } from "../delivery/escalation.ts";
import { createHeldSpam, type HeldSpam } from "../quotes/held-spam.ts";
import { LiveBusiness } from "../site/live-business.ts";
import { logger, stdoutLog, type Log, type Logger } from "../core/log.ts";
import { createMailSenders } from "../delivery/mail.ts";
import { createNtfySender, phoneSettings, type PhoneSettings } from "../delivery/ntfy.ts";
import { startOutbox, type Sender } from "../delivery/outbox.ts";
import type { PhotoOptions } from "../core/photos.ts";
import { createReviewRequests, type ReviewRequests } from "../quotes/review-request.ts";
import { Builds } from "../site/builds.ts";
import { ContentStore, reportSeedState, seedFromSite } from "../site/content-store.ts";
import { mediaExists } from "../site/media-check.ts";
import { OwnerMedia } from "../site/owner-media.ts";
import { storeOptions } from "../quotes/store-options.ts";
import { createWebhookSender } from "../delivery/webhook.ts";

/**
 * The one place the server is put together: every long-lived part built once from the checked configuration and
 * handed to what needs it. The server's entry point composes, starts and serves these parts; the tests and benches
 * compose the same ones from a test configuration (test/support/server/app.ts), replacing only what `Replacements`
 * names.
 */

/**
 * The parts a test or a bench may put in place of the real ones: each reads something outside the server that a
 * test must control (the clock, the disk, a child process) or stands for a failure the real one cannot be made to
 * have. Nothing else is replaced; everything else comes from the configuration.
 */
export interface Replacements {
  /** The dashboard's clock: one-time codes, sessions, their last check, the per-account limits, the previews. */
  clock?: () => number;
  /** How DATA_DIR's free space is read (the real disk's, statfs, otherwise). */
  freeBytes?: FreeBytes;
  /** What runs in place of `react-router build`. */
  buildCommand?: { file: string; args: string[] };
  /** The repository builds run in (this server's own otherwise). */
  projectDir?: string;
  /** The quote store, in place of the one opened in DATA_DIR: a store whose writes fail. */
  store?: QuoteStore;
  /**
   * The scrypt cost new passwords are hashed at, in place of server/accounts/password.ts's PASSWORD_COST: a quarter
   * of a second of CPU a hash is the point in production and most of an account test's time.
   */
  passwordCost?: ScryptCost;
}

/** The dashboard's own parts: they exist exactly when the configuration has a dashboard. */
export interface DashboardParts {
  settings: DashboardConfig;
  /** The dashboard's clock (Replacements's `clock`); the real one when undefined. */
  clock: (() => number) | undefined;
  /** The site's builds from the owner's content; their going live changes `business`. */
  builds: Builds;
  /** The owner's photos for the website, in DATA_DIR/media: the builds and the content check read them. */
  ownerMedia: OwnerMedia;
  /** The owner's content and its revisions. */
  content: ContentStore;
  /** The signed-in devices, on the dashboard's clock. */
  sessions: Sessions;
  /** The dashboard's built pages (ADMIN_DIR), read once at start. */
  build: DashboardBuild;
}

/** The lead email's senders, when SMTP_URL is set. */
type MailSenders = ReturnType<typeof createMailSenders>;

/** Every part of the server. */
export interface ServerParts {
  config: InboxConfig;
  log: Logger;
  store: QuoteStore;
  /** The business settings in effect: the live build's over the site's variables. */
  business: LiveBusiness;
  /** The phone alerts' settings: NTFY_URL's, or a topic set on the dashboard (kept in the database). */
  phone: PhoneSettings;
  /** Review requests and their opt-out; they can be emailed when SMTP_URL is set. */
  reviews: ReviewRequests;
  heldSpam: HeldSpam;
  mail: MailSenders | undefined;
  /** What the outbox sends each channel's deliveries with; started by `startServing`. */
  senders: Partial<Record<Channel, Sender>>;
  users: Users;
  leads: Leads;
  /** Notices to an account after a change to how it signs in, and the owners' low disk space email. */
  notices: AccountNotices;
  /** DATA_DIR's free space: the owner is told below the warning, the owner's big writes wait below the floor. */
  disk: DiskWatch;
  dashboard: DashboardParts | undefined;
}

/** The photo limits in effect: the configuration's over the defaults (quotes' and the owner's uploads alike). */
export function photoOptions(config: InboxConfig): Omit<PhotoOptions, "maxFieldBytes"> {
  return { ...DEFAULT_PHOTO_OPTIONS, ...config.photos };
}

/** Builds every part from the configuration; throws when the data folder cannot be opened. Nothing is started. */
export function composeServer(config: InboxConfig, options: { log?: Log; replace?: Replacements } = {}): ServerParts {
  const replace = options.replace ?? {};
  const log = logger(options.log ?? stdoutLog);
  const business = new LiveBusiness(config.site);
  // The phone alerts' topic may be set on the dashboard, so it is kept in the database; the store asks it at each
  // quote (what to queue), so the settings are made first and read the store only once it is open.
  const phone = phoneSettings(() => store.db, config.ntfy);
  const store = replace.store ?? openQuoteStore(config.dataDir, storeOptions(config, phone.current, business));
  const reviews = createReviewRequests({ store, mailOn: Boolean(config.email) });
  const heldSpam = createHeldSpam(store.db);
  const mail = config.email ? createMailSenders(config.email, business, store.photos, reviews, heldSpam) : undefined;
  const users = new Users(store.db, replace.passwordCost);
  const notices = createAccountNotices({ email: config.email, business, log });
  return {
    config,
    log,
    store,
    business,
    phone,
    reviews,
    heldSpam,
    mail,
    senders: composeSenders(config, { store, business, phone, heldSpam, mail }),
    users,
    leads: new Leads(store),
    notices,
    // The owner is told once while there is still room; the owner's big writes wait below the floor so the rest
    // goes to quotes.
    disk: createDiskWatch({
      dataDir: store.dataDir,
      thresholds: config.disk,
      freeBytes: replace.freeBytes,
      alert: ownerDiskAlert({ users, notices, phone: phone.current, business, log }),
      log,
    }),
    dashboard: config.dashboard
      ? composeDashboard(config, config.dashboard, { store, business, log, replace })
      : undefined,
  };
}

/** Each configured channel's sender, and the phone's and the overdue reminders', which ask their settings at each send. */
function composeSenders(
  config: InboxConfig,
  parts: Pick<ServerParts, "store" | "business" | "phone" | "heldSpam" | "mail">,
): Partial<Record<Channel, Sender>> {
  const { store, business, phone, heldSpam, mail } = parts;
  return {
    ...(mail && { email: mail.email, ack: mail.ack, review: mail.review }),
    ...(config.webhook && { webhook: createWebhookSender(config.webhook, store.photos) }),
    ntfy: createNtfySender(phone.current, business, heldSpam),
    ...createEscalationSenders({ db: store.db, business, phone: phone.current, email: mail?.toBusiness }),
  };
}

/**
 * The owner's website editing (docs/decisions/012-owner-editing.md): the builds, told what is live from the start
 * (its business settings and office hours are then what every reader of `business` gets), the owner's photos and
 * the content with its revisions.
 */
function composeDashboard(
  config: InboxConfig,
  settings: DashboardConfig,
  parts: { store: QuoteStore; business: LiveBusiness; log: Logger; replace: Replacements },
): DashboardParts {
  const { store, business, log, replace } = parts;
  const builds = new Builds({
    dataDir: store.dataDir,
    seedDir: config.siteDir,
    log,
    projectDir: replace.projectDir,
    command: replace.buildCommand,
    onLive: (live) => business.goLive(live),
  });
  builds.announce();
  const ownerMedia = new OwnerMedia({ dataDir: store.dataDir, log });
  const content = new ContentStore(
    store.db,
    seedFromSite(config.site),
    mediaExists(ownerMedia),
    // Old revisions are pruned, never one a kept build was made from.
    () => builds.revisions(),
  );
  reportSeedState(content, log);
  const sessions = new Sessions(store.db, settings.session, replace.clock);
  const build = loadDashboardBuild(settings.adminDir);
  return { settings, clock: replace.clock, builds, ownerMedia, content, sessions, build };
}

/** What runs in the background while the server serves, and how it stops. */
interface Serving {
  /** Stops the timers and gives sends under way a moment: a send cut off stays queued for the next start. */
  stop(): Promise<void>;
}

/**
 * Before the first request: photo files a dead process left half-placed (no committed row) go, then the outbox, the
 * disk's timer and the retention purge start.
 */
export function startServing(parts: ServerParts): Serving {
  const { config, store, log, leads, disk } = parts;
  const swept = store.photos.sweep();
  if (swept.temporary + swept.orphans > 0) log.warn("removed unfinished photo uploads", swept);
  const outbox = startOutbox({
    queue: store.deliveries,
    senders: parts.senders,
    maxAttempts: config.retry.maxAttempts,
    retryBaseMs: config.retry.baseMs,
    retryMaxMs: config.retry.maxMs,
    log: log.raw,
  });
  const stopRetention = config.retentionDays
    ? startRetention({ leads, days: config.retentionDays, log: log.raw })
    : undefined;
  const stopDisk = disk.start();
  return {
    async stop() {
      stopRetention?.();
      stopDisk();
      await outbox.stop(5_000);
    },
  };
}

/** A build under way is stopped: its folder stays unfinished and is never served. */
export function stopBuilds(parts: ServerParts): void {
  parts.dashboard?.builds.stop();
}

/** Closes the mail transports and the database, once nothing uses them any more. */
export function closeParts(parts: ServerParts): void {
  parts.mail?.close();
  parts.notices.close();
  parts.store.close();
}
