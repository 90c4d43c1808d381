import type { Picture } from "../../lib/media";
import { ResponsiveImage } from "../ui/responsive-image";
import { Section, SectionHeading, type SectionWords } from "../ui/section";

/** A job told in three photographed steps. */
export function PhotoSteps({
  heading,
  steps,
}: {
  heading: SectionWords;
  steps: readonly { title: string; location: string; image: Picture; description: string }[];
}) {
  return (
    <Section aria-labelledby="steps-title">
      <SectionHeading id="steps-title" {...heading} />
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
            <ResponsiveImage
              image={step.image}
              sizes="(min-width: 768px) 360px, 100vw"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-5">
              <p className="text-sm font-bold text-signal-700">Step {i + 1}</p>
              <h3 className="text-lg font-bold">{step.title}</h3>
              <p className="text-sm text-muted">{step.location}</p>
              <p className="mt-2">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
