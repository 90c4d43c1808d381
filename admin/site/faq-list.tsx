import { Button } from "../../app/components/ui/button";
import { newId } from "./content-paths";
import type { ContentEditor } from "./use-content-editor";
import { useListEdits } from "./use-list-edits";
import { useOpenItems } from "./use-open-items";
import { EditorList } from "./editor-list";
import { FaqItem } from "./faq-item";

/**
 * Every question the site can list, each once: add (it goes at the end of the FAQ page), edit, remove. A problem
 * from the server opens its question.
 */
export function FaqList({ editor }: { editor: ContentEditor }) {
  const { content, change, problems } = editor;
  const items = useOpenItems(problems, "faqs", "question");
  const edits = useListEdits(editor, "faqs");

  const pagesOf = (id: string) => [
    ...(content.faqPage.includes(id) ? ["the FAQ page"] : []),
    ...(content.homeFaqs.includes(id) ? ["the home page"] : []),
  ];
  const add = () => {
    const id = newId("question");
    change((doc) => ({ ...doc, faqs: [{ id, question: "", answer: "" }, ...doc.faqs], faqPage: [...doc.faqPage, id] }));
    items.opened(id);
    edits.say("New question added at the top, and at the end of the FAQ page.");
  };

  return (
    <EditorList
      id="questions-heading"
      count={content.faqs.length}
      noun={["question", "questions"]}
      add={
        <Button variant="outline" onClick={add}>
          Add a question
        </Button>
      }
      said={edits.said}
      label="Questions"
      ordered={false}
    >
      {content.faqs.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          pages={pagesOf(faq.id)}
          open={items.isOpen(faq.id)}
          onToggle={() => items.toggle(faq.id)}
          onChange={(patch) => edits.update(faq.id, patch)}
          onRemove={() => {
            // A question leaves the pages that list it too, so this is not the list's plain remove.
            change((doc) => ({
              ...doc,
              faqs: doc.faqs.filter((f) => f.id !== faq.id),
              faqPage: doc.faqPage.filter((id) => id !== faq.id),
              homeFaqs: doc.homeFaqs.filter((id) => id !== faq.id),
            }));
            edits.say(`Question removed: ${faq.question || "New question"}. Save to keep this change.`);
          }}
        />
      ))}
    </EditorList>
  );
}
