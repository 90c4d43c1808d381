import { PhoneLink } from "../common/phone-link";
import { SectionLink } from "../common/section-link";
import { Button } from "../ui/button";
import { Container } from "../ui/container";
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
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="secondary">
            <PhoneLink source="faq">Call {phone}</PhoneLink>
          </Button>
          <Button asChild variant="outline">
            <SectionLink section="contact">Get In Touch</SectionLink>
          </Button>
        </div>
      </Container>
    </section>
  );
}
