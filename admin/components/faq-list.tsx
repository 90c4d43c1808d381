import { useState } from "react";
import { Button } from "../../app/components/ui/button";
import { newId } from "../content-paths";
import type { ContentEditor } from "../use-content-editor";
import { useOpenItems } from "../use-open-items";
import { FaqItem } from "./faq-item";

/**
 * Every question the site can list, each once: add (it goes at the end of the FAQ page), edit, remove. A problem
 * from the server opens its question.
 */
export function FaqList({ editor }: { editor: ContentEditor }) {
  const { content, change, problems } = editor;
  const items = useOpenItems(problems, "faqs", "question");
  const [said, setSaid] = useState("");

  const pagesOf = (id: string) => [
    ...(content.faqPage.includes(id) ? ["the FAQ page"] : []),
    ...(content.homeFaqs.includes(id) ? ["the home page"] : []),
  ];
  const add = () => {
    const id = newId("question");
    change((doc) => ({ ...doc, faqs: [{ id, question: "", answer: "" }, ...doc.faqs], faqPage: [...doc.faqPage, id] }));
    items.opened(id);
    setSaid("New question added at the top, and at the end of the FAQ page.");
  };

  return (
    <section aria-labelledby="questions-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="questions-heading" className="text-xl font-bold text-navy-900">
          {content.faqs.length} {content.faqs.length === 1 ? "question" : "questions"}
        </h2>
        <Button variant="outline" onClick={add}>
          Add a question
        </Button>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      <ul className="mt-4 grid gap-3" aria-label="Questions">
        {content.faqs.map((faq) => (
          <FaqItem
            key={faq.id}
            faq={faq}
            pages={pagesOf(faq.id)}
            open={items.isOpen(faq.id)}
            onToggle={() => items.toggle(faq.id)}
            onChange={(patch) =>
              change((doc) => ({ ...doc, faqs: doc.faqs.map((f) => (f.id === faq.id ? { ...f, ...patch } : f)) }))
            }
            onRemove={() => {
              change((doc) => ({
                ...doc,
                faqs: doc.faqs.filter((f) => f.id !== faq.id),
                faqPage: doc.faqPage.filter((id) => id !== faq.id),
                homeFaqs: doc.homeFaqs.filter((id) => id !== faq.id),
              }));
              setSaid(`Question removed: ${faq.question || "New question"}. Save to keep this change.`);
            }}
          />
        ))}
      </ul>
    </section>
  );
}
