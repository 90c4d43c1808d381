import { use, useId, useState } from "react";
import { Field } from "../../app/components/ui/field";
import { moved } from "./content-paths";
import { ProblemsContext, type ContentEditor } from "./use-content-editor";
import { MoveButtons } from "./move-buttons";
import { SmallButton } from "../ui/small-button";

/** The questions one page lists (the FAQ page or the home page), in its order: move, take off, add another. */
export function PageOrder({
  editor,
  list,
  title,
}: {
  editor: ContentEditor;
  list: "faqPage" | "homeFaqs";
  /** The page, in words: "the FAQ page". */
  title: string;
}) {
  const { content, change } = editor;
  const ids = content[list];
  const problems = use(ProblemsContext);
  const [adding, setAdding] = useState("");
  const [said, setSaid] = useState("");
  const id = useId();
  const question = (faqId: string) => content.faqs.find((f) => f.id === faqId)?.question || "(not written yet)";
  const others = content.faqs.filter((f) => !ids.includes(f.id));
  const setIds = (update: (ids: string[]) => string[]) => change((doc) => ({ ...doc, [list]: update(doc[list]) }));
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        Questions on {title}
      </h2>
      <p role="status" className="sr-only">
        {said}
      </p>
      {ids.length === 0 ? <p className="mt-2 text-muted">No questions on this page.</p> : null}
      <ol className="mt-3 grid gap-3">
        {ids.map((faqId, index) => {
          const error = problems.get(`${list}[${faqId}]`);
          const errorId = `${id}-${index}-error`;
          return (
            <li key={faqId} className="rounded-xl p-3 ring-1 ring-line">
              <p className="font-semibold break-words text-navy-900">
                {index + 1}. {question(faqId)}
              </p>
              {error ? (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                <MoveButtons
                  name={question(faqId)}
                  index={index}
                  count={ids.length}
                  onMove={(by) => {
                    setIds((all) => moved(all, index, by));
                    setSaid(`Moved to ${index + by + 1} of ${ids.length}.`);
                  }}
                />
                <SmallButton
                  data-path={`${list}[${faqId}]`}
                  aria-describedby={error ? errorId : undefined}
                  aria-label={`Take off ${title}: ${question(faqId)}`}
                  onClick={() => {
                    setIds((all) => all.filter((other) => other !== faqId));
                    setSaid(`Taken off ${title}: ${question(faqId)}`);
                  }}
                >
                  Take off
                </SmallButton>
              </div>
            </li>
          );
        })}
      </ol>
      {others.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <Field label={`Add a question to ${title}`} className="min-w-0 flex-1 basis-60">
            {(props) => (
              <select {...props} value={adding} onChange={(event) => setAdding(event.currentTarget.value)}>
                <option value="">Choose a question…</option>
                {others.map((faq) => (
                  <option key={faq.id} value={faq.id}>
                    {faq.question || "(not written yet)"}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <SmallButton
            className="mb-1"
            onClick={() => {
              if (!adding) return;
              setIds((all) => [...all, adding]);
              setSaid(`Added at the end of ${title}: ${question(adding)}`);
              setAdding("");
            }}
          >
            Add
          </SmallButton>
        </div>
      ) : null}
    </section>
  );
}
