import type { ErasureRecord } from "../../shared/api/privacy";
import { dayLabel, formatDateTime } from "../ui/format";

/** The deletions made for privacy requests, newest first: the only trace a deletion leaves, with no personal data. */
export function ErasureList({ erasures }: { erasures: ErasureRecord[] }) {
  return (
    <section aria-labelledby="erasures-heading" className="mt-8">
      <h2 id="erasures-heading" className="text-xl font-bold text-navy-900">
        Deletions made
      </h2>
      {erasures.length === 0 ? (
        <p className="mt-2 text-muted">No one&apos;s data has been deleted here yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-card bg-white ring-1 ring-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-navy-50 text-navy-900">
              <tr>
                <th scope="col" className="p-3">
                  Deleted
                </th>
                <th scope="col" className="p-3">
                  By
                </th>
                <th scope="col" className="p-3">
                  Request received
                </th>
                <th scope="col" className="p-3">
                  Answer due
                </th>
                <th scope="col" className="p-3">
                  Leads
                </th>
                <th scope="col" className="p-3">
                  Photos
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {erasures.map((e) => (
                <tr key={e.id}>
                  <td className="p-3">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td className="p-3 break-all">{e.actor}</td>
                  <td className="p-3">{e.receivedOn ? dayLabel(e.receivedOn, true) : "Not recorded"}</td>
                  <td className="p-3">{e.dueDate ? dayLabel(e.dueDate, true) : "–"}</td>
                  <td className="p-3">{e.leads}</td>
                  <td className="p-3">{e.photos}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
