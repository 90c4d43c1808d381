import { cn } from "../../lib/cn";

/**
 * A rating of 1 to 5 as stars, filled up to the rating and outlined after it, with one text alternative for the
 * whole row ("4 out of 5 stars"). Five unless told otherwise: the claims and testimonials are five-star. One element:
 * the stars are drawn by the `.stars` rule (app/styles/tokens.css), and `--star` sizes them.
 */
export function Stars({ rating = 5, label, className }: { rating?: number; label?: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={label ?? `${rating} out of 5 stars`}
      data-rating={rating === 5 ? undefined : rating}
      className={cn("stars text-star", className)}
    />
  );
}
