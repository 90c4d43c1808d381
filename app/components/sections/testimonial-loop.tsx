import { Icon } from "../ui/icon";
import { cn } from "../../lib/cn";
import { Stars } from "../ui/stars";

export interface LoopTestimonial {
  name: string;
  text: string;
  service: string;
  /** Stars as the customer gave them; five unless told. */
  rating?: number;
}

/** Seconds per full loop of each column (spec section 9). */
const TESTIMONIAL_LOOP_SECONDS = [15, 19, 17] as const;

/**
 * Three columns of review cards gliding up to their last card and back, forever, in whatever height the section
 * leaves them. Each card is drawn once (issue 34: a one-way loop drew every card twice, for the seamless wrap): each
 * column is a size container, so the animation (app.css) moves its list by exactly what overflows the column, with
 * no copy, no jump and no script. Columns pause on hover, on keyboard focus and with the "Pause reviews" switch
 * (WCAG 2.2.2: touch screens have no hover), and stand still under reduced motion. Columns two and three show from
 * the large breakpoint. The switch is a checkbox styled in CSS, so it works before the page's JavaScript has loaded.
 */
export function TestimonialLoop({
  columns,
  className,
}: {
  columns: readonly (readonly LoopTestimonial[])[];
  className?: string;
}) {
  return (
    <div className={cn("group/loop flex flex-col gap-3", className)}>
      <label className="loop-pause">
        <input type="checkbox" className="sr-only" />
        <Icon name="Pause" aria-hidden="true" className="size-4" />
        Pause reviews
      </label>
      <div className="loop-columns">
        {columns.map((cards, i) => (
          <div
            key={i}
            data-testid="testimonial-column"
            className={cn("group relative [container-type:size]", i > 0 && "hidden lg:block")}
          >
            <ul
              className="loop-list"
              style={{ "--loop": `${TESTIMONIAL_LOOP_SECONDS[i] ?? 17}s` } as React.CSSProperties}
            >
              {cards.map((card) => (
                <TestimonialCard key={card.name} card={card} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function TestimonialCard({ card }: { card: LoopTestimonial }) {
  return (
    <li className="rounded-card border border-line bg-white p-6 shadow-card">
      <Stars rating={card.rating} />
      <blockquote className="mt-3 text-ink">
        <p>“{card.text}”</p>
      </blockquote>
      <p className="mt-4 font-bold text-navy-900">{card.name}</p>
      <p className="text-sm text-muted">{card.service}</p>
    </li>
  );
}
