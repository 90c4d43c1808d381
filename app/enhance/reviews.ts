/** The query parameter that holds the chosen service, so a filtered view of /reviews can be shared. */
const SERVICE_PARAM = "service";

/**
 * The /reviews filter is a native <select> whose choice CSS applies (`:has(option:checked)`, rules written beside
 * it by the page), so it filters from the first paint. This keeps the choice in the URL, applies a shared URL, and
 * shows the empty state for a shared URL naming a service no review has; Clear Filters is the form's reset button.
 */
export function enhanceReviewFilter(doc: Document = document): void {
  const root = doc.querySelector<HTMLFormElement>("form[data-reviews]");
  const select = root?.querySelector("select");
  const empty = root?.querySelector<HTMLElement>("[data-reviews-empty]");
  if (!root || !select || !empty) return;
  const view = doc.defaultView ?? window;
  const all = select.options[0]?.value ?? "";
  const show = (service: string) => {
    const known = [...select.options].some((o) => o.value === service);
    select.value = known ? service : all;
    root.toggleAttribute("data-no-match", !known);
    empty.hidden = known;
  };
  const remember = (service: string) => {
    const url = new URL(view.location.href);
    if (service === all) url.searchParams.delete(SERVICE_PARAM);
    else url.searchParams.set(SERVICE_PARAM, service);
    view.history.replaceState(view.history.state, "", url);
  };
  const shared = new URL(view.location.href).searchParams.get(SERVICE_PARAM);
  if (shared) show(shared);
  select.addEventListener("change", () => {
    show(select.value);
    remember(select.value);
  });
  root.addEventListener("reset", () => {
    // The form resets the select after this event; the page follows the value it resets to.
    show(all);
    remember(all);
  });
}
