import { Icon } from "../../app/components/ui/icon";
import { useLoaderData, useLocation, useSearchParams } from "react-router";
import { Container } from "../../app/components/ui/container";
import type { leadsLoader } from "./leads-actions";
import { LeadCard } from "./lead-card";
import { HeldSpamNotice } from "../ui/held-spam-notice";
import { LeadFilters } from "./lead-filters";
import { Pager } from "../ui/pager";
import { filterFields, searchOf } from "./lead-search";
import { useNow } from "../ui/use-now";
import { PageTitle } from "../ui/page-title";

/**
 * The list at /admin: newest first (overdue, untouched leads before the rest on the first page), filtered through the URL, searched through history state, exported as shown.
 */
export function LeadsPage() {
  const page = useLoaderData<typeof leadsLoader>();
  const [params] = useSearchParams();
  const location = useLocation();
  const search = searchOf(location.state);
  const now = useNow();
  const filters = filterFields.flatMap((name) => {
    const value = params.get(name);
    return value ? [{ name, value }] : [];
  });
  const filtered = search !== "" || filters.length > 0;

  return (
    <Container className="pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Leads</PageTitle>
        {/* A plain form post: the download starts without leaving the page, and the search words stay in its body. */}
        <form method="post" action="/admin/api/leads/export">
          {filters.map(({ name, value }) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {search ? <input type="hidden" name="q" value={search} /> : null}
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50"
          >
            <Icon name="Download" className="size-5" />
            Export CSV
          </button>
        </form>
      </div>
      <div className="mt-4">
        <LeadFilters key={location.key} params={params} search={search} />
      </div>
      <HeldSpamNotice {...page.heldSpam} className="mt-5" />
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
        <ol
          className="mt-3 grid gap-3 lg:grid-cols-2"
          aria-label={page.overdueFirst ? "Leads, overdue first, then newest first" : "Leads, newest first"}
        >
          {page.leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} now={now} />
            </li>
          ))}
        </ol>
      )}
      <Pager path="/admin" params={params} state={location.state} newer={page.newer} older={page.older} />
    </Container>
  );
}
