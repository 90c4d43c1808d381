import { useEffect, useRef, useState } from "react";
import { Button } from "../../app/components/ui/button";
import { newId } from "../content-paths";
import { focusPath, type ContentEditor } from "../use-content-editor";
import { FaqItem } from "./faq-item";

/**
 * Every question the site can list, each once: add (it goes at the end of the FAQ page), edit, remove. A problem
 * from the server opens its question.
 */
export function FaqList({ editor }: { editor: ContentEditor }) {
  const { content, change, problems } = editor;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [shownProblems, setShownProblems] = useState(problems);
  if (problems !== shownProblems) {
    setShownProblems(problems);
    const ids = problems.flatMap((p) => /^faqs\[([^\]]+)\]/.exec(p.path)?.[1] ?? []);
    if (ids.length > 0) setOpen((all) => new Set([...all, ...ids]));
  }
  const [said, setSaid] = useState("");
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current && focusPath(focusNext.current)) focusNext.current = null;
  });

  const pagesOf = (id: string) => [
    ...(content.faqPage.includes(id) ? ["the FAQ page"] : []),
    ...(content.homeFaqs.includes(id) ? ["the home page"] : []),
  ];
  const toggle = (id: string) => {
    const opening = !open.has(id);
    setOpen((all) => {
      const next = new Set(all);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening) focusNext.current = `faqs[${id}].question`;
  };
  const add = () => {
    const id = newId("question");
    change((doc) => ({ ...doc, faqs: [{ id, question: "", answer: "" }, ...doc.faqs], faqPage: [...doc.faqPage, id] }));
    setOpen((all) => new Set([...all, id]));
    focusNext.current = `faqs[${id}].question`;
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
            open={open.has(faq.id)}
            onToggle={() => toggle(faq.id)}
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
