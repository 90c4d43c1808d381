import { ArrowLeft, Mail, Phone } from "lucide-react";
import {
  Link,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "react-router";
import { Button } from "../../app/components/ui/button";
import { Container } from "../../app/components/ui/container";
import { telHref } from "../../app/lib/phone";
import { spamReasonLabels, statusLabels, type LeadStatus } from "../../server/admin/lead-fields";
import type { LeadDetail } from "../../server/admin/leads";
import { api, ApiError } from "../api";
import { DeleteLead } from "../components/delete-lead";
import { DeliveryList } from "../components/delivery-list";
import { LeadHistory } from "../components/lead-history";
import { LeadPhotos } from "../components/lead-photos";
import { NoteForm } from "../components/note-form";
import { EmergencyPill, StatusPill } from "../components/pills";
import { StatusPicker } from "../components/status-picker";
import { formatDateTime, timeAgo } from "../format";
import { useNow } from "../use-now";

export const leadLoader = ({ params, request }: LoaderFunctionArgs) =>
  api<LeadDetail>(`leads/${params.id}`, { signal: request.signal });

export type ActionResult = { error?: string; saved?: "status" | "note" | "released"; deleted?: boolean };

/** The lead page's changes: status, note, release from quarantine and delete, each one call to the API. */
export async function leadAction({ params, request }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const lead = `leads/${params.id}`;
  try {
    switch (form.get("intent")) {
      case "status":
        await api(`${lead}/status`, { method: "POST", body: { status: form.get("status") } });
        return { saved: "status" };
      case "note":
        await api(`${lead}/notes`, { method: "POST", body: { text: form.get("text") } });
        return { saved: "note" };
      case "release":
        await api(`spam/${params.id}/release`, { method: "POST" });
        return { saved: "released" };
      case "delete":
        await api(lead, { method: "DELETE" });
        return { deleted: true };
      default:
        return { error: "Unknown action." };
    }
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

/** After a delete the lead is gone: reloading it would only show "not found" before the page moves on. */
export const leadShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as ActionResult | undefined)?.deleted ? false : defaultShouldRevalidate;

const section = "rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6";
const heading = "text-xl font-bold text-navy-900";

/** Everything about one lead, the buttons to act on it, and its history. */
export function LeadPage() {
  const lead = useLoaderData<typeof leadLoader>();
  const now = useNow();
  const replySubject = `Your quote request: ${lead.service}`;
  return (
    <Container className="pt-4">
      <Link to="/admin" className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-5" />
        All leads
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {lead.emergency ? <EmergencyPill /> : null}
        <StatusPill status={lead.status} />
        {lead.spam ? <span className="text-sm font-semibold text-red-700">In spam quarantine</span> : null}
      </div>
      <h1 tabIndex={-1} className="mt-2 text-3xl font-extrabold break-words text-navy-900 focus:outline-none">
        {lead.name}
      </h1>
      <p className="mt-1 text-muted">
        {lead.service}
        {lead.location ? ` · ${lead.location}` : ""} · received{" "}
        <time dateTime={lead.receivedAt}>
          {timeAgo(lead.receivedAt, now)} ({formatDateTime(lead.receivedAt)})
        </time>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild>
          <a href={telHref(lead.phone)}>
            <Phone aria-hidden="true" />
            Call {lead.phone}
          </a>
        </Button>
        {lead.email ? (
          <Button asChild variant="outline">
            <a href={`mailto:${lead.email}?subject=${encodeURIComponent(replySubject)}`}>
              <Mail aria-hidden="true" />
              Reply by email
            </a>
          </Button>
        ) : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <section aria-labelledby="status-heading" className={section}>
            <h2 id="status-heading" className={heading}>
              Status
            </h2>
            <p className="mt-1 mb-3 text-sm text-muted">
              Now: {statusLabels[lead.status as LeadStatus]}. Tap to change.
            </p>
            <StatusPicker status={lead.status} />
          </section>
          {lead.spamReasons.length > 0 ? <SpamNotice lead={lead} /> : null}
          {lead.photos.length > 0 ? (
            <section aria-labelledby="photos-heading" className={section}>
              <h2 id="photos-heading" className={heading}>
                Photos
              </h2>
              <LeadPhotos photos={lead.photos} name={lead.name} />
            </section>
          ) : null}
          <section aria-labelledby="details-heading" className={section}>
            <h2 id="details-heading" className={heading}>
              Details
            </h2>
            <LeadFields lead={lead} />
          </section>
          <section aria-labelledby="delivery-heading" className={section}>
            <h2 id="delivery-heading" className={heading}>
              Notifications
            </h2>
            <DeliveryList deliveries={lead.deliveries} />
          </section>
        </div>
        <div className="grid gap-6">
          <section aria-labelledby="history-heading" className={section}>
            <h2 id="history-heading" className={heading}>
              Notes and history
            </h2>
            <div className="mt-3">
              <NoteForm />
            </div>
            <LeadHistory events={lead.events} receivedAt={lead.receivedAt} />
          </section>
          <section aria-labelledby="privacy-heading" className={section}>
            <h2 id="privacy-heading" className={heading}>
              Privacy
            </h2>
            <p className="mt-1 mb-3 text-muted">
              If this person asks you to delete what you hold about them (Privacy Act 2020), delete the lead here.
            </p>
            <DeleteLead name={lead.name} />
          </section>
        </div>
      </div>
    </Container>
  );
}

function LeadFields({ lead }: { lead: LeadDetail }) {
  const rows: [string, React.ReactNode][] = [
    [
      "Phone",
      <a href={telHref(lead.phone)} className="font-semibold text-navy-700 underline">
        {lead.phone}
      </a>,
    ],
    [
      "Email",
      lead.email ? (
        <a href={`mailto:${lead.email}`} className="break-all text-navy-700 underline">
          {lead.email}
        </a>
      ) : (
        "Not given"
      ),
    ],
    ["Service", lead.service],
    ["Urgency", lead.urgency || "Not given"],
    ["Suburb", lead.location || "Not given"],
    ["Message", lead.message ? <span className="break-words whitespace-pre-wrap">{lead.message}</span> : "None"],
    ["Sent from", lead.source],
    [
      "Page",
      lead.pagePath ? (
        <a href={lead.pagePath} className="break-all text-navy-700 underline">
          {lead.pagePath}
        </a>
      ) : (
        <span className="break-all">{lead.page || "Not recorded"}</span>
      ),
    ],
    ["Received", formatDateTime(lead.receivedAt)],
    ["Browser", <span className="text-sm break-words text-muted">{lead.userAgent || "Not recorded"}</span>],
    ["Lead number", `#${lead.id}`],
  ];
  return (
    <dl className="mt-3 divide-y divide-line">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="font-semibold text-navy-900">{label}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SpamNotice({ lead }: { lead: LeadDetail }) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <section aria-labelledby="spam-heading" className={section}>
      <h2 id="spam-heading" className={heading}>
        {lead.spam ? "Caught as spam" : "Released from spam quarantine"}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {lead.spamReasons.map((reason) => (
          <li key={reason}>{spamReasonLabels[reason] ?? reason}</li>
        ))}
      </ul>
      {lead.spam ? (
        <fetcher.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="release" />
          <p className="mb-3 text-muted">
            No one was notified. If this is a real customer, release it: it becomes a normal lead and its notifications
            are sent.
          </p>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-navy-900 px-5 font-semibold text-white hover:bg-navy-700"
          >
            Release as a real lead
          </button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
