import { Icon } from "../ui/icon";
import { NewTabLink } from "../common/new-tab-link";
import { SectionLink } from "../common/section-link";
import { Button } from "../ui/button";
import { Container } from "../ui/container";
import { Stars } from "../ui/stars";
import { TestimonialLoop, type LoopTestimonial } from "./testimonial-loop";
import type { SectionWords } from "../ui/section";

/**
 * The section's height at most (spec sections 2 and 9): the columns scroll inside what the heading and buttons leave.
 * It is also the section's height: each column is a size container (testimonial-loop.tsx), so the cards inside no
 * longer stretch the section to it.
 */
const MAX_HEIGHT_PX = 740;

export function TestimonialsSection({
  heading,
  testimonials,
  badge,
  searchUrl,
}: {
  heading: SectionWords;
  testimonials: readonly LoopTestimonial[];
  badge: string;
  searchUrl: string;
}) {
  // Three columns, filled in order (the six of the seed: two each); only the first shows on a phone.
  const perColumn = Math.ceil(testimonials.length / 3);
  const columns = [0, 1, 2].map((i) => testimonials.slice(i * perColumn, (i + 1) * perColumn));
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="flex flex-col bg-paper py-10 sm:py-14"
      style={{ height: MAX_HEIGHT_PX, maxHeight: MAX_HEIGHT_PX }}
    >
      <Container className="flex min-h-0 flex-1 flex-col">
        <div className="mx-auto mb-4 max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 font-bold text-navy-900 shadow-card">
            <Stars label="5 out of 5 stars" /> {badge}
          </p>
          <h2 id="testimonials-title" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {heading.title}
          </h2>
        </div>
        <TestimonialLoop columns={columns} className="min-h-0 flex-1" />
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <SectionLink section="contact">Get Your Quote</SectionLink>
          </Button>
          <Button asChild variant="outline">
            <NewTabLink href={searchUrl}>
              Read All Reviews <Icon name="ExternalLink" aria-hidden="true" />
            </NewTabLink>
          </Button>
        </div>
      </Container>
    </section>
  );
}
