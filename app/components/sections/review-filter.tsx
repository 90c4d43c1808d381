import { Testimonial } from "../ui/testimonial";
import { Button } from "../ui/button";

const ALL_SERVICES = "All Services";
/** The key of "All Services" in the filter's rules; each service's is its place in the list. */
const ALL = "all";

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
 * The rules name each service by its place in the list, never by its name: the names are the owner's words, and
 * words written into a <style> are not escaped (a name with "</style><script>" in it would end the style there).
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
  const keyOf = (service: string) => (service === ALL_SERVICES ? ALL : String(services.indexOf(service)));
  return (
    <form data-reviews>
      <style href="review-filter" precedence="default">
        {filterRules(services.length)}
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
          <option value={ALL_SERVICES} data-service-index={ALL}>
            {ALL_SERVICES}
          </option>
          {services.map((s, i) => (
            <option key={s} value={s} data-service-index={i}>
              {s}
            </option>
          ))}
        </select>
        <p className="text-muted sm:ml-auto" aria-live="polite">
          {[ALL_SERVICES, ...services].map((s) => (
            <span key={s} data-count-for={keyOf(s)}>
              Showing {countFor(s)} of {reviews.length} reviews
            </span>
          ))}
          <span data-count-none>Showing 0 of {reviews.length} reviews</span>
        </p>
      </div>
      <ul data-review-list className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((r) => (
          <li key={r.name} data-testid="review-card" data-review-of={keyOf(r.service)}>
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

/**
 * The CSS that applies the choice: per service (by its place among `count`), hide the other services' cards and
 * every other count. Only numbers and our own words: nothing the owner typed.
 */
function filterRules(count: number): string {
  const keys = Array.from({ length: count }, (_, i) => String(i));
  const chosen = (key: string) => `option[data-service-index="${key}"]:checked`;
  const perService = keys.map(
    (key) => `form[data-reviews]:has(${chosen(key)}) [data-review-of]:not([data-review-of="${key}"])`,
  );
  const counts = [ALL, ...keys].map((key) => `form[data-reviews]:not(:has(${chosen(key)})) [data-count-for="${key}"]`);
  return [
    `${[...perService, ...counts].join(",")}{display:none}`,
    "form[data-reviews]:not([data-no-match]) [data-count-none],form[data-reviews][data-no-match] [data-count-for],form[data-reviews][data-no-match] [data-review-list]{display:none}",
  ].join("");
}
