import { Icon } from "../../app/components/ui/icon";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "../../app/components/ui/button-class";
import { Field } from "../../app/components/ui/field";
import {
  SEARCH_MAX,
  serviceGroups,
  sourceFilters,
  statusFilters,
  urgencyFilters,
} from "../../shared/leads/lead-fields";
import { filterFields, type SearchState } from "./lead-search";

/**
 * Search and filters as one form. The filters go into the URL, so a filtered list can be bookmarked and shared;
 * the search words go into the history entry's state, never a URL. Empty fields are left out. Its buttons are plain
 * <button>s with the shared look (`buttonClass`): `Button` would bring Radix's Slot into the dashboard's first load
 * (issue 47), and nothing here needs `asChild`.
 */
export function LeadFilters({ params, search }: { params: URLSearchParams; search: string }) {
  const navigate = useNavigate();
  const active = filterFields.filter((name) => params.get(name)).length;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    const form = new FormData(event.currentTarget);
    for (const name of filterFields) {
      const value = form.get(name);
      if (typeof value === "string" && value.trim()) query.set(name, value.trim());
    }
    const words = String(form.get("search") ?? "").trim();
    const state: SearchState | null = words ? { search: words } : null;
    navigate(`/admin${query.size > 0 ? `?${query}` : ""}`, { state });
  };
  const select = (name: string, label: string, options: readonly { value: string; label: string }[]) => (
    <Field label={label}>
      {(props) => (
        <select name={name} defaultValue={params.get(name) ?? ""} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form role="search" aria-label="Leads" onSubmit={submit} className="space-y-3">
      <div className="flex items-end gap-2">
        <Field label="Search by name, phone, email or suburb" className="min-w-0 flex-1">
          {(props) => <input type="search" name="search" maxLength={SEARCH_MAX} defaultValue={search} {...props} />}
        </Field>
        <button type="submit" data-slot="button" className={buttonClass("secondary", "mb-0.5 px-4")}>
          <Icon name="Search" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </div>
      <details open={active > 0} className="rounded-card bg-white p-4 ring-1 ring-line">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-900">
          <Icon name="SlidersHorizontal" className="size-5" />
          Filters{active > 0 ? ` (${active} on)` : ""}
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {select("status", "Status", statusFilters)}
          {select("service", "Service", [
            { value: "", label: "Any service" },
            ...serviceGroups.map((g) => ({ value: g.key, label: g.label })),
          ])}
          {select("urgency", "Urgency", urgencyFilters)}
          {select("source", "Came from", sourceFilters)}
          <Field label="Received from">
            {(props) => <input type="date" name="from" defaultValue={params.get("from") ?? ""} {...props} />}
          </Field>
          <Field label="Received to">
            {(props) => <input type="date" name="to" defaultValue={params.get("to") ?? ""} {...props} />}
          </Field>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" data-slot="button" className={buttonClass("secondary")}>
            Apply filters
          </button>
          <Link to="/admin" className="inline-flex min-h-11 items-center px-2 font-semibold text-navy-700 underline">
            Clear search and filters
          </Link>
        </div>
      </details>
    </form>
  );
}
