import { sourceLabel } from "./lead-origin.ts";
import type { StoredQuote } from "./migrations.ts";
import type { StoredOrigin } from "../../shared/api/leads.ts";

export type OriginColumns = Pick<
  StoredQuote,
  "source" | "landing_page" | "referrer_host" | "utm" | "click_ids" | "device"
>;

/** The utm column's object, keeping only text values: a row written by hand or by an older release cannot break it. */
function utmOf(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

export function storedOrigin(row: OriginColumns): StoredOrigin {
  return {
    source: row.source,
    sourceLabel: sourceLabel(row.source),
    landingPage: row.landing_page,
    referrerHost: row.referrer_host,
    utm: utmOf(row.utm),
    clickIds: row.click_ids.split(" ").filter(Boolean),
    device: row.device,
  };
}

/** "utm_source=google utm_medium=cpc": the tags on one line (a CSV cell, the lead page). */
export const utmLine = (utm: Record<string, string>) =>
  Object.entries(utm)
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
