import { Testimonial } from "../ui/testimonial";
import { Button } from "../ui/button";

const ALL_SERVICES = "All Services";

export interface FilterableReview {
  name: string;
  text: string;
  service: string;
  /** 1 to 5 stars, shown as given. */
  rating: number;
}

/**
 * Reviews filtered by service with a native <select>: the rules written beside it (`filterRules`) show only the
 * chosen service's cards and count through `:has(option:checked)`, so the filter works from the first paint with no
 * script and needs no island. app/enhance/reviews.ts keeps the choice in the URL (?service=…) so a filtered view can
 * be shared, and shows the empty state for a shared URL that matches nothing; Clear Filters is the form's reset.
 */
export function ReviewFilter({
  reviews,
  services,
}: {
  reviews: readonly FilterableReview[];
  services: readonly string[];
}) {
  const countFor = (service: string) =>
    service === ALL_SERVICES ? reviews.length : reviews.filter((r) => r.service === service).length;
  return (
    <form data-reviews>
      <style href="review-filter" precedence="default">
        {filterRules(services)}
      </style>
      <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="review-service" className="font-semibold">
          Filter by service
        </label>
        <select
          id="review-service"
          name="service"
          defaultValue={ALL_SERVICES}
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
          {[ALL_SERVICES, ...services].map((s) => (
            <span key={s} data-count-for={s}>
              Showing {countFor(s)} of {reviews.length} reviews
            </span>
          ))}
          <span data-count-none>Showing 0 of {reviews.length} reviews</span>
        </p>
      </div>
      <ul data-review-list className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((r) => (
          <li key={r.name} data-testid="review-card" data-service={r.service}>
            <Testimonial
              text={r.text}
              author={r.name}
              detail={r.service}
              rating={r.rating}
              stacked
              className="h-full"
            />
          </li>
        ))}
      </ul>
      <div
        data-reviews-empty
        hidden
        className="rounded-card border border-dashed border-navy-200 bg-white p-10 text-center"
      >
        <p className="text-lg font-semibold">No reviews found matching your filters</p>
        <Button type="reset" variant="outline" className="mt-4">
          Clear Filters
        </Button>
      </div>
    </form>
  );
}

/** The CSS that applies the choice: per service, hide the other services' cards and every other count. */
function filterRules(services: readonly string[]): string {
  const chosen = (s: string) => `option[value=${JSON.stringify(s)}]:checked`;
  const perService = services.map(
    (s) => `form[data-reviews]:has(${chosen(s)}) [data-service]:not([data-service=${JSON.stringify(s)}])`,
  );
  const counts = [ALL_SERVICES, ...services].map(
    (s) => `form[data-reviews]:not(:has(${chosen(s)})) [data-count-for=${JSON.stringify(s)}]`,
  );
  return [
    `${[...perService, ...counts].join(",")}{display:none}`,
    "form[data-reviews]:not([data-no-match]) [data-count-none],form[data-reviews][data-no-match] [data-count-for],form[data-reviews][data-no-match] [data-review-list]{display:none}",
  ].join("");
}
