import type { OwnerFaq } from "../../app/content/document";
import { words } from "./content-paths";
import { DocField } from "./doc-field";
import { SmallButton } from "../ui/small-button";

/** One question: its words and the pages that list it; opened, its fields. Removing it takes it off both pages too. */
export function FaqItem({
  faq,
  pages,
  open,
  onToggle,
  onChange,
  onRemove,
}: {
  faq: OwnerFaq;
  /** The pages that list it, in words. */
  pages: string[];
  open: boolean;
  onToggle: () => void;
  onChange: (patch: Partial<OwnerFaq>) => void;
  onRemove: () => void;
}) {
  const name = faq.question || "New question";
  const at = (field: keyof OwnerFaq) => `faqs[${faq.id}].${field}`;
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <h3 className="font-bold break-words text-navy-900">{name}</h3>
      <p className="text-sm text-muted">{pages.length > 0 ? `On ${pages.join(" and ")}` : "On no page"}</p>
      {open ? (
        <div className="mt-3 grid gap-4">
          <DocField
            path={at("question")}
            {...words("faqs.question")}
            value={faq.question}
            onChange={(question) => onChange({ question })}
          />
          <DocField
            path={at("answer")}
            {...words("faqs.answer")}
            value={faq.answer}
            onChange={(answer) => onChange({ answer })}
          />
        </div>
      ) : (
        <p className="mt-1 line-clamp-2 break-words whitespace-pre-line">{faq.answer}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <SmallButton aria-expanded={open} aria-label={`${open ? "Done" : "Edit"} question: ${name}`} onClick={onToggle}>
          {open ? "Done" : "Edit"}
        </SmallButton>
        <SmallButton className="text-red-700" aria-label={`Remove question: ${name}`} onClick={onRemove}>
          Remove
        </SmallButton>
      </div>
    </li>
  );
}
