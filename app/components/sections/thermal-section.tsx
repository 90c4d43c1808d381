import { Section, SectionHeading } from "../ui/section";
import { ThermalComparison, type ThermalPair } from "./thermal-comparison";

/** The leak-detection page's before/after thermal comparisons. */
export function ThermalSection({ pairs }: { pairs: readonly ThermalPair[] }) {
  return (
    <Section aria-labelledby="thermal-title">
      <SectionHeading
        id="thermal-title"
        eyebrow="Thermal Imaging"
        title="See What the Camera Sees"
        intro="Switch each photo to its thermal view to see the leak the eye can't."
      />
      <div className="grid gap-6 md:grid-cols-3">
        {pairs.map((pair) => (
          <ThermalComparison key={pair.title} pair={pair} />
        ))}
      </div>
    </Section>
  );
}
