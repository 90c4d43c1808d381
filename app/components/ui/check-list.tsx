import { Icon } from "./icon";
import { cn } from "../../lib/cn";

const tones = { water: "text-water-600", signal: "text-signal-700", light: "text-signal-400" } as const;

/** A list of short points, each behind a check mark. */
export function CheckList({
  items,
  tone = "water",
  className,
}: {
  items: readonly string[];
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <ul data-slot="check-list" className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="CheckCircle2" aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", tones[tone])} />
          {item}
        </li>
      ))}
    </ul>
  );
}
