import type { StoredOrigin } from "../../shared/api/leads";

const clickIdNames: Record<string, string> = { gclid: "a Google ad (gclid)", fbclid: "a Facebook link (fbclid)" };

/**
 * Where the visit that sent the lead came from (docs/decisions/004-lead-delivery.md): "Google Ads · landed on
 * /areas/manukau · mobile", then the referring site, the campaign's utm tags and any ad click. A lead sent with
 * scripting off carries none of it, and says so.
 */
export function LeadOrigin({ origin }: { origin: StoredOrigin }) {
  if (origin.source === "unknown") return <>Unknown (the page ran no script)</>;
  const line = [origin.sourceLabel, origin.landingPage && `landed on ${origin.landingPage}`, origin.device];
  const tags = Object.entries(origin.utm);
  return (
    <>
      <span className="break-words">{line.filter(Boolean).join(" · ")}</span>
      {origin.referrerHost ? (
        <span className="block text-sm break-all text-muted">From {origin.referrerHost}</span>
      ) : null}
      {tags.length > 0 ? (
        <ul aria-label="Campaign tags" className="mt-1 flex flex-wrap gap-1 text-sm">
          {tags.map(([name, value]) => (
            <li key={name} className="rounded-md bg-navy-50 px-2 py-0.5 break-all">
              {name}: {value}
            </li>
          ))}
        </ul>
      ) : null}
      {origin.clickIds.length > 0 ? (
        <span className="block text-sm text-muted">
          Clicked through {origin.clickIds.map((id) => clickIdNames[id] ?? id).join(" and ")}
        </span>
      ) : null}
    </>
  );
}
