import { useSearchParams } from "react-router";
import { Testimonial } from "../ui/testimonial";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "../ui/button";

const ALL_SERVICES = "All Services";

export interface FilterableReview {
  name: string;
  text: string;
  service: string;
}

/**
 * Reviews filtered by service. The choice lives in the URL (?service=…) so a filtered view can be shared; the
 * pre-rendered page shows all reviews and the query applies once the page has hydrated.
 */
export function ReviewFilter({
  reviews,
  services,
}: {
  reviews: readonly FilterableReview[];
  services: readonly string[];
}) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const selected = (hydrated && params.get("service")) || ALL_SERVICES;
  const shown = selected === ALL_SERVICES ? reviews : reviews.filter((r) => r.service === selected);
  const choose = (service: string) =>
    setParams(service === ALL_SERVICES ? {} : { service }, { replace: true, preventScrollReset: true });

  return (
    <div>
      <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="review-service" className="font-semibold">
          Filter by service
        </label>
        <select
          id="review-service"
          value={selected}
          onChange={(e) => choose(e.target.value)}
          className="min-h-11 rounded-xl border border-navy-200 bg-white px-4 py-2 sm:w-80"
        >
          <option value={ALL_SERVICES}>{ALL_SERVICES}</option>
          {services.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <p className="text-muted sm:ml-auto" aria-live="polite">
          Showing {shown.length} of {reviews.length} reviews
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((r) => (
            <li key={r.name} data-testid="review-card">
              <Testimonial text={r.text} author={r.name} detail={r.service} stacked className="h-full" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-card border border-dashed border-navy-200 bg-white p-10 text-center">
          <p className="text-lg font-semibold">No reviews found matching your filters</p>
          <Button variant="outline" className="mt-4" onClick={() => choose(ALL_SERVICES)}>
            Clear Filters
          </Button>
        </div>
      )}
    </div>
  );
}
