import { Container } from "../ui/container";
import { FaqActions } from "./faq-actions";
import { FaqList, type FaqEntry } from "./faq-list";

export function HomeFaq({ items, phone }: { items: readonly FaqEntry[]; phone: string }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-white py-14 sm:py-20">
      <Container className="max-w-3xl">
        <div className="mb-8 text-center">
          <p className="text-sm font-bold tracking-wider text-signal-700 uppercase">FAQ</p>
          <h2 id="faq-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Frequently Asked Questions
          </h2>
        </div>
        <FaqList items={items} />
        <FaqActions phone={phone} source="faq" tone="light" className="mt-8" />
      </Container>
    </section>
  );
}
