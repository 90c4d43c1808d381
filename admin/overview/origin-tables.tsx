import type { OriginCounts } from "../../shared/api/overview";

const cell = "py-2 pr-3 text-left";
const number = "py-2 pr-3 text-right tabular-nums";

/** One table of counts: a row per source or page, its leads in the last 7 and the last 30 days. */
function CountTable({ caption, head, rows }: { caption: string; head: string; rows: [string, number, number][] }) {
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="text-left font-semibold text-navy-900">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={cell}>
            {head}
          </th>
          <th scope="col" className={number}>
            7 days
          </th>
          <th scope="col" className={number}>
            30 days
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, last7, last30]) => (
          <tr key={name} className="border-t border-line">
            <th scope="row" className={`${cell} font-normal break-all`}>
              {name}
            </th>
            <td className={number}>{last7}</td>
            <td className={number}>{last30}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Where the last 30 days' leads came from (docs/decisions/004-lead-delivery.md): by source, and the ten pages visits
 * most often started on before asking, each beside its last 7 days.
 */
export function OriginTables({ origins }: { origins: OriginCounts }) {
  if (origins.sources.length === 0) return <p className="mt-4 text-muted">No leads in the last 30 days yet.</p>;
  return (
    <>
      <CountTable caption="By source" head="Source" rows={origins.sources.map((s) => [s.label, s.last7, s.last30])} />
      <CountTable
        caption="By the page they landed on"
        head="First page of the visit"
        rows={origins.landingPages.map((p) => [p.page || "Not known (sent without a script)", p.last7, p.last30])}
      />
    </>
  );
}
