import { FeatureCards } from "../ui/feature-cards";
import type { IconName } from "../ui/icon";
import { Section, SectionHeading, type SectionWords } from "../ui/section";
import { Testimonial } from "../ui/testimonial";

/** Three reasons to choose the business, and one customer who did. */
export function WhyChooseUs({
  heading,
  reasons,
  testimonial,
}: {
  heading: SectionWords;
  reasons: readonly { title: string; text: string; icon: IconName }[];
  testimonial: { text: string; author: string; location: string };
}) {
  return (
    <Section aria-labelledby="why-title">
      <SectionHeading id="why-title" {...heading} />
      <FeatureCards items={reasons} />
      <Testimonial
        text={testimonial.text}
        author={testimonial.author}
        detail={testimonial.location}
        className="mx-auto mt-12 max-w-3xl p-8 text-center text-xl"
      />
    </Section>
  );
}
