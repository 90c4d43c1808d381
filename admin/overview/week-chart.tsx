import { dayLabel } from "../ui/format";

// Drawn at about a phone's width, so its 12 px labels stay readable there; wider screens scale it up.
const WIDTH = 360;
const HEIGHT = 180;
const TOP = 20;
const BOTTOM = 28;

/**
 * Leads per week as plain SVG bars (no chart library: a dozen bars do not need 50 KB). The picture is hidden from
 * screen readers, which get the same numbers as the table beside it.
 */
export function WeekChart({ weeks }: { weeks: { start: string; leads: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.leads));
  const slot = WIDTH / weeks.length;
  const bar = slot * 0.64;
  const scale = (HEIGHT - TOP - BOTTOM) / max;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="h-auto w-full" focusable="false">
      <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-line" strokeWidth="2" />
      {weeks.map((week, i) => {
        const height = week.leads * scale;
        const x = i * slot + (slot - bar) / 2;
        const y = HEIGHT - BOTTOM - height;
        const current = i === weeks.length - 1;
        // Every other week is labelled, counting back from this one, so neighbouring labels never collide.
        return (
          <g key={week.start}>
            <rect
              x={x}
              y={y}
              width={bar}
              height={height}
              rx="4"
              className={current ? "fill-signal-600" : "fill-navy-600"}
            />
            <text x={x + bar / 2} y={y - 6} textAnchor="middle" className="fill-ink text-[12px] font-semibold">
              {week.leads}
            </text>
            {(weeks.length - 1 - i) % 2 === 0 ? (
              // The last label ends at its bar's right edge rather than running off the picture.
              <text
                x={current ? x + bar : x + bar / 2}
                y={HEIGHT - 8}
                textAnchor={current ? "end" : "middle"}
                className="fill-muted text-[11px]"
              >
                {dayLabel(week.start)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
