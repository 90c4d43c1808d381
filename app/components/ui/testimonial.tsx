import { cn } from "../../lib/cn";
import { Stars } from "./stars";

const tones = {
  white: "bg-white shadow-card",
  paper: "border border-line bg-paper",
  navy: "bg-navy-900 text-white",
} as const;

/**
 * One customer's words: their stars, the quote, and who said it (with where, or for which job): on one line, or
 * `stacked` with the detail in small print below the name (review cards).
 */
export function Testimonial({
  text,
  author,
  detail,
  rating,
  tone = "white",
  stacked = false,
  className,
}: {
  text: string;
  author: string;
  detail?: string;
  /** Stars as the customer gave them; five unless told. */
  rating?: number;
  tone?: keyof typeof tones;
  stacked?: boolean;
  className?: string;
}) {
  return (
    <figure data-slot="testimonial" className={cn("rounded-card p-6", tones[tone], className)}>
      <Stars rating={rating} />
      <blockquote className="mt-3">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-3 font-bold">
        {author}
        {stacked ? (
          detail ? (
            <span className="block text-sm font-normal text-muted">{detail}</span>
          ) : null
        ) : detail ? (
          <>
            , <span className={cn("font-normal", tone === "navy" ? "text-navy-100" : "text-muted")}>{detail}</span>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
