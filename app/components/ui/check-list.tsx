import { Icon } from "./icon";
import { cn } from "../../lib/cn";

const tones = { water: "text-water-600", signal: "text-signal-700", light: "text-signal-400" } as const;

/**
 * How the list is drawn: a section's list (a check in a circle), a card's (a plain check, tighter) and a small card's
 * (smaller text and mark). One component for every check-mark list (issue 35: one way to do each thing).
 */
const kinds = {
  section: { list: "space-y-2", item: "flex gap-2", icon: "CheckCircle2", mark: "size-5" },
  card: { list: "space-y-1.5", item: "flex gap-2", icon: "Check", mark: "size-5" },
  small: { list: "space-y-1.5", item: "flex gap-2 text-sm", icon: "Check", mark: "size-4" },
} as const;

/** A list of short points, each behind a check mark; `columns` sets them two abreast from the small breakpoint. */
export function CheckList({
  items,
  tone = "water",
  kind = "section",
  columns = false,
  className,
}: {
  items: readonly string[];
  tone?: keyof typeof tones;
  kind?: keyof typeof kinds;
  columns?: boolean;
  className?: string;
}) {
  const { list, item, icon, mark } = kinds[kind];
  return (
    <ul className={cn(columns ? "grid gap-2 sm:grid-cols-2" : list, className)}>
      {items.map((text) => (
        <li key={text} className={item}>
          <Icon name={icon} aria-hidden="true" className={cn("mt-0.5", mark, "shrink-0", tones[tone])} />
          {text}
        </li>
      ))}
    </ul>
  );
}
