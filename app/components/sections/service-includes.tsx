import { CheckList } from "../ui/check-list";
import { Section } from "../ui/section";

/** What a service includes beside what the customer gains from it. */
export function ServiceIncludes({
  headings,
  features,
  benefits,
}: {
  headings: { features: string; benefits: string };
  features: readonly string[];
  benefits: readonly string[];
}) {
  return (
    <Section tone="white" aria-label="What's included and key benefits">
      <div className="grid gap-10 md:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold">{headings.features}</h2>
          <CheckList items={features} className="mt-4" />
        </div>
        <div>
          <h2 className="text-2xl font-bold">{headings.benefits}</h2>
          <CheckList items={benefits} tone="signal" className="mt-4" />
        </div>
      </div>
    </Section>
  );
}
