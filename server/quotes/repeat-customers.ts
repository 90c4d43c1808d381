import type { DatabaseSync } from "node:sqlite";
import { emailKey, phoneKey } from "./customer-keys.ts";
import type { RelatedLead } from "../../shared/api/leads.ts";

/** How far apart two requests may be and still be shown as one customer's (docs/decisions/004-lead-delivery.md). */
const RELATED_WITHIN_DAYS = 90;

/** At most this many related leads are listed for one lead: the nearest in time (a landlord may ask weekly). */
export const RELATED_MAX = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The same customer's other requests: the leads whose phone or email key matches this lead's, received within
 * RELATED_WITHIN_DAYS before or after it, so each of two linked leads shows the other. Spam is left out (held in
 * quarantine or marked spam by the owner). Nothing is merged: each stays its own lead. Oldest first; [] for a lead
 * that does not exist or has no key.
 */
export function relatedLeads(db: DatabaseSync, quoteId: number): RelatedLead[] {
  const lead = db.prepare("SELECT received_at, phone_key, email_key FROM quotes WHERE id = ?").get(quoteId) as
    { received_at: string; phone_key: string; email_key: string } | undefined;
  if (!lead || (lead.phone_key === "" && lead.email_key === "")) return [];
  const at = Date.parse(lead.received_at);
  const from = new Date(at - RELATED_WITHIN_DAYS * DAY_MS).toISOString();
  const to = new Date(at + RELATED_WITHIN_DAYS * DAY_MS).toISOString();
  // Each branch names its key's "<> ''" so SQLite can use that key's partial index (server/quotes/migrations.ts).
  const rows = db
    .prepare(
      `SELECT id, received_at, name, status, :phone <> '' AND phone_key = :phone AS by_phone,
              :email <> '' AND email_key = :email AS by_email
         FROM quotes
        WHERE id IN (
                SELECT id FROM quotes
                 WHERE phone_key <> '' AND phone_key = :phone AND received_at BETWEEN :from AND :to
                UNION
                SELECT id FROM quotes
                 WHERE email_key <> '' AND email_key = :email AND received_at BETWEEN :from AND :to)
          AND id <> :id AND spam = 0 AND status <> 'spam'
        ORDER BY abs(julianday(received_at) - julianday(:at)), id
        LIMIT :max`,
    )
    .all({
      phone: lead.phone_key,
      email: lead.email_key,
      from,
      to,
      id: quoteId,
      at: lead.received_at,
      max: RELATED_MAX,
    }) as { id: number; received_at: string; name: string; status: string; by_phone: number; by_email: number }[];
  return rows
    .map((row) => ({
      id: row.id,
      receivedAt: row.received_at,
      name: row.name,
      status: row.status,
      matchedBy: [...(row.by_phone ? ["phone" as const] : []), ...(row.by_email ? ["email" as const] : [])],
    }))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id - b.id);
}

/**
 * Fills the customer keys of leads stored before they existed (both keys ""), with the functions every new lead's
 * keys come from. Run when the store opens: the read takes no lock, and only when there is
 * something to fill does it write, in one transaction (`inTransaction`). A lead whose phone cannot be read and that
 * gave no email keeps its empty keys and is read again at the next start (few: the forms check the phone). Returns
 * how many leads it filled.
 */
export function backfillCustomerKeys(db: DatabaseSync, inTransaction: (work: () => void) => void): number {
  const filled = (
    db.prepare("SELECT id, phone, email FROM quotes WHERE phone_key = '' AND email_key = ''").all() as {
      id: number;
      phone: string;
      email: string;
    }[]
  )
    .map((row) => ({ id: row.id, phone: phoneKey(row.phone), email: emailKey(row.email) }))
    .filter((keys) => keys.phone !== "" || keys.email !== "");
  if (filled.length === 0) return 0;
  const update = db.prepare(
    "UPDATE quotes SET phone_key = ?, email_key = ? WHERE id = ? AND phone_key = '' AND email_key = ''",
  );
  inTransaction(() => {
    for (const keys of filled) update.run(keys.phone, keys.email, keys.id);
  });
  return filled.length;
}
