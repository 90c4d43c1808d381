/** Paths that are not pages to load ahead: the inbox's API and the owner's dashboard. */
const excluded = ["/api/*", "/admin", "/admin/*"];

/**
 * Speculation rules: same-origin page links are prefetched and prerendered when the visitor shows intent (hover or
 * touch, `moderate` eagerness), so the next page is usually ready before the click. Links that open elsewhere or
 * download are left alone.
 */
export const speculationRules = {
  prerender: [{ where: pageLinks(), eagerness: "moderate" }],
  prefetch: [{ where: pageLinks(), eagerness: "moderate" }],
};

function pageLinks() {
  return {
    and: [
      { href_matches: "/*" },
      { not: { href_matches: excluded } },
      { not: { selector_matches: "[target=_blank], [download], [rel~=nofollow]" } },
    ],
  };
}

/** A link the fallback may prefetch: a same-origin page, opened here, not the API or the dashboard. */
export function prefetchable(link: HTMLAnchorElement, location: Location): boolean {
  if (link.target === "_blank" || link.hasAttribute("download") || link.origin !== location.origin) return false;
  return link.pathname !== location.pathname && isSitePage(link.pathname);
}

/**
 * Where speculation rules are unsupported (Safari, Firefox), a `<link rel="prefetch">` for a page link as soon as
 * it is hovered, touched or focused: the click then loads the page from the cache.
 */
export function prefetchOnIntent(doc: Document = document): void {
  const view = doc.defaultView ?? window;
  const script = view.HTMLScriptElement;
  if (typeof script.supports === "function" && script.supports("speculationrules")) return;
  const done = new Set<string>();
  const prefetch = (event: Event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
    if (!link || !prefetchable(link, view.location)) return;
    const url = link.origin + link.pathname;
    if (done.has(url)) return;
    done.add(url);
    const hint = doc.createElement("link");
    hint.rel = "prefetch";
    hint.href = url;
    doc.head.append(hint);
  };
  for (const type of ["mouseover", "touchstart", "focusin"])
    doc.addEventListener(type, prefetch, { passive: true, capture: true });
}

/** Whether a same-origin path is one of the site's pages, not a file, the API or the dashboard. */
export function isSitePage(pathname: string): boolean {
  return !/^\/(api\/|admin(\/|$))/.test(pathname) && !/\.(?!html$)[a-z0-9]+$/i.test(pathname);
}
