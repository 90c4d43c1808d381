import { useEffect, useId, useRef } from "react";
import { cn } from "../../app/lib/cn";

/**
 * A titled group that takes focus as it appears (and again whenever `refocus` changes), so a screen reader reads it
 * first: a two-step action's explanation (deleting, rolling back), new recovery codes. Focusable by script only, so
 * it draws no outline for it.
 */
export function FocusPanel({
  heading,
  headingId,
  headingClassName,
  className,
  refocus,
  children,
}: {
  heading: React.ReactNode;
  /** The heading's id where a page names it; otherwise one of its own. */
  headingId?: string;
  headingClassName: string;
  className: string;
  refocus?: unknown;
  children: React.ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const ownId = useId();
  const id = headingId ?? ownId;
  useEffect(() => panel.current?.focus(), [refocus]);
  return (
    <div ref={panel} tabIndex={-1} role="group" aria-labelledby={id} className={cn(className, "focus:outline-none")}>
      <h3 id={id} className={headingClassName}>
        {heading}
      </h3>
      {children}
    </div>
  );
}
