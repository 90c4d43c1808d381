import type { ReactNode } from "react";
import { Icon } from "../../app/components/ui/icon";

/**
 * One item of a list drawn as native <details> (the services, the suburb pages): its summary, which a keyboard and
 * a screen reader use as a button, carries the title, "Not saved" when edited since the last save, and a chevron;
 * opened, the item's boxes. `onToggle` reports each open and close, whatever made it (a click, a key, focus moved
 * inside to a problem).
 */
export function DetailsItem({
  title,
  edited,
  open,
  onToggle,
  children,
}: {
  title: ReactNode;
  edited: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <li className="rounded-card bg-white shadow-card ring-1 ring-line">
      <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)} className="group">
        <summary className="flex min-h-11 cursor-pointer items-center gap-3 rounded-card p-4 font-bold text-navy-900 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1 break-words">{title}</span>
          {edited ? (
            <span className="shrink-0 rounded-full bg-navy-50 px-2.5 py-0.5 text-sm font-semibold text-navy-800">
              <span className="sr-only">, </span>Not saved
            </span>
          ) : null}
          <Icon name="ChevronDown" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        {children}
      </details>
    </li>
  );
}
