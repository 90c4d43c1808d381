export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions as native disclosure widgets: each opens on its own, several can be open at once, they work before
 * any script loads, and the browser's find-in-page opens the one holding a match. The question is plain text: a
 * <summary> is a button to assistive technology, whose content is read as its name, so many screen readers never
 * announce a heading put inside it. Its chevron is the summary's ::after (`.faq-question`, app/styles/app.css).
 */
export function FaqList({ items }: { items: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`}>
          <summary className="faq-question">{item.question}</summary>
          <p className="px-5 pb-5 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
