import { Section, SectionHeading, type SectionWords } from "../ui/section";
import { ThermalComparison, type ThermalPair } from "./thermal-comparison";

/** The leak-detection page's before/after thermal comparisons. */
export function ThermalSection({ heading, pairs }: { heading: SectionWords; pairs: readonly ThermalPair[] }) {
  return (
    <Section aria-labelledby="thermal-title">
      <SectionHeading id="thermal-title" {...heading} />
      <div className="grid gap-6 md:grid-cols-3">
        {pairs.map((pair) => (
          <ThermalComparison key={pair.title} pair={pair} />
        ))}
      </div>
    </Section>
  );
}
