import { CLICK_IDS, VISIT_FIELDS } from "../../shared/visit-fields.ts";
import { isSitePath } from "./lead.ts";

/**
 * Where a lead's visit came from (issue 33; docs/decisions/004-lead-delivery.md): what the page script kept in the
 * visitor's session storage from the first page of the visit (app/lib/visit-origin.ts), checked here, and the class
 * of the visit in `source`. Stored with the quote, shown and counted on the dashboard, and sent in the
 * CSV and the webhook in the owner's words (`sourceLabel`).
 */
export interface LeadOrigin {
  /** A key of sourceLabels: "google-ads", "search", "direct", ... or "unknown" when the page ran no script. */
  source: string;
  /** The first page of the visit, a same-site path without its query string; "" when unknown. */
  landingPage: string;
  /** The referring site's host name at the start of the visit; "" when none or unknown. */
  referrerHost: string;
  /** The `utm_*` tags of the landing page's address that were given, by their full names ("utm_source"). */
  utm: Record<string, string>;
  /** Which click ids the landing page's address carried ("gclid", "fbclid"), never their values. */
  clickIds: string[];
  device: "" | "mobile" | "tablet" | "desktop";
  /** A random UUID of the browser tab's visit (lower case); "" when unknown. */
  visitId: string;
}

/**
 * The classes of a visit (sourceLabels) and the owner's words for each (`sourceLabel`) are kept with the lead's other
 * words, in the code shared with the dashboard, whose browser code reads them too (its filter by source).
 */
export { sourceLabel } from "../../shared/leads/lead-fields.ts";

/** A lead stored without a visit: posted without a script, or by a tool that sends none. */
export const UNKNOWN_ORIGIN: LeadOrigin = {
  source: "unknown",
  landingPage: "",
  referrerHost: "",
  utm: {},
  clickIds: [],
  device: "",
  visitId: "",
};

const LANDING_PAGE_MAX = 200;
const HOST_MAX = 253;
const UTM_MAX = 100;

/** Visitor text on one line: no control characters, no line or paragraph separators. */
const oneLine = (value: string) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value);

/** Each field's check: its value as stored, or undefined when it fails and is dropped. */
const checks: Record<string, (value: string) => string | undefined> = {
  landing_page: (v) => (v.length <= LANDING_PAGE_MAX && isSitePath(v) && !/[?#]/.test(v) ? v : undefined),
  referrer_host: (v) =>
    v.length <= HOST_MAX && /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/i.test(v) ? v.toLowerCase() : undefined,
  click_ids: (v) => {
    const ids = v.split(" ");
    return ids.every((id) => (CLICK_IDS as readonly string[]).includes(id)) ? [...new Set(ids)].join(" ") : undefined;
  },
  device: (v) => (["mobile", "tablet", "desktop"].includes(v) ? v : undefined),
  visit_id: (v) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ? v.toLowerCase() : undefined,
};
const utmCheck = (v: string) => (v.length <= UTM_MAX && oneLine(v) ? v : undefined);

/**
 * Reads the visit fields of a submission (JSON, or a form's fields) and checks each one. A visitor cannot correct a
 * hidden field, so a value that fails its check never refuses the quote: it is dropped (stored as empty) and named
 * in `dropped`, for the caller to log. Absent or empty fields are no problem: a page without script sends none.
 */
export function readLeadOrigin(input: unknown): { origin: LeadOrigin; dropped: string[] } {
  const sent = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const dropped: string[] = [];
  const values: Record<string, string> = {};
  for (const field of VISIT_FIELDS) {
    const raw = sent[field];
    if (raw === undefined || raw === "") continue;
    const value = typeof raw === "string" ? (checks[field] ?? utmCheck)(raw.trim()) : undefined;
    if (value === undefined) dropped.push(field);
    else if (value !== "") values[field] = value;
  }
  const visit = {
    landingPage: values.landing_page ?? "",
    referrerHost: values.referrer_host ?? "",
    utm: Object.fromEntries(Object.entries(values).filter(([field]) => field.startsWith("utm_"))),
    clickIds: values.click_ids ? values.click_ids.split(" ") : [],
    device: (values.device ?? "") as LeadOrigin["device"],
    visitId: values.visit_id ?? "",
  };
  return { origin: { source: classifyVisit(visit), ...visit }, dropped };
}

/** The words of a source name, a host or a utm value: "www.google.co.nz" and "Google_Ads" are both "google" words. */
const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/));
const hasWord = (text: string, names: readonly string[]) => {
  const found = words(text);
  return names.some((name) => found.has(name));
};

const GOOGLE = ["google", "adwords", "googleads"];
const META = ["facebook", "fb", "instagram", "ig", "meta", "messenger"];
const SEARCH = [
  "google",
  "bing",
  "duckduckgo",
  "yahoo",
  "ecosia",
  "baidu",
  "yandex",
  "startpage",
  "qwant",
  "brave",
  "kagi",
];
const SOCIAL = [
  "facebook",
  "fb",
  "instagram",
  "ig",
  "messenger",
  "linkedin",
  "lnkd",
  "twitter",
  "youtube",
  "pinterest",
  "reddit",
  "tiktok",
  "nextdoor",
  "threads",
  "whatsapp",
  "snapchat",
];
/** Hosts too short to be told by their words. */
const SOCIAL_HOSTS = ["t.co", "x.com"];
/** utm_medium values that mean a paid ad: "cpc", "ppc", "paid_social", "paidsearch", "display"... */
const PAID = ["cpc", "ppc", "cpm", "cpv", "cpa", "paid", "paidsearch", "paidsocial", "ad", "ads", "display"];

const isSocialHost = (host: string) =>
  hasWord(host, SOCIAL) || SOCIAL_HOSTS.some((social) => host === social || host.endsWith(`.${social}`));

/**
 * The class of a visit, from the strongest evidence down: an ad's click id or paid tags, then other tags, then the
 * referring site, else a direct visit. "unknown" when nothing at all was sent (no script ran).
 */
export function classifyVisit(visit: Omit<LeadOrigin, "source">): string {
  const { referrerHost: host, utm, clickIds } = visit;
  if (!visit.landingPage && !host && !visit.device && !visit.visitId && !clickIds.length && !Object.keys(utm).length)
    return "unknown";
  const tagged = utm.utm_source ?? "";
  const paid = hasWord(utm.utm_medium ?? "", PAID);
  if (clickIds.includes("gclid") || (paid && hasWord(tagged, GOOGLE))) return "google-ads";
  if (paid && (hasWord(tagged, META) || clickIds.includes("fbclid"))) return "facebook-ads";
  if (paid) return "campaign";
  if (tagged || utm.utm_medium || utm.utm_campaign) {
    if (hasWord(tagged, SOCIAL)) return "social";
    if (hasWord(tagged, SEARCH)) return "search";
    return "campaign";
  }
  if (clickIds.includes("fbclid")) return "social";
  if (!host) return "direct";
  if (hasWord(host, SEARCH)) return "search";
  return isSocialHost(host) ? "social" : "referral";
}
