import type { OwnerArea, OwnerFaq, OwnerReview, OwnerService, SiteContent } from "../../app/content/document";
import { Stars } from "../../app/components/ui/stars";
import { fieldsUnder, serviceFields, valueAt } from "../content-paths";

/**
 * One side's version of a conflicting item, as the owner would read it: a setting or a claim, a review, a question,
 * a service's words (those the two sides wrote differently), an area's description, or an order as a numbered list.
 * Owner text is text.
 */
export function ConflictVersion({
  itemKey,
  value,
  docs,
}: {
  itemKey: string;
  value: unknown;
  /** Both sides' documents, to name the ids of an order. */
  docs: SiteContent[];
}) {
  if (value === undefined) return <p className="font-medium text-muted">Removed</p>;
  if (itemKey.startsWith("settings.") || itemKey.startsWith("claims.")) {
    // A setting or a claim: its value, or each of its values by name (the hours' two lines).
    const fields = fieldsUnder(itemKey);
    const at = (path: string) =>
      String((path === itemKey ? value : valueAt(value, path.slice(itemKey.length + 1))) ?? "");
    if (fields.length === 1) return <p className="font-medium break-words">{at(itemKey) || "(empty)"}</p>;
    return (
      <dl className="grid gap-1">
        {fields.map((field) => (
          <div key={field.path}>
            <dt className="text-sm text-muted">{field.label}</dt>
            <dd className="font-medium break-words">{at(field.path) || "(empty)"}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (itemKey.startsWith("reviews.")) {
    const review = value as OwnerReview;
    return (
      <div className="grid gap-1">
        <p className="font-semibold break-words">
          {review.name} <Stars rating={review.rating} className="align-middle" />
        </p>
        <p className="text-sm text-muted">
          {review.service}
          {review.hidden ? " · hidden from the site" : ""}
        </p>
        <p className="break-words whitespace-pre-line">{review.text}</p>
      </div>
    );
  }
  if (itemKey.startsWith("faqs.")) {
    const faq = value as OwnerFaq;
    return (
      <div className="grid gap-1">
        <p className="font-semibold break-words">{faq.question}</p>
        <p className="break-words whitespace-pre-line">{faq.answer}</p>
      </div>
    );
  }
  if (itemKey.startsWith("services.")) {
    const service = value as OwnerService;
    const versions = docs.map((doc) => doc.services.find((s) => s.slug === service.slug));
    const differ = serviceFields.filter((f) => versions[0]?.[f.field] !== versions[1]?.[f.field]);
    return (
      <dl className="grid gap-1">
        {(differ.length > 0 ? differ : serviceFields).map((f) => (
          <div key={f.field}>
            <dt className="text-sm text-muted">{f.label}</dt>
            <dd className="font-medium break-words whitespace-pre-line">{service[f.field] || "(empty)"}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (itemKey.startsWith("areas.")) {
    const area = value as OwnerArea;
    return <p className="break-words whitespace-pre-line">{area.description || "(empty)"}</p>;
  }
  const ids = value as string[];
  const name = (id: string) =>
    docs.flatMap((doc) => doc.reviews).find((r) => r.id === id)?.name ??
    docs.flatMap((doc) => doc.faqs).find((f) => f.id === id)?.question ??
    id;
  return (
    <ol className="list-decimal pl-6">
      {ids.map((id) => (
        <li key={id} className="break-words">
          {name(id)}
        </li>
      ))}
    </ol>
  );
}
