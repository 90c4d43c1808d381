/**
 * The privacy page's answers of the dashboard API (server/dashboard/privacy.ts): each answer's shape, once; the server's
 * types and the dashboard's checks both come from it (shared/api/leads.ts). A person's rows are as stored, table by
 * table, so their fields are the columns' names.
 */
import * as z from "zod/mini";
import { leadStatuses } from "../leads/lead-fields.ts";
import { leadFieldNames } from "../leads/lead-shape.ts";
import { channel } from "./leads.ts";
import { textsOf } from "./words.ts";

/** The record a deletion leaves: no personal data, only that it was made, when, by whom and how much. */
export const erasureRecord = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  /** The day the request was received (YYYY-MM-DD), "" when not given. */
  receivedOn: z.string(),
  /** The day the answer was due, from `receivedOn`; "" when that is not given. */
  dueDate: z.string(),
  leads: z.number(),
  photos: z.number(),
});
export type ErasureRecord = z.infer<typeof erasureRecord>;

/** GET privacy: the due date of a request received on a day, and the deletions made so far. */
export const privacyOverview = z.object({
  today: z.string(),
  receivedOn: z.string(),
  dueDate: z.string(),
  workingDays: z.number(),
  erasures: z.array(erasureRecord),
});
export type PrivacyOverview = z.infer<typeof privacyOverview>;

/** The person a request is about, as the owner typed them, and the keys their leads are found by. */
const person = z.object({
  /** Trimmed and lower-cased (server/quotes/customer-keys.ts); "" when not given. */
  email: z.string(),
  /** As typed, trimmed; "" when not given. */
  phone: z.string(),
});
export type Person = z.infer<typeof person>;

/** A row of quotes as stored (the server's StoredQuote). */
const quoteRow = z.object({
  id: z.number(),
  form: z.enum(["home", "quote"]),
  ...textsOf(leadFieldNames),
  page: z.string(),
  received_at: z.string(),
  user_agent: z.string(),
  spam: z.literal([0, 1]),
  spam_reasons: z.string(),
  status: z.enum(leadStatuses),
  source: z.string(),
  landing_page: z.string(),
  referrer_host: z.string(),
  utm: z.string(),
  click_ids: z.string(),
  device: z.string(),
  visit_id: z.string(),
  phone_key: z.string(),
  email_key: z.string(),
});

/**
 * Every row held about a person, by table, as stored: the leads, and every row that refers to them through a foreign
 * key, found from the schema (so a table a later feature adds is included, as the delete includes it by cascade);
 * such a table's rows are shown as they are (admin/privacy/held-records.tsx).
 */
const heldRows = z.catchall(
  z.object({
    quotes: z.array(quoteRow),
    lead_events: z.array(
      z.object({
        id: z.number(),
        quote_id: z.number(),
        at: z.string(),
        actor: z.string(),
        kind: z.string(),
        from_status: z.string(),
        to_status: z.string(),
        note: z.string(),
      }),
    ),
    deliveries: z.array(
      z.object({
        id: z.number(),
        quote_id: z.number(),
        channel,
        idempotency_key: z.string(),
        state: z.enum(["pending", "sending", "sent", "failed", "skipped"]),
        attempts: z.number(),
        next_attempt_at: z.string(),
        created_at: z.string(),
        last_error: z.string(),
        dismissed_at: z.nullable(z.string()),
      }),
    ),
    delivery_attempts: z.array(
      z.object({
        id: z.number(),
        delivery_id: z.number(),
        started_at: z.string(),
        finished_at: z.nullable(z.string()),
        outcome: z.string(),
        error: z.string(),
      }),
    ),
    quote_photos: z.array(
      z.object({
        id: z.string(),
        quote_id: z.number(),
        position: z.number(),
        content_type: z.string(),
        bytes: z.number(),
        width: z.number(),
        height: z.number(),
        created_at: z.string(),
      }),
    ),
  }),
  z.array(z.unknown()),
);
export type HeldRows = z.infer<typeof heldRows>;

/** POST privacy/search: the person as read, and every row held about them. */
export const personReport = z.object({ person, rows: heldRows });
export type PersonReport = z.infer<typeof personReport>;
