import type {
  OwnerArea,
  OwnerFaq,
  OwnerProject,
  OwnerReview,
  OwnerService,
  OwnerSuburbPage,
  SiteContent,
} from "../../app/content/document";
import { Stars } from "../../app/components/ui/stars";
import { sameValue } from "../../shared/same-value";
import { fieldsUnder, fieldText, projectFacts, serviceFields, valueAt, type DocField } from "./content-paths";
import { wordsAt } from "./site-answers";
import { Thumbnail } from "./thumbnail";

/**
 * One side's version of a conflicting item, as the owner would read it: a setting or a claim, a review, a question,
 * a service's words or a project's facts (those the two sides have differently), an area's description, or an order
 * as a numbered list. Owner text is text.
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
  if (value === null || value === undefined) return <p className="font-medium text-muted">Removed</p>;
  if (itemKey.startsWith("settings.") || itemKey.startsWith("claims.")) {
    // A setting or a claim: its value, or each of its values by name (the hours' days and times, the 24/7 line).
    const fields = fieldsUnder(itemKey);
    const at = (field: DocField) =>
      fieldText(field, field.path === itemKey ? value : valueAt(value, field.path.slice(itemKey.length + 1)));
    const [only, ...others] = fields;
    if (only && others.length === 0) return <p className="font-medium break-words">{at(only) || "(empty)"}</p>;
    return (
      <dl className="grid gap-1">
        {fields.map((field) => (
          <div key={field.path}>
            <dt className="text-sm text-muted">{field.label}</dt>
            <dd className="font-medium break-words">{at(field) || "(empty)"}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (itemKey.startsWith("reviews.") || itemKey.startsWith("homeTestimonials.")) {
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
  if (itemKey.startsWith("projects.")) return <ProjectVersion project={value as OwnerProject} docs={docs} />;
  if (itemKey.startsWith("areas.")) {
    const area = value as OwnerArea;
    return <p className="break-words whitespace-pre-line">{area.description || "(empty)"}</p>;
  }
  if (itemKey.startsWith("suburbPages.")) return <SuburbPageVersion page={value as OwnerSuburbPage} docs={docs} />;
  const ids = value as string[];
  const name = (id: string) =>
    docs.flatMap((doc) => doc.reviews).find((r) => r.id === id)?.name ??
    docs.flatMap((doc) => doc.faqs).find((f) => f.id === id)?.question ??
    docs.flatMap((doc) => doc.projects).find((p) => String(p.id) === id)?.title ??
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

/** Words as text: a list's or a group's, one a line. */
const plain = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Array.isArray(value)
      ? value.map(plain).join("\n")
      : typeof value === "object" && value !== null
        ? Object.values(value).map(plain).filter(Boolean).join("\n")
        : "";

/** A suburb page's version: the parts of its page the two sides have differently, each by its editor's label. */
function SuburbPageVersion({ page, docs }: { page: OwnerSuburbPage; docs: SiteContent[] }) {
  const [a, b] = docs.map((doc) => doc.suburbPages.find((p) => p.slug === page.slug));
  const parts = (Object.keys(page) as (keyof OwnerSuburbPage)[]).filter(
    (key) => key !== "slug" && !sameValue(a?.[key], b?.[key]),
  );
  return (
    <dl className="grid gap-1">
      {parts.map((key) => (
        <div key={key}>
          <dt className="text-sm text-muted">{wordsAt(`suburbPages.${key}`)?.label ?? key}</dt>
          <dd className="font-medium break-words whitespace-pre-line">{plain(page[key]) || "(empty)"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A project's version: its title, then only the facts the two sides have differently (all of them if none differ,
 * as when the other side removed it), photos as thumbnails with their captions.
 */
function ProjectVersion({ project, docs }: { project: OwnerProject; docs: SiteContent[] }) {
  const [mine, theirs] = docs.map((doc) => doc.projects.find((p) => p.id === project.id));
  const [a, b] = [mine, theirs].map((p) => (p ? projectFacts(p) : []));
  const facts = projectFacts(project);
  const differ = facts.filter((fact) => {
    const at = (list: typeof facts) => list.find((f) => f.label === fact.label)?.value;
    return !sameValue(at(a ?? []), at(b ?? []));
  });
  return (
    <div className="grid gap-1">
      <p className="font-semibold break-words">{project.title || "(no title)"}</p>
      <dl className="grid gap-1">
        {(differ.length > 0 ? differ : facts).map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="font-medium break-words whitespace-pre-line">
              {fact.photos ? (
                <span className="mt-1 flex flex-wrap gap-2">
                  {fact.photos.map((photo, i) => (
                    <span key={`${photo.image}-${i}`} className="grid w-24 gap-0.5">
                      <Thumbnail src={photo.image} className="w-24 sm:w-24" />
                      <span className="text-sm">{photo.caption || "(no caption)"}</span>
                    </span>
                  ))}
                </span>
              ) : (
                fact.text || "(empty)"
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
