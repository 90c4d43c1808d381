import { cn } from "../../lib/cn";
import { Stars } from "../ui/stars";

export interface LoopTestimonial {
  name: string;
  text: string;
  service: string;
}

/** Seconds per full loop of each column (spec section 9). */
export const TESTIMONIAL_LOOP_SECONDS = [15, 19, 17] as const;

/**
 * Three columns of review cards scrolling upwards forever. Each column renders its cards twice so the loop is
 * seamless; the copy is hidden from assistive technology so each review is read once. Columns pause on hover and
 * on keyboard focus, and stand still under reduced motion. Columns two and three show from the large breakpoint.
 */
export function TestimonialLoop({ columns }: { columns: readonly (readonly LoopTestimonial[])[] }) {
  return (
    <div className="grid max-h-[740px] gap-6 overflow-hidden [mask-image:linear-gradient(to_bottom,transparent,black_8%,black_92%,transparent)] lg:grid-cols-3">
      {columns.map((cards, i) => (
        <div key={i} data-testid="testimonial-column" className={cn("group relative", i > 0 && "hidden lg:block")}>
          <div
            className="flex flex-col gap-6 motion-safe:animate-[testimonial-scroll_var(--loop)_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
            style={{ "--loop": `${TESTIMONIAL_LOOP_SECONDS[i] ?? 17}s` } as React.CSSProperties}
          >
            <ul className="flex flex-col gap-6">
              {cards.map((card) => (
                <TestimonialCard key={card.name} card={card} />
              ))}
            </ul>
            <ul aria-hidden="true" className="flex flex-col gap-6">
              {cards.map((card) => (
                <TestimonialCard key={card.name} card={card} inert />
              ))}
            </ul>
          </div>
        </div>
      ))}
    </div>
  );
}

function TestimonialCard({ card, inert }: { card: LoopTestimonial; inert?: boolean }) {
  return (
    <li inert={inert} className="rounded-card border border-line bg-white p-6 shadow-card">
      <Stars />
      <blockquote className="mt-3 text-ink">
        <p>“{card.text}”</p>
      </blockquote>
      <p className="mt-4 font-bold text-navy-900">{card.name}</p>
      <p className="text-sm text-muted">{card.service}</p>
    </li>
  );
}
