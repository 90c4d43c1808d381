import { Icon } from "../../app/components/ui/icon";
import { useEffect, useRef } from "react";
import type { PersonReport } from "../../shared/api/privacy";
import { formatDateTime } from "../ui/format";
import { readyToPost } from "../shell/step-up-actions";
import { ErasePerson } from "./erase-person";
import { HeldLead } from "./held-lead";

type Rows = PersonReport["rows"];

/** Where a delivered copy now sits, outside the inbox's reach. */
const copies: Record<string, string> = {
  email: "the lead email in your inbox",
  "escalation-email": "the reminder email in your inbox",
  webhook: "the copy sent to your webhook",
  ntfy: "the phone alert (the ntfy server keeps it for its cache time)",
  "escalation-ntfy": "the reminder phone alert (kept by the ntfy server for its cache time)",
  ack: "the acknowledgement, in their own mailbox",
  review: "the review request, in their own mailbox",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The known tables every report has; any other is a later feature's, shown as its rows. */
const known = new Set(["quotes", "lead_events", "deliveries", "delivery_attempts", "quote_photos"]);

/**
 * Everything the inbox holds about one person: each lead with every stored field, its history, photos and
 * deliveries; the copies a delete cannot reach; and the export and the delete. Focus moves to the heading when a
 * search answers, so a screen reader reads the result first.
 */
export function HeldRecords({ report, receivedOn }: { report: PersonReport; receivedOn: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [report]);
  const { person, rows } = report;
  const who = [person.email, person.phone].filter(Boolean).join(" or ");
  if (rows.quotes.length === 0)
    return (
      <section aria-labelledby="held-heading" className="mt-6">
        <h2
          ref={heading}
          id="held-heading"
          tabIndex={-1}
          className="text-xl font-bold text-navy-900 focus:outline-none"
        >
          Nothing is held about {who}
        </h2>
        <p className="mt-2 max-w-prose text-muted">
          No lead, spam included, has this email address or phone number. Check the spelling, or search by the other
          one.
        </p>
      </section>
    );
  const others = Object.entries(rows).filter(([table, list]) => !known.has(table) && list.length > 0);
  return (
    <section aria-labelledby="held-heading" className="mt-6">
      <h2 ref={heading} id="held-heading" tabIndex={-1} className="text-xl font-bold text-navy-900 focus:outline-none">
        What you hold about {who}
      </h2>
      <p role="status" className="mt-1 font-semibold text-navy-900">
        {plural(rows.quotes.length, "lead")}, {plural(rows.quote_photos.length, "photo")},{" "}
        {plural(rows.lead_events.length, "history entry", "history entries")}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {/* A plain form post: the download starts without leaving the page, the email and phone in its body. A
            download cannot be sent again from a script, so the owner confirms it is them first when that is due. */}
        <form
          method="post"
          action="/admin/api/privacy/export"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            // Should the question fail (the network), the post goes anyway: the server still asks.
            void readyToPost().then(
              (ready) => ready && form.submit(),
              () => form.submit(),
            );
          }}
        >
          <input type="hidden" name="email" value={person.email} />
          <input type="hidden" name="phone" value={person.phone} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold text-navy-900 ring-2 ring-navy-900 hover:bg-navy-50"
          >
            <Icon name="Download" className="size-5" />
            Export everything (zip)
          </button>
        </form>
        <ErasePerson person={person} who={who} leads={rows.quotes.map((q) => q.id)} receivedOn={receivedOn} />
      </div>
      <NotRecalled rows={rows} />
      <ol className="mt-4 grid gap-4" aria-label="Their leads, oldest first">
        {rows.quotes.map((quote) => (
          <li key={quote.id}>
            <HeldLead quote={quote} rows={rows} />
          </li>
        ))}
      </ol>
      {others.map(([table, list]) => (
        <section key={table} aria-label={`Other records: ${table}`} className="mt-4">
          <h3 className="font-bold text-navy-900">
            Other records: {table} ({list.length})
          </h3>
          <pre className="mt-2 overflow-x-auto rounded-xl bg-white p-3 text-sm ring-1 ring-line">
            {JSON.stringify(list, null, 2)}
          </pre>
        </section>
      ))}
    </section>
  );
}

/** The copies already sent out, which neither the export holds nor a delete reaches. */
function NotRecalled({ rows }: { rows: Rows }) {
  const sent = rows.deliveries
    .filter((d) => d.state === "sent")
    .map((d) => ({
      ...d,
      at: rows.delivery_attempts.filter((a) => a.delivery_id === d.id && a.outcome === "sent").at(-1)?.finished_at,
    }));
  return (
    <section aria-labelledby="recall-heading" className="mt-4 rounded-card bg-white p-4 ring-1 ring-line">
      <h3 id="recall-heading" className="font-bold text-navy-900">
        Copies a delete cannot reach
      </h3>
      {sent.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {sent.map((d) => (
            <li key={d.id}>
              Lead #{d.quote_id}: {copies[d.channel] ?? d.channel}
              {d.at ? (
                <>
                  , sent <time dateTime={d.at}>{formatDateTime(d.at)}</time>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">No notification about their leads has gone out.</p>
      )}
      <p className="mt-2 text-sm text-muted">
        Delete those yourself, with any CSV of leads you downloaded. The nightly backups keep a copy until they age out.
      </p>
    </section>
  );
}
