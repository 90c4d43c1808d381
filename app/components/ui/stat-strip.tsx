import { cn } from "../../lib/cn";
import { Container } from "./container";

/** A band of headline figures (response time, warranty, rating) as a description list. */
export function StatStrip({
  stats,
  label,
  className,
}: {
  stats: readonly { value: string; label: string }[];
  label: string;
  className?: string;
}) {
  return (
    <section aria-label={label} data-slot="stat-strip" className={cn("bg-signal-700 text-white", className)}>
      <Container>
        <dl
          className={cn("grid gap-6 py-8 text-center", stats.length > 2 ? "grid-cols-2 lg:grid-cols-4" : "grid-cols-2")}
        >
          {stats.map((s) => (
            <div key={s.label}>
              <dt className="text-sm font-medium">{s.label}</dt>
              <dd className="text-3xl font-extrabold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
