/**
 * Where a visit came from, kept for the visit in the tab's sessionStorage (no cookies) and sent with a quote, so the
 * owner can tell which pages, sites and campaigns bring leads (issue 33; docs/decisions/004-lead-delivery.md). The
 * inline page script keeps it from the first page of the visit and fills the forms' hidden fields with it
 * (app/enhance/visit.ts); the form island sends it, a native post sends the hidden
 * fields, and the inbox checks and classifies it (server/quotes/lead-origin.ts). The page script is inlined into every page,
 * so this is written for few bytes. The fields themselves, which the inbox reads too, are CLICK_IDS and UTM_TAGS.
 */
import { CLICK_IDS, UTM_TAGS } from "../../shared/visit-fields";

export type VisitOrigin = Record<string, string>;

/** Where the visit is kept in sessionStorage. */
export const VISIT_ORIGIN_KEY = "visit-origin";

/**
 * What the current page tells about the visit, as its first page: its path (never its query string), the referring
 * site's host ("" for none or for this site), the utm tags, which click ids came (space-separated), the device class
 * from the screen's width in CSS pixels (the site's `md` and `lg` breakpoints), and a new random visit id ("" where
 * the browser has no `randomUUID`, which needs HTTPS).
 */
export function readVisitOrigin({ location, document, screen, crypto }: Window): VisitOrigin {
  const query = new URLSearchParams(location.search);
  const referrer = document.referrer && new URL(document.referrer).hostname;
  const width = screen.width;
  const origin: VisitOrigin = {
    landing_page: location.pathname,
    referrer_host: referrer === location.hostname ? "" : referrer,
    click_ids: CLICK_IDS.filter((id) => query.has(id)).join(" "),
    device: width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop",
    visit_id: crypto.randomUUID?.() ?? "",
  };
  for (const tag of UTM_TAGS) origin[tag] = query.get(tag) ?? "";
  return origin;
}

/**
 * The visit's origin: the one kept in sessionStorage, or this page's, which is then kept, so later pages of the visit
 * never overwrite it. Undefined when storage is unavailable (blocked, full): the fields then stay empty and the lead
 * says its source is unknown, rather than taking a later page for the first.
 */
export function visitOrigin(win: Window): VisitOrigin | undefined {
  try {
    const storage = win.sessionStorage;
    let kept = storage.getItem(VISIT_ORIGIN_KEY);
    if (!kept) storage.setItem(VISIT_ORIGIN_KEY, (kept = JSON.stringify(readVisitOrigin(win))));
    return JSON.parse(kept) as VisitOrigin;
  } catch {
    return undefined;
  }
}

/** Fills the page's hidden visit fields (both quote forms') with the visit's origin. */
export function fillVisitFields(doc: Document, origin: VisitOrigin | undefined): void {
  for (const input of doc.querySelectorAll<HTMLInputElement>("input[type=hidden]")) {
    const value = origin?.[input.name];
    if (typeof value === "string") input.value = value;
  }
}

/**
 * The visit's origin as the page script kept it, for the form island to send with a quote: read when it sends, so a
 * form drawn again after a success sends it too. Empty when nothing is kept or storage is unavailable.
 */
export function keptVisitOrigin(): VisitOrigin {
  try {
    return JSON.parse(sessionStorage.getItem(VISIT_ORIGIN_KEY) ?? "{}") as VisitOrigin;
  } catch {
    return {};
  }
}
