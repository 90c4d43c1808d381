import type { DatabaseSync } from "node:sqlite";
import type { Quote } from "./quote-schema.ts";
import type { PlacedPhoto } from "./photo-store.ts";

/** A send identical to the tab's last one within this time is the same request tapped twice. */
export const RESUBMIT_WINDOW_MS = 2 * 60 * 1000;

/** Who the lead's history says sent it again. */
const CUSTOMER = "the customer";

interface Submission {
  quote: Quote;
  /** The browser tab's visit id; "" when the page ran no script: then nothing matches. */
  visitId: string;
  /** Whether this send is held as spam. */
  spam: boolean;
  photos: readonly PlacedPhoto[];
  receivedAt: Date;
}

type Row = Record<"form" | "name" | "email" | "phone" | "service" | "urgency" | "location" | "message", string> & {
  id: number;
  spam: number;
};

/**
 * One customer, one thread (docs/decisions/004-lead-delivery.md): a send from the same tab, within RESUBMIT_WINDOW_MS
 * of that tab's last lead and identical to it, is that lead sent again (a double tap, or "did it go?"). `find` runs
 * inside the store's insert transaction, so two taps racing in one batch are still one lead.
 *
 * Identical means the same form and the same name, email, phone, service, urgency, location and message as stored,
 * and the same photos: as many, in the same order, each with the same type, size in bytes and dimensions after the
 * inbox re-encoded it (server/core/photos.ts gives the same upload the same bytes; a different photo of the same size in
 * bytes and pixels is all but impossible). A send held as spam never hides a person's: a person's send that matches
 * a held one is stored as its own lead.
 */
export function createResubmissionCheck(db: DatabaseSync) {
  const last = db.prepare(
    `SELECT id, form, name, email, phone, service, urgency, location, message, spam FROM quotes
      WHERE visit_id = ? AND visit_id <> '' AND received_at BETWEEN ? AND ?
      ORDER BY received_at DESC, id DESC LIMIT 1`,
  );
  const photosOf = db.prepare(
    "SELECT content_type, bytes, width, height FROM quote_photos WHERE quote_id = ? ORDER BY position",
  );
  const record = db.prepare("INSERT INTO lead_events (quote_id, at, actor, kind) VALUES (?, ?, ?, 'resubmitted')");

  const samePhotos = (id: number, photos: readonly PlacedPhoto[]) => {
    const stored = photosOf.all(id) as { content_type: string; bytes: number; width: number; height: number }[];
    return (
      stored.length === photos.length &&
      stored.every(
        (s, i) =>
          s.content_type === photos[i]!.contentType &&
          s.bytes === photos[i]!.bytes &&
          s.width === photos[i]!.width &&
          s.height === photos[i]!.height,
      )
    );
  };

  return {
    /** The lead this send repeats, or undefined: then it is a new lead. */
    find({ quote, visitId, spam, photos, receivedAt }: Submission): number | undefined {
      if (visitId === "") return undefined;
      const from = new Date(receivedAt.getTime() - RESUBMIT_WINDOW_MS).toISOString();
      const row = last.get(visitId, from, receivedAt.toISOString()) as Row | undefined;
      if (!row || (row.spam === 1 && !spam)) return undefined;
      const home = quote.form === "home" ? quote : undefined;
      const sent = {
        form: quote.form,
        name: quote.name,
        email: quote.email ?? "",
        phone: quote.phone,
        service: quote.service,
        urgency: home?.urgency ?? "",
        location: home?.location ?? "",
        message: quote.message ?? "",
      };
      const same = (Object.keys(sent) as (keyof typeof sent)[]).every((field) => row[field] === sent[field]);
      return same && samePhotos(row.id, photos) ? row.id : undefined;
    },
    /** Writes the repeat into the lead's history, so the owner sees the customer asked twice. */
    record(id: number, receivedAt: Date) {
      record.run(id, receivedAt.toISOString(), CUSTOMER);
    },
  };
}
