import type { PromiseKept } from "../../shared/api/overview";
import { overdueBy, percent } from "../ui/format";

const card = "rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6";

/**
 * How well the page's promise is kept (server/dashboard/promise-kept.ts): per window, the share of leads answered by
 * their answer-by time and the median time to the first answer, with the counts behind the share.
 */
export function PromiseKeptPanel({ windows }: { windows: PromiseKept[] }) {
  return (
    <section aria-labelledby="promise-heading" className={card}>
      <h2 id="promise-heading" className="text-xl font-bold text-navy-900">
        Promise kept
      </h2>
      <p className="mt-1 text-sm text-muted">
        Leads answered (a call tapped, a note or a status change) within the time their form promised. Leads not yet due
        are left out; spam too.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {windows.map((w) => (
          <div key={w.days} className="rounded-xl p-3 ring-1 ring-line">
            <dt className="font-semibold text-navy-900">Last {w.days} days</dt>
            <dd className="mt-1">
              <span className="text-3xl font-extrabold text-navy-900">{percent(w.within, w.judged)}</span> answered in
              time
              <span className="block text-sm text-muted">
                {w.within} of {w.judged} {w.judged === 1 ? "lead" : "leads"}
              </span>
            </dd>
            <dd className="mt-2">
              Median time to answer:{" "}
              <strong className="font-semibold">
                {w.medianMs === null ? "no answers yet" : overdueBy(w.medianMs)}
              </strong>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
