import type { ServiceResult } from "../../shared/api/overview";
import { percent } from "../ui/format";

/**
 * For each service, its leads as a bar with the won part in teal: what the website brings in and what turns into
 * jobs. The words carry the numbers (and stay readable on a phone); the bars are drawn for the eye only.
 */
export function ServiceChart({ services }: { services: ServiceResult[] }) {
  const max = Math.max(1, ...services.map((s) => s.leads));
  return (
    <ul className="mt-4 space-y-4">
      {services.map((s) => (
        <li key={s.key}>
          <p className="flex flex-wrap justify-between gap-x-3">
            <span className="font-semibold text-navy-900">{s.label}</span>
            <span className="text-muted">
              {s.won} won of {s.leads} {s.leads === 1 ? "lead" : "leads"} ({percent(s.won, s.leads)})
            </span>
          </p>
          <svg
            viewBox={`0 0 ${max} 1`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
            className="mt-1 h-3 w-full"
          >
            <rect x="0" y="0" width={s.leads} height="1" className="fill-navy-100" />
            <rect x="0" y="0" width={s.won} height="1" className="fill-water-600" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
