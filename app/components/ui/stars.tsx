import { Icon } from "./icon";
import { cn } from "../../lib/cn";

/** Five filled stars with one text alternative for the whole row. */
export function Stars({ label = "5 out of 5 stars", className }: { label?: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex gap-0.5 text-star", className)}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Icon name="Star" key={i} aria-hidden="true" className="size-4 fill-current" strokeWidth={1.5} />
      ))}
    </span>
  );
}
