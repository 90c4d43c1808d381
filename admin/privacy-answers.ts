/**
 * The checks of the privacy page's answers (admin/guards.ts), in its own chunk, loaded when first opened: the due
 * date and the deletions made, and everything held about a person, table by table, as stored
 * (server/admin/privacy.ts).
 */
import type { ErasureRecord, PersonReport, PrivacyOverview } from "../server/admin/privacy";
import { statusLabels } from "../shared/leads/lead-fields";
import { leadFieldNames } from "../shared/leads/lead-shape";
import { channel } from "./answers";
import { exactly, list, nullable, num, oneOf, record, shape, text, texts, type Check } from "./guards";

type Rows = PersonReport["rows"];

const erasure = shape<ErasureRecord>({
  id: num,
  at: text,
  actor: text,
  receivedOn: text,
  dueDate: text,
  leads: num,
  photos: num,
});

/** POST privacy/erase: the record the deletion left. */
export const erasureAnswer = erasure;

/** GET privacy: today, the request's received day and due date, and the deletions made so far. */
export const privacyOverviewAnswer = shape<PrivacyOverview>({
  today: text,
  receivedOn: text,
  dueDate: text,
  workingDays: num,
  erasures: list(erasure),
});

const quote = shape<Rows["quotes"][number]>({
  id: num,
  form: oneOf<Rows["quotes"][number]["form"]>({ home: 1, quote: 1 }),
  ...texts(leadFieldNames),
  page: text,
  received_at: text,
  user_agent: text,
  spam: exactly(0, 1),
  spam_reasons: text,
  status: oneOf(statusLabels),
  source: text,
  landing_page: text,
  referrer_host: text,
  utm: text,
  click_ids: text,
  device: text,
  visit_id: text,
  phone_key: text,
  email_key: text,
});

type Known = "quotes" | "lead_events" | "deliveries" | "delivery_attempts" | "quote_photos";

const known = shape<Pick<Rows, Known>>({
  quotes: list(quote),
  lead_events: list(
    shape<Rows["lead_events"][number]>({
      id: num,
      quote_id: num,
      at: text,
      actor: text,
      kind: text,
      from_status: text,
      to_status: text,
      note: text,
    }),
  ),
  deliveries: list(
    shape<Rows["deliveries"][number]>({
      id: num,
      quote_id: num,
      channel,
      idempotency_key: text,
      state: oneOf<Rows["deliveries"][number]["state"]>({ pending: 1, sending: 1, sent: 1, failed: 1, skipped: 1 }),
      attempts: num,
      next_attempt_at: text,
      created_at: text,
      last_error: text,
      dismissed_at: nullable(text),
    }),
  ),
  delivery_attempts: list(
    shape<Rows["delivery_attempts"][number]>({
      id: num,
      delivery_id: num,
      started_at: text,
      finished_at: nullable(text),
      outcome: text,
      error: text,
    }),
  ),
  quote_photos: list(
    shape<Rows["quote_photos"][number]>({
      id: text,
      quote_id: num,
      position: num,
      content_type: text,
      bytes: num,
      width: num,
      height: num,
      created_at: text,
    }),
  ),
});

/** A later feature's table: its rows shown as they are (admin/components/held-records.tsx). */
const otherTables = record(list((row: unknown) => row));

/** The known tables read field by field; any other table a later feature adds, as rows. */
const rows: Check<Rows> = (value, at) => ({ ...otherTables(value, at), ...known(value, at) });

/** POST privacy/search: the person as read, and every row held about them. */
export const personReportAnswer = shape<PersonReport>({
  person: shape<PersonReport["person"]>({ email: text, phone: text }),
  rows,
});
