import { Icon, type IconName } from "../ui/icon";
import { CheckList } from "../ui/check-list";
import { Section } from "../ui/section";
import { Testimonial } from "../ui/testimonial";

/**
 * The challenge, the solution and its key features, beside the job's facts and the client's words. A part the owner
 * left empty ("", no features) is left out, heading and all; with nothing to show, so is the whole section.
 */
export function ProjectOverview({
  headings,
  details,
  facts,
  testimonial,
}: {
  /** The headings over the challenge, the solution and the key features. */
  headings: { challenge: string; solution: string; features: string };
  details: { challenge: string; solution: string; features: readonly string[] };
  facts: { duration: string; location: string; completed: string };
  /** The customer's words, where the project has them. */
  testimonial?: { text: string; author: string; rating: number };
}) {
  const rows = (
    [
      { term: "Duration", value: facts.duration, glyph: "Clock" },
      { term: "Location", value: facts.location, glyph: "MapPin" },
      { term: "Completed", value: facts.completed, glyph: "CalendarDays" },
    ] satisfies { term: string; value: string; glyph: IconName }[]
  ).filter((row) => row.value);
  const story = details.challenge || details.solution || details.features.length > 0;
  if (!story && rows.length === 0 && !testimonial) return null;
  return (
    <Section aria-labelledby="overview-title">
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <h2 id="overview-title" className="text-3xl font-extrabold tracking-tight">
            Project Overview
          </h2>
          {details.challenge ? (
            <>
              <h3 className="mt-6 text-xl font-bold">{headings.challenge}</h3>
              <p className="mt-2 text-lg text-muted">{details.challenge}</p>
            </>
          ) : null}
          {details.solution ? (
            <>
              <h3 className="mt-6 text-xl font-bold">{headings.solution}</h3>
              <p className="mt-2 text-lg text-muted">{details.solution}</p>
            </>
          ) : null}
          {details.features.length > 0 ? (
            <>
              <h3 className="mt-6 text-xl font-bold">{headings.features}</h3>
              <CheckList items={details.features} className="mt-3" />
            </>
          ) : null}
        </div>
        {rows.length > 0 || testimonial ? (
          <aside aria-label="Project details" className="space-y-6">
            {rows.length > 0 ? (
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
            ) : null}
            {testimonial && (
              <Testimonial
                text={testimonial.text}
                author={testimonial.author}
                rating={testimonial.rating}
                tone="navy"
              />
            )}
          </aside>
        ) : null}
      </div>
    </Section>
  );
}
