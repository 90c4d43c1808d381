import { cn } from "../../lib/cn";

/** The marks' colour, as `--mark-color` (the `.check-list` rule in app/styles/app.css draws each mark). */
const tones = {
  water: "[--mark-color:var(--color-water-600)]",
  signal: "[--mark-color:var(--color-signal-700)]",
  light: "[--mark-color:var(--color-signal-400)]",
} as const;

/**
 * How the list is drawn: a section's list (a check in a circle), a card's (a plain check, tighter) and a small card's
 * (smaller text and mark). One component for every check-mark list (issue 35: one way to do each thing).
 */
const kinds = {
  section: { mark: "check-list", list: "space-y-2" },
  card: { mark: "check-list plain", list: "space-y-1.5" },
  small: { mark: "check-list plain text-sm [--mark-size:1rem]", list: "space-y-1.5" },
} as const;

/**
 * A list of short points, each behind a check mark; `columns` sets them two abreast from the small breakpoint. The
 * marks are the items' ::before (app/styles/app.css), so an item is one element (issue 48).
 */
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
  return (
    <ul
      className={cn(kinds[kind].mark, columns ? "grid gap-2 sm:grid-cols-2" : kinds[kind].list, tones[tone], className)}
    >
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
