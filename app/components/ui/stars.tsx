import { Icon } from "./icon";
import { cn } from "../../lib/cn";

/**
 * A rating of 1 to 5 as stars, filled up to the rating and outlined after it, with one text alternative for the
 * whole row ("4 out of 5 stars"). Five unless told otherwise: the claims and testimonials are five-star.
 */
export function Stars({ rating = 5, label, className }: { rating?: number; label?: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={label ?? `${rating} out of 5 stars`}
      className={cn("inline-flex gap-0.5 text-star", className)}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <Icon
          name="Star"
          key={i}
          aria-hidden="true"
          className={cn("size-4 stroke-[1.5]", i < rating ? "fill-current" : "fill-none")}
        />
      ))}
    </span>
  );
}
