/**
 * The leads' answers of the dashboard API (server/dashboard/lead-routes.ts, deliveries.ts): each answer's shape, once.
 * The server's types are these schemas' output, and the dashboard checks each answer where it enters with them
 * (admin/shell/api.ts). zod/mini, so the dashboard's first load carries only the checks it uses (docs/performance.md).
 */
import * as z from "zod/mini";
import { deliveryLabels, leadStatuses } from "../leads/lead-fields.ts";
import { listedFieldNames, unlistedFieldNames } from "../leads/lead-shape.ts";
import { textsOf, wordOf } from "./words.ts";

/**
 * What an account may do (docs/decisions/012-owner-editing.md): an `owner` everything, `staff` the leads and their
 * own Security page only. Stored in `users.role` (server/quotes/migrations.ts), read with every session
 * (server/accounts/sessions.ts), so a change takes effect at the account's next request.
 */
export const role = z.enum(["owner", "staff"]);
export type Role = z.infer<typeof role>;

/** GET me: who is signed in. */
export const me = z.object({ email: z.string(), business: z.string(), role: z.optional(role) });

/**
 * The channels a lead is delivered by (server/quotes/delivery-queue.ts). `ack` is the customer's acknowledgement; `email`,
 * `webhook` and `ntfy` (the phone) tell the business; the two escalations remind the owner of a lead still untouched
 * at its answer-by time (server/delivery/escalation.ts); `review` is the review request the owner asked for
 * (server/quotes/review-request.ts), never queued with a new quote.
 */
export const channel = z.enum(["email", "webhook", "ack", "ntfy", "escalation-ntfy", "escalation-email", "review"]);
export type Channel = z.infer<typeof channel>;

const leadSummaryFields = {
  id: z.number(),
  ...textsOf(listedFieldNames),
  emergency: z.boolean(),
  status: z.enum(leadStatuses),
  receivedAt: z.string(),
  /** When the promise its form showed runs out (server/quotes/answer-by.ts). */
  answerBy: z.string(),
  /** The first status change, note or "called" tap: when someone answered it; null while it is untouched. */
  answeredAt: z.nullable(z.string()),
  delivery: wordOf(deliveryLabels),
};

/** A lead as the list shows it: its listed fields, a choice in its form's words. */
const leadSummary = z.object(leadSummaryFields);
export type LeadSummary = z.infer<typeof leadSummary>;

/** A lead held as spam, as the quarantine lists it: its message and why it was held. */
const quarantinedLead = z.object({
  ...leadSummaryFields,
  message: z.string(),
  spamReasons: z.array(z.string()),
});
export type QuarantinedLead = z.infer<typeof quarantinedLead>;

/** A page of a list of leads, each read by `lead`. */
const leadPage = <T extends z.core.SomeType>(lead: T) =>
  z.object({
    leads: z.array(lead),
    total: z.number(),
    /** Cursor for the next newer page (`after`), null on the newest. */
    newer: z.nullable(z.number()),
    /** Cursor for the next older page (`before`), null on the oldest. */
    older: z.nullable(z.number()),
    /**
     * How many leads at the top are there because they are overdue and untouched (the default view's first page
     * only); they are not repeated below them on that page, and the cursors are the id order's as ever.
     */
    overdueFirst: z.optional(z.number()),
  });
/** A page of leads of type T, as `leadPage`'s schema reads it. */
export type LeadPage<T> = Omit<z.infer<ReturnType<typeof leadPage>>, "leads"> & { leads: T[] };

/** GET leads, POST leads/search: a page of the list. */
export const leadsAnswer = leadPage(leadSummary);
/** GET spam: a page of the quarantine. */
export const spamAnswer = leadPage(quarantinedLead);

/** GET spam/held: quotes held as spam in the last `days` days, still waiting on the Spam tab (server/quotes/held-spam.ts). */
export const heldSpamAnswer = z.object({ count: z.number(), days: z.number() });
export type HeldSpam = z.infer<typeof heldSpamAnswer>;

/**
 * Where a stored lead came from (docs/decisions/004-lead-delivery.md), as the dashboard, the CSV export and the
 * webhook all give it: the columns server/quotes/lead-origin.ts's checks filled, read back into one shape.
 */
const storedOrigin = z.object({
  /** The short key ("google-ads", "search", "direct", "unknown", ...) and the owner's words for it. */
  source: z.string(),
  sourceLabel: z.string(),
  /** The first page of the visit, a path on this site; "" when unknown. */
  landingPage: z.string(),
  /** The site the visit came from; "" when none or unknown. */
  referrerHost: z.string(),
  /** The landing page's utm_* tags, those given. */
  utm: z.record(z.string(), z.string()),
  /** Which click ids came ("gclid", "fbclid"), never their values. */
  clickIds: z.array(z.string()),
  /** "mobile", "tablet", "desktop", or "" when unknown. */
  device: z.string(),
});
export type StoredOrigin = z.infer<typeof storedOrigin>;

const deliveryHistory = z.object({
  channel,
  state: z.string(),
  attempts: z.number(),
  lastError: z.string(),
  nextAttemptAt: z.string(),
  history: z.array(
    z.object({ startedAt: z.string(), finishedAt: z.nullable(z.string()), outcome: z.string(), error: z.string() }),
  ),
});
export type DeliveryHistory = z.infer<typeof deliveryHistory>;

const leadEvent = z.object({
  at: z.string(),
  actor: z.string(),
  kind: z.enum(["status", "note", "released", "review-requested", "called", "escalated"]),
  fromStatus: z.string(),
  toStatus: z.string(),
  note: z.string(),
});
export type LeadEvent = z.infer<typeof leadEvent>;

/** The same customer's other request (server/quotes/repeat-customers.ts). */
const relatedLead = z.object({
  id: z.number(),
  receivedAt: z.string(),
  name: z.string(),
  status: z.string(),
  /** Which key linked it: the phone (compared in E.164 form) or the email (compared without case), or both. */
  matchedBy: z.array(z.enum(["phone", "email"])),
});
export type RelatedLead = z.infer<typeof relatedLead>;

/** What the lead page shows about a review request (server/quotes/review-request.ts). */
const reviewState = z.object({
  /** When a review was asked for this lead, and by whom; null before. */
  askedAt: z.nullable(z.string()),
  askedBy: z.string(),
  /** Why a review cannot be asked for now (its words: `reviewRefusals`); "" when it can. */
  blocked: z.enum(["", "not-won", "no-email", "opted-out", "no-mail", "no-link"]),
});
export type ReviewState = z.infer<typeof reviewState>;

const leadDetailFields = {
  ...leadSummaryFields,
  ...textsOf(unlistedFieldNames),
  form: z.enum(["home", "quote"]),
  source: z.string(),
  page: z.string(),
  /** The page as a link, only when it is a path on this site (the field is visitor-supplied). */
  pagePath: z.nullable(z.string()),
  userAgent: z.string(),
  spam: z.boolean(),
  spamReasons: z.array(z.string()),
  deliveries: z.array(deliveryHistory),
  events: z.array(leadEvent),
  /** Photos sent with the quote, fetched from /admin/api/photos/:id (signed in only). */
  photos: z.array(
    z.object({ id: z.string(), position: z.number(), width: z.number(), height: z.number(), bytes: z.number() }),
  ),
  /** Where the visit that sent it came from. */
  origin: storedOrigin,
  /** The same customer's other requests within 90 days either side. */
  related: z.array(relatedLead),
};

/** GET leads/:id: a lead's detail, and where a review request stands. */
export const leadAnswer = z.object({ ...leadDetailFields, review: reviewState });
export type LeadAnswer = z.infer<typeof leadAnswer>;
/** A lead as its page shows it: every field of it, and all that is known beside. */
export type LeadDetail = Omit<LeadAnswer, "review">;

/** A delivery that failed for good and still waits on the owner (server/quotes/delivery-queue.ts). */
const failure = z.object({
  id: z.number(),
  quoteId: z.number(),
  name: z.string(),
  channel,
  attempts: z.number(),
  lastError: z.string(),
});
export type Failure = z.infer<typeof failure>;

/** GET deliveries: the failures every page shows at its top. */
export const failuresAnswer = z.object({ failures: z.array(failure) });
export type Failures = z.infer<typeof failuresAnswer>;
