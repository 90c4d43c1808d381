import { Icon, type IconName } from "../ui/icon";
import { CheckList } from "../ui/check-list";
import { Section } from "../ui/section";
import { Testimonial } from "../ui/testimonial";

/** The challenge, the solution and its key features, beside the job's facts and the client's words. */
export function ProjectOverview({
  details,
  facts,
  testimonial,
}: {
  details: { challenge: string; solution: string; features: readonly string[] };
  facts: { duration: string; location: string; completed: string };
  /** The customer's words, where the project has them. */
  testimonial?: { text: string; author: string; rating: number };
}) {
  const rows: { term: string; value: string; glyph: IconName }[] = [
    { term: "Duration", value: facts.duration, glyph: "Clock" },
    { term: "Location", value: facts.location, glyph: "MapPin" },
    { term: "Completed", value: facts.completed, glyph: "CalendarDays" },
  ];
  return (
    <Section aria-labelledby="overview-title">
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <h2 id="overview-title" className="text-3xl font-extrabold tracking-tight">
            Project Overview
          </h2>
          <h3 className="mt-6 text-xl font-bold">The Challenge</h3>
          <p className="mt-2 text-lg text-muted">{details.challenge}</p>
          <h3 className="mt-6 text-xl font-bold">Our Solution</h3>
          <p className="mt-2 text-lg text-muted">{details.solution}</p>
          <h3 className="mt-6 text-xl font-bold">Key Features</h3>
          <CheckList items={details.features} className="mt-3" />
        </div>
        <aside aria-label="Project details" className="space-y-6">
          <dl className="space-y-4 rounded-card border border-line bg-white p-6 shadow-card">
            {rows.map(({ term, value, glyph }) => (
              <div key={term} className="flex gap-3">
                <dt className="flex gap-3 font-semibold">
                  <Icon name={glyph} aria-hidden="true" className="size-5 text-signal-700" />
                  {term}
                </dt>
                <dd className="ml-auto">{value}</dd>
              </div>
            ))}
          </dl>
          {testimonial && (
            <Testimonial text={testimonial.text} author={testimonial.author} rating={testimonial.rating} tone="navy" />
          )}
        </aside>
      </div>
    </Section>
  );
}
