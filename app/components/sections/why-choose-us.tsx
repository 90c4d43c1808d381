import { FeatureCards } from "../ui/feature-cards";
import type { IconName } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { Testimonial } from "../ui/testimonial";

/** Three reasons to choose the business, and one customer who did. */
export function WhyChooseUs({
  reasons,
  testimonial,
}: {
  reasons: readonly { title: string; text: string; icon: IconName }[];
  testimonial: { text: string; author: string; location: string };
}) {
  return (
    <Section aria-labelledby="why-title">
      <SectionHeading id="why-title" title="Why Choose Us" />
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
