import type { VitalName } from "../../shared/vitals-report";
import type { FieldSpeedInWords, VisitShare } from "../../shared/api/overview";

const card = "rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6";
const cell = "py-1.5 pr-2 text-left align-top";
const NAMES: VitalName[] = ["LCP", "INP", "CLS", "FCP", "TTFB"];

/** Each metric in a few words, beside its name in the figures. */
const MEANS: Record<VitalName, string> = {
  LCP: "main content shown",
  INP: "answer to a tap",
  CLS: "page jumping",
  FCP: "first thing shown",
  TTFB: "server's first reply",
};

/** What a visitor notices, for the three metrics Google ranks by: the sentence says the share of good visits. */
const SAYS: [VitalName, string][] = [
  ["LCP", "Pages appear fast for"],
  ["INP", "Taps get a quick answer for"],
  ["CLS", "Pages stay still while loading for"],
];

/** "2.4 s", "180 ms", "0.05": a p75 as Google's reports write it. */
function vitalValue(name: VitalName, value: number): string {
  if (name === "CLS") return value < 0.01 ? "< 0.01" : value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/**
 * "9 in 10 visitors": the share of good visits, rounded down so the words never flatter; counted out ("3 of 4
 * visitors") while there are too few visits for tenths to mean anything.
 */
function shareWords({ good, all }: VisitShare): string {
  if (good === all) return all === 1 ? "the one visitor measured" : `all ${all} visitors measured`;
  if (all < 10) return `${good} of ${all} visitors`;
  // 3 in 4 is Google's pass mark: said as such, where tenths would say a "Good" share is 7 in 10.
  if (good / all >= 0.75 && good / all < 0.8) return "3 in 4 visitors";
  const tenths = Math.floor((good / all) * 10);
  return tenths === 0 ? "fewer than 1 in 10 visitors" : `${tenths} in 10 visitors`;
}

/**
 * Real visitors' speed (server/dashboard/field-speed.ts), in words first: for the longest window with visits, how many
 * visitors got fast pages, quick taps and steady pages, each marked Good when 3 in 4 or more did (Google's own pass
 * mark, its p75). The figures (p75 of each metric per window and page template, against Google's "good"
 * threshold) are one tap away, in small tables that fit a phone's width. Shown to every signed-in account.
 */
export function FieldSpeedPanel({ good, windows, shares }: FieldSpeedInWords) {
  const latest = windows
    .flatMap((w, i) => {
      const share = shares[i];
      return share && share.LCP.all + share.INP.all + share.CLS.all > 0 ? [{ days: w.days, shares: share }] : [];
    })
    .at(-1);
  return (
    <section aria-labelledby="speed-heading" className={`${card} min-w-0 lg:col-span-2`}>
      <h2 id="speed-heading" className="text-xl font-bold text-navy-900">
        Speed for real visitors
      </h2>
      {latest ? (
        <>
          <p className="mt-1 text-sm text-muted">
            Measured in visitors&apos; own phones and computers, the last {latest.days} days.
          </p>
          <ul className="mt-3 space-y-2">
            {SAYS.filter(([name]) => latest.shares[name].all > 0).map(([name, says]) => {
              const share = latest.shares[name];
              const ok = share.good / share.all >= 0.75;
              return (
                <li key={name} data-vital={name}>
                  <strong className={`font-semibold ${ok ? "text-teal-700" : "text-red-700"}`}>
                    {ok ? "Good:" : "Needs work:"}
                  </strong>{" "}
                  {says} {shareWords(share)}.
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-muted">No visits measured yet: speed shows here once visitors come.</p>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-navy-700">The figures (p75 per page type)</summary>
        <p className="mt-2 text-sm text-muted">
          What 3 visits in 4 got or better (p75), per page template. Good is at most{" "}
          {NAMES.map((name) => `${name} ${vitalValue(name, good[name])}`).join(", ")}.
        </p>
        {windows.map((w) => (
          <div key={w.days} role="group" aria-labelledby={`speed-${w.days}`} className="mt-4">
            <h3 id={`speed-${w.days}`} className="font-semibold text-navy-900">
              Last {w.days} days
            </h3>
            {w.templates.length === 0 ? (
              <p className="mt-1 text-muted">No visits measured in this period yet.</p>
            ) : (
              <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {w.templates.map((t) => (
                  <table key={t.template} className="w-full text-sm" data-template={t.template}>
                    <caption className="text-left font-semibold text-navy-900">
                      {t.template} · {t.pages} {t.pages === 1 ? "page" : "pages"} measured
                    </caption>
                    <tbody>
                      {NAMES.map((name) => {
                        const value = t.p75[name];
                        const ok = value !== null && value <= good[name];
                        return (
                          <tr key={name} className="border-t border-line">
                            <th scope="row" className={`${cell} font-normal`}>
                              {name} <span className="text-muted">({MEANS[name]})</span>
                            </th>
                            {value === null ? (
                              <td className={`${cell} text-muted`}>–</td>
                            ) : (
                              <td
                                className={`${cell} whitespace-nowrap ${ok ? "text-teal-700" : "font-semibold text-red-700"}`}
                              >
                                {vitalValue(name, value)} {ok ? "good" : "slow"}
                              </td>
                            )}
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                ))}
              </div>
            )}
          </div>
        ))}
      </details>
    </section>
  );
}
