import { Icon } from "../../app/components/ui/icon";
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { Container } from "../../app/components/ui/container";
import type { LeadPage, LeadSummary } from "../../server/admin/leads";
import { api } from "../api";
import { LeadCard } from "../components/lead-card";
import { LeadFilters } from "../components/lead-filters";
import { Pager } from "../components/pager";
import { useNow } from "../use-now";

export const leadsLoader = ({ request }: LoaderFunctionArgs) =>
  api<LeadPage<LeadSummary>>(`leads?${new URL(request.url).searchParams}`, { signal: request.signal });

/** The list at /admin: newest first, searched and filtered through the URL, exported as shown. */
export function LeadsPage() {
  const page = useLoaderData<typeof leadsLoader>();
  const [params] = useSearchParams();
  const now = useNow();
  const filtered = [...params.keys()].some((k) => k !== "before" && k !== "after");
  const exportQuery = new URLSearchParams(params);
  exportQuery.delete("before");
  exportQuery.delete("after");

  return (
    <Container className="pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 tabIndex={-1} className="text-3xl font-extrabold text-navy-900 focus:outline-none">
          Leads
        </h1>
        <a
          href={`/admin/api/leads/export${exportQuery.size > 0 ? `?${exportQuery}` : ""}`}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50"
        >
          <Icon name="Download" className="size-5" />
          Export CSV
        </a>
      </div>
      <div className="mt-4">
        <LeadFilters key={params.toString()} params={params} />
      </div>
      <p role="status" className="mt-5 font-semibold text-navy-900">
        {page.total.toLocaleString("en-NZ")} {page.total === 1 ? "lead" : "leads"}
        {filtered ? " match" : ""}
      </p>
      {page.leads.length === 0 ? (
        <p className="mt-3 text-muted">
          {filtered
            ? "No lead matches this search. Try fewer filters."
            : "No leads yet. New quote requests appear here."}
        </p>
      ) : (
        <ol className="mt-3 grid gap-3 lg:grid-cols-2" aria-label="Leads, newest first">
          {page.leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} now={now} />
            </li>
          ))}
        </ol>
      )}
      <Pager path="/admin" params={params} newer={page.newer} older={page.older} />
    </Container>
  );
}
