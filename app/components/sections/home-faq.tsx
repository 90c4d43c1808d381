import { Container } from "../ui/container";
import { FaqActions } from "./faq-actions";
import { FaqList, type FaqEntry } from "./faq-list";
import { SectionTitle, type SectionWords } from "../ui/section";

export function HomeFaq({
  heading,
  items,
  phone,
}: {
  heading: SectionWords;
  items: readonly FaqEntry[];
  phone: string;
}) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-white py-14 sm:py-20">
      <Container className="max-w-3xl">
        <div className="mb-8 text-center">
          <SectionTitle id="faq-title" words={heading} />
        </div>
        <FaqList items={items} />
        <FaqActions phone={phone} source="faq" tone="light" className="mt-8" />
      </Container>
    </section>
  );
}
