import type { VitalName } from "../../shared/vitals-report";
import type { FieldSpeed } from "../../server/admin/vitals";

const card = "rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6";
const cell = "py-2 pr-3 text-left";
const NAMES: VitalName[] = ["LCP", "INP", "CLS", "FCP", "TTFB"];

/** "2.4 s", "180 ms", "0.05": a p75 as Google's reports write it. */
function vitalValue(name: VitalName, value: number): string {
  if (name === "CLS") return value < 0.01 ? "< 0.01" : value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/**
 * Real visitors' speed (server/admin/vitals.ts): per window and page template, the 75th percentile of each metric,
 * marked against Google's "good" threshold, with how many pages reported. Shown to every signed-in account, like the
 * rest of the overview's figures.
 */
export function FieldSpeedPanel({ good, windows }: FieldSpeed) {
  return (
    <section aria-labelledby="speed-heading" className={`${card} min-w-0 lg:col-span-2`}>
      <h2 id="speed-heading" className="text-xl font-bold text-navy-900">
        Speed for real visitors
      </h2>
      <p className="mt-1 text-sm text-muted">
        What 3 visits in 4 got or better (p75), measured in the visitors&apos; own browsers, per page template. Good is
        at most {NAMES.map((name) => `${name} ${vitalValue(name, good[name])}`).join(", ")}.
      </p>
      {windows.map((w) => (
        <div key={w.days} className="mt-4">
          <h3 id={`speed-${w.days}`} className="font-semibold text-navy-900">
            Last {w.days} days
          </h3>
          {w.templates.length === 0 ? (
            <p className="mt-1 text-muted">No visits measured in this period yet.</p>
          ) : (
            // A phone scrolls the table sideways: the box is a named, focusable region so a keyboard can scroll it too.
            <div role="region" aria-labelledby={`speed-${w.days}`} tabIndex={0} className="mt-2 overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th scope="col" className={cell}>
                      Page
                    </th>
                    <th scope="col" className={cell}>
                      Pages measured
                    </th>
                    {NAMES.map((name) => (
                      <th key={name} scope="col" className={cell}>
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {w.templates.map((t) => (
                    <tr key={t.template} className="border-t border-line" data-template={t.template}>
                      <th scope="row" className={`${cell} font-semibold`}>
                        {t.template}
                      </th>
                      <td className={cell}>{t.pages}</td>
                      {NAMES.map((name) => {
                        const value = t.p75[name];
                        if (value === null)
                          return (
                            <td key={name} className={`${cell} text-muted`}>
                              –
                            </td>
                          );
                        const ok = value <= good[name];
                        return (
                          <td key={name} className={`${cell} ${ok ? "text-teal-700" : "font-semibold text-red-700"}`}>
                            {vitalValue(name, value)} {ok ? "good" : "slow"}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
