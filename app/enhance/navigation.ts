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

/** Whether a same-origin path is one of the site's pages (which all opt in to view transitions), not a file or the API. */
export function isSitePage(pathname: string): boolean {
  return !/^\/(api\/|admin(\/|$))/.test(pathname) && !/\.(?!html$)[a-z0-9]+$/i.test(pathname);
}

type SwapEvent = Event & {
  viewTransition?: ViewTransition | null;
  activation?: { entry: { url: string | null } } | null;
};

const skip = (transition: ViewTransition) => {
  for (const settled of [transition.ready, transition.finished]) settled.catch(() => undefined);
  transition.skipTransition();
};

/**
 * Page loads cross-fade (`@view-transition` in app.css). When the next document cannot opt in (an image opened
 * from a link, the dashboard), Chromium aborts the transition and reports a page error; the old page skips the
 * transition itself instead when it is not heading for one of the site's pages.
 */
export function skipTransitionsOffSite(view: Window = window): void {
  view.addEventListener("pageswap", (event) => {
    const swap = event as SwapEvent;
    const destination = swap.activation?.entry.url;
    if (!swap.viewTransition) return;
    if (destination && isSitePage(new URL(destination).pathname)) return;
    skip(swap.viewTransition);
  });
}

/**
 * A cross-document transition is cosmetic: when Chromium abandons one (the next page not yet able to opt in while a
 * popover is closing, a page replacing itself), its promises reject and the rejection surfaces as a page error.
 * Both sides of every transition settle them quietly; the navigation itself is unaffected.
 */
export function quietTransitionAborts(view: Window = window): void {
  for (const type of ["pageswap", "pagereveal"])
    view.addEventListener(type, (event) => {
      const transition = (event as SwapEvent).viewTransition;
      if (transition)
        for (const settled of [transition.ready, transition.finished, transition.updateCallbackDone])
          settled.catch(() => undefined);
    });
}

/**
 * A page that replaces itself before it has been shown (the not-found page sending an unknown area to /404) has
 * nothing to cross-fade from: Chromium aborts such a transition with a page error, so it is skipped.
 */
export function skipNextTransition(view: Window = window): void {
  view.addEventListener(
    "pageswap",
    (event) => {
      const swap = event as SwapEvent;
      if (swap.viewTransition) skip(swap.viewTransition);
    },
    { once: true },
  );
}
