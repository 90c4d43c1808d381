import { Link } from "react-router";
import type { PersonReport } from "../../shared/api/privacy";
import { formatDateTime } from "../ui/format";
import { LeadPhoto } from "../ui/lead-photos";

type Rows = PersonReport["rows"];
type Quote = Rows["quotes"][number];

/** The owner's words for each stored field; a field added later shows under its column name. */
const fieldLabels: Record<string, string> = {
  id: "Lead number",
  form: "Form",
  name: "Name",
  email: "Email",
  phone: "Phone",
  service: "Service",
  urgency: "Urgency",
  location: "Suburb",
  message: "Message",
  page: "Sent from page",
  received_at: "Received",
  user_agent: "Browser",
  spam: "Held as spam",
  spam_reasons: "Why it was held",
  status: "Status",
  source: "Came from",
  landing_page: "Landing page",
  referrer_host: "Referring site",
  utm: "Campaign tags",
  click_ids: "Ad click ids",
  device: "Device",
  visit_id: "Visit id",
  phone_key: "Phone, as matched",
  email_key: "Email, as matched",
};

const shown = (column: string, value: unknown) => {
  if (column === "received_at" && typeof value === "string") return formatDateTime(value);
  if (column === "spam") return value === 1 ? "Yes" : "No";
  if (value === "" || value === null || value === "[]" || value === "{}") return "None";
  return String(value);
};

/** One lead of the person as stored: every field, then its photos, history and deliveries. */
export function HeldLead({ quote, rows }: { quote: Quote; rows: Rows }) {
  const photos = rows.quote_photos.filter((p) => p.quote_id === quote.id);
  const events = rows.lead_events.filter((e) => e.quote_id === quote.id);
  const deliveries = rows.deliveries.filter((d) => d.quote_id === quote.id);
  const heading = `held-lead-${quote.id}`;
  return (
    <article aria-labelledby={heading} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <h3 id={heading} className="text-lg font-bold text-navy-900">
        <Link to={`/admin/leads/${quote.id}`} className="hover:underline">
          Lead #{quote.id}
        </Link>
        {quote.spam === 1 ? <span className="ml-2 text-base font-semibold text-red-700">held as spam</span> : null}
      </h3>
      <dl className="mt-2 divide-y divide-line">
        {Object.entries(quote).map(([column, value]) => (
          <div key={column} className="grid gap-1 py-1.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="font-semibold text-navy-900">{fieldLabels[column] ?? column}</dt>
            <dd className="min-w-0 break-words whitespace-pre-wrap">{shown(column, value)}</dd>
          </div>
        ))}
      </dl>
      {photos.length > 0 ? (
        <>
          <h4 className="mt-3 font-bold text-navy-900">Photos</h4>
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {photos.map((photo) => (
              <li key={photo.id}>
                <LeadPhoto
                  photo={photo}
                  alt={`Sent with lead #${quote.id}, ${photo.position} of ${photos.length}`}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover ring-1 ring-line"
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4 className="mt-3 font-bold text-navy-900">History and notes</h4>
      {events.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {events.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>, {e.actor}: {e.kind}
              {e.from_status || e.to_status ? ` ${e.from_status} → ${e.to_status}` : ""}
              {e.note ? <span className="block break-words whitespace-pre-wrap text-muted">{e.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted">None</p>
      )}
      <h4 className="mt-3 font-bold text-navy-900">Notifications</h4>
      {deliveries.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {deliveries.map((d) => (
            <li key={d.id}>
              {d.channel}: {d.state}, {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
              {d.last_error ? <span className="block break-words text-muted">Last error: {d.last_error}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted">None</p>
      )}
    </article>
  );
}
