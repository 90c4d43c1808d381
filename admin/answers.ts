/**
 * The checks of the dashboard API's answers that the leads pages, the Overview and the Security page read
 * (admin/guards.ts says how they are built). Each is held by its type to the server's own (server/admin/*.ts); the
 * website editor's and the privacy page's answers are checked beside them, in the chunks loaded when first opened
 * (admin/site-answers.ts, admin/privacy-answers.ts).
 */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { AccountSummary, DeviceSummary, NoticeState } from "../server/admin/account";
import { deliveryLabels, statusLabels } from "../shared/leads/lead-fields";
import { listedFieldNames, unlistedFieldNames } from "../shared/leads/lead-shape";
import type {
  DeliveryHistory,
  LeadAnswer,
  LeadEvent,
  LeadPage,
  LeadSummary,
  QuarantinedLead,
} from "../server/admin/leads";
import type { OriginCounts, Overview, ServiceResult } from "../server/admin/overview";
import type { PasskeySummary } from "../server/admin/passkeys";
import type { PromiseKept } from "../server/admin/promise-kept";
import type { FieldSpeed } from "../server/admin/vitals";
import type { DeliveryQueue, Channel } from "../server/delivery-queue";
import type { PhoneAlertsState } from "../server/ntfy";
import type { RelatedLead } from "../server/repeat-customers";
import type { ReviewState } from "../server/review-request";
import type { Role } from "../server/site/roles";
import type { StoredOrigin } from "../server/stored-origin";
import { PAGE_TEMPLATES, type VitalName } from "../shared/vitals-report";
import { among, bool, list, nullable, num, oneOf, optional, record, shape, text, texts, type Check } from "./guards";

/** GET me: who is signed in (server/admin/routes.ts). */
interface Me {
  email: string;
  business: string;
  role?: Role;
}
export const me = shape<Me>({ email: text, business: text, role: optional(oneOf<Role>({ owner: 1, staff: 1 })) });

/** The channels a lead is delivered by (server/delivery-queue.ts). */
export const channel = oneOf<Channel>({
  email: 1,
  webhook: 1,
  ack: 1,
  ntfy: 1,
  "escalation-ntfy": 1,
  "escalation-email": 1,
  review: 1,
});

const leadSummaryFields = {
  id: num,
  ...texts(listedFieldNames),
  emergency: bool,
  status: oneOf(statusLabels),
  receivedAt: text,
  answerBy: text,
  answeredAt: nullable(text),
  delivery: oneOf(deliveryLabels),
};
const leadSummary = shape<LeadSummary>(leadSummaryFields);
const quarantinedLead = shape<QuarantinedLead>({ ...leadSummaryFields, message: text, spamReasons: list(text) });

const leadPage = <T>(lead: Check<T>) =>
  shape<LeadPage<T>>({
    leads: list(lead),
    total: num,
    newer: nullable(num),
    older: nullable(num),
    overdueFirst: optional(num),
  });

/** GET leads, POST leads/search: a page of the list. */
export const leadsAnswer = leadPage(leadSummary);
/** GET spam: a page of the quarantine. */
export const spamAnswer = leadPage(quarantinedLead);
/** GET spam/held: how many quotes wait on the Spam tab. */
export const heldSpamAnswer = shape<Overview["heldSpam"]>({ count: num, days: num });

const origin = shape<StoredOrigin>({
  source: text,
  sourceLabel: text,
  landingPage: text,
  referrerHost: text,
  utm: record(text),
  clickIds: list(text),
  device: text,
});

const delivery = shape<DeliveryHistory>({
  channel,
  state: text,
  attempts: num,
  lastError: text,
  nextAttemptAt: text,
  history: list(
    shape<DeliveryHistory["history"][number]>({
      startedAt: text,
      finishedAt: nullable(text),
      outcome: text,
      error: text,
    }),
  ),
});

const leadEvent = shape<LeadEvent>({
  at: text,
  actor: text,
  kind: oneOf<LeadEvent["kind"]>({ status: 1, note: 1, released: 1, "review-requested": 1, called: 1, escalated: 1 }),
  fromStatus: text,
  toStatus: text,
  note: text,
});

const review = shape<ReviewState>({
  askedAt: nullable(text),
  askedBy: text,
  blocked: oneOf<ReviewState["blocked"]>({
    "": 1,
    "not-won": 1,
    "no-email": 1,
    "opted-out": 1,
    "no-mail": 1,
    "no-link": 1,
  }),
});

/** GET leads/:id: one lead, all of it. */
export const leadAnswer = shape<LeadAnswer>({
  ...leadSummaryFields,
  ...texts(unlistedFieldNames),
  form: oneOf<LeadAnswer["form"]>({ home: 1, quote: 1 }),
  source: text,
  page: text,
  pagePath: nullable(text),
  userAgent: text,
  spam: bool,
  spamReasons: list(text),
  deliveries: list(delivery),
  events: list(leadEvent),
  photos: list(shape<LeadAnswer["photos"][number]>({ id: text, position: num, width: num, height: num, bytes: num })),
  origin,
  related: list(
    shape<RelatedLead>({
      id: num,
      receivedAt: text,
      name: text,
      status: text,
      matchedBy: list(oneOf<RelatedLead["matchedBy"][number]>({ phone: 1, email: 1 })),
    }),
  ),
  review,
});

/** GET overview: the figures of the Overview page. */
export const overviewAnswer = shape<Overview>({
  weeks: list(shape<Overview["weeks"][number]>({ start: text, leads: num })),
  services: list(shape<ServiceResult>({ key: text, label: text, leads: num, won: num, lost: num, open: num })),
  since: text,
  origins: shape<OriginCounts>({
    sources: list(shape<OriginCounts["sources"][number]>({ source: text, label: text, last7: num, last30: num })),
    landingPages: list(shape<OriginCounts["landingPages"][number]>({ page: text, last7: num, last30: num })),
  }),
  promise: list(shape<PromiseKept>({ days: num, judged: num, within: num, answered: num, medianMs: nullable(num) })),
  heldSpam: heldSpamAnswer,
});

const perVital = <T>(check: Check<T>) =>
  shape<Record<VitalName, T>>({ LCP: check, INP: check, CLS: check, FCP: check, TTFB: check });
type TemplateSpeed = FieldSpeed["windows"][number]["templates"][number];

/** GET vitals: real visitors' speed, per window and template. */
export const fieldSpeedAnswer = shape<FieldSpeed>({
  good: perVital(num),
  windows: list(
    shape<FieldSpeed["windows"][number]>({
      days: num,
      since: text,
      templates: list(
        shape<TemplateSpeed>({
          template: among(PAGE_TEMPLATES),
          pages: num,
          p75: perVital(nullable(num)),
        }),
      ),
    }),
  ),
});

/** GET account: the Security page's account. */
export const accountAnswer = shape<AccountSummary>({
  email: text,
  requireSecondFactor: bool,
  passkeysHere: bool,
  siteUrl: text,
  passkeys: list(shape<PasskeySummary>({ id: text, name: text, createdAt: text, lastUsedAt: nullable(text) })),
  app: bool,
  recoveryCodesLeft: num,
  emailNotices: bool,
  devices: list(shape<DeviceSummary>({ id: num, device: text, signedInAt: text, lastSeenAt: text, thisDevice: bool })),
  signedIn: shape<AccountSummary["signedIn"]>({ idleHours: num, maxDays: num }),
});

/** A change to the account: the account as it now is, the codes to show once if it made some, its notice's fate. */
export type Changed = AccountSummary & { recoveryCodes?: string[]; notice?: NoticeState };
export const changedAnswer: Check<Changed> = (value, at) => ({
  ...accountAnswer(value, at),
  ...shape<Pick<Changed, "recoveryCodes" | "notice">>({
    recoveryCodes: optional(list(text)),
    notice: optional(oneOf<NoticeState>({ sending: 1, "not-configured": 1 })),
  })(value, at),
});

/** POST account/app: the new app's key, its otpauth URI and the URI's QR code, until a code confirms it. */
export const appOffer = shape<{ secret: string; uri: string; qr: string }>({ secret: text, uri: text, qr: text });

/**
 * POST account/passkeys/options: handed whole to the browser's WebAuthn ceremony (@simplewebauthn/browser), which
 * reads and checks the rest itself; here, that it is the options object at all.
 */
export const passkeyOptions: Check<PublicKeyCredentialCreationOptionsJSON> = (value, at) => {
  shape<{ challenge: string }>({ challenge: text })(value, at);
  return value as PublicKeyCredentialCreationOptionsJSON;
};

/** GET alerts, POST/DELETE alerts/topic: how the phone alerts stand. */
export const phoneAlertsAnswer = shape<PhoneAlertsState>({
  on: bool,
  topicUrl: text,
  from: oneOf<PhoneAlertsState["from"]>({ dashboard: 1, server: 1, none: 1 }),
  serverTopic: bool,
});

/** A delivery that failed for good and still waits on the owner (server/delivery-queue.ts). */
type Failure = ReturnType<DeliveryQueue["undismissedFailures"]>[number];

/** GET deliveries: the failures every page shows at its top. */
export const failuresAnswer = shape<{ failures: Failure[] }>({
  failures: list(shape<Failure>({ id: num, quoteId: num, name: text, channel, attempts: num, lastError: text })),
});
