import { Fragment, useEffect, useState } from "react";
import type { OwnerSuburbPage } from "../../app/content/document";
import { suburbPageLists, words, type FieldWords } from "./content-paths";
import { focusPath } from "./use-content-editor";
import { DetailsItem } from "./details-item";
import { DocField } from "./doc-field";
import { SmallButton } from "../ui/small-button";

/** A suburb page's field's words ("headline", "reviews.text": each customer's words, "about.*": each paragraph). */
const f = (place: string) => words(`suburbPages.${place}`);

/**
 * One suburb's own page (/areas/<slug>) as a collapsible item: a native <details>, like a service's; opened, a box
 * for each word the page shows, in the page's order, each labelled and limited by the document's schema (`words`). The
 * trust cards, customers, paragraphs and reasons are grouped, each numbered by its place on the page; a customer, a
 * paragraph or a reason can be added (focus moves to its first box) or removed (focus moves to the one now in its
 * place), from one to the most the page takes.
 */
export function SuburbPageItem({
  page,
  name,
  edited,
  open,
  onToggle,
  onChange,
}: {
  page: OwnerSuburbPage;
  name: string;
  edited: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  onChange: (patch: Partial<OwnerSuburbPage>) => void;
}) {
  const at = `suburbPages[${page.slug}]`;
  const [said, setSaid] = useState("");
  // The box to focus once the list is drawn again; a new object each time, so the same place can be asked twice.
  const [focusNext, setFocusNext] = useState<{ path: string } | null>(null);
  useEffect(() => {
    if (focusNext) focusPath(focusNext.path);
  }, [focusNext]);
  /** A list's entry's first box: a customer's words, a paragraph, a reason. */
  const entryPath = (key: keyof typeof suburbPageLists, i: number) =>
    key === "reviews" ? `${at}.reviews[${i}].text` : `${at}.${key}.${i}`;
  const remove = (key: keyof typeof suburbPageLists, i: number) => {
    const list = page[key];
    if (list.length <= 1) return null;
    const { one } = suburbPageLists[key];
    return (
      <SmallButton
        className="mb-1 shrink-0 justify-self-start text-red-700"
        aria-label={`Remove ${one} ${i + 1}`}
        onClick={() => {
          onChange({ [key]: list.filter((_, j) => j !== i) });
          setSaid(`${one.charAt(0).toUpperCase()}${one.slice(1)} ${i + 1} removed.`);
          setFocusNext({ path: entryPath(key, Math.min(i, list.length - 2)) });
        }}
      >
        Remove
      </SmallButton>
    );
  };
  const add = <K extends keyof typeof suburbPageLists>(key: K, empty: OwnerSuburbPage[K][number]) => {
    const list = page[key];
    const { max, add: words } = suburbPageLists[key];
    if (list.length >= max) return <p className="text-sm text-muted">{max} is the most its page takes.</p>;
    return (
      <SmallButton
        className="justify-self-start"
        onClick={() => {
          onChange({ [key]: [...list, empty] });
          setFocusNext({ path: entryPath(key, list.length) });
        }}
      >
        {words}
      </SmallButton>
    );
  };
  const box = (path: string, said: FieldWords, value: string, set: (value: string) => void, label = said.label) => (
    <DocField
      key={path}
      path={`${at}.${path}`}
      label={label}
      hint={said.hint}
      max={said.max}
      multiline={said.multiline}
      rows={3}
      value={value}
      onChange={set}
    />
  );
  const group = (path: string, said: FieldWords, ...children: React.ReactNode[]) => (
    <fieldset data-path={`${at}.${path}`} className="grid min-w-0 gap-3">
      <legend className="font-semibold text-navy-900">{said.label}</legend>
      {said.hint ? <p className="text-sm text-muted">{said.hint}</p> : null}
      {children.map((child, i) => (
        <Fragment key={i}>{child}</Fragment>
      ))}
    </fieldset>
  );
  const stat = (key: keyof OwnerSuburbPage["stats"]) =>
    box(`stats.${key}`, f(`stats.${key}`), page.stats[key], (value) =>
      onChange({ stats: { ...page.stats, [key]: value } }),
    );
  const heading = (key: keyof OwnerSuburbPage["headings"]) =>
    box(`headings.${key}`, f(`headings.${key}`), page.headings[key], (value) =>
      onChange({ headings: { ...page.headings, [key]: value } }),
    );
  return (
    <DetailsItem
      title={
        <>
          <strong>{name}</strong>
          <span className="block text-sm font-normal text-muted">Its own page: /areas/{page.slug}</span>
        </>
      }
      edited={edited}
      open={open}
      onToggle={onToggle}
    >
      <fieldset className="min-w-0 px-4 pb-4">
        <legend className="sr-only">{name}'s page</legend>
        <p role="status" className="sr-only">
          {said}
        </p>
        <div className="grid gap-5">
          {box("headline", f("headline"), page.headline, (headline) => onChange({ headline }))}
          {box("badge", f("badge"), page.badge, (badge) => onChange({ badge }))}
          {box("heroText", f("heroText"), page.heroText, (heroText) => onChange({ heroText }))}
          {stat("responseTime")}
          {stat("happyCustomers")}
          {stat("availability")}
          {stat("rating")}
          {group(
            "trustCards",
            f("trustCards"),
            heading("trustEyebrow"),
            heading("trust"),
            page.trustCards.map((card, i) => {
              const set = (patch: Partial<typeof card>) =>
                onChange({ trustCards: page.trustCards.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
              return (
                <div key={i} className="grid gap-3 rounded-card bg-paper p-3">
                  {box(
                    `trustCards[${i}].title`,
                    f("trustCards.title"),
                    card.title,
                    (title) => set({ title }),
                    `Card ${i + 1}, title`,
                  )}
                  {box(
                    `trustCards[${i}].text`,
                    f("trustCards.text"),
                    card.text,
                    (text) => set({ text }),
                    `Card ${i + 1}, text`,
                  )}
                </div>
              );
            }),
          )}
          {group(
            "reviews",
            f("reviews"),
            heading("reviewsEyebrow"),
            heading("reviews"),
            page.reviews.map((review, i) => {
              const set = (patch: Partial<typeof review>) =>
                onChange({ reviews: page.reviews.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
              return (
                <div key={i} className="grid gap-3 rounded-card bg-paper p-3">
                  {box(
                    `reviews[${i}].text`,
                    f("reviews.text"),
                    review.text,
                    (text) => set({ text }),
                    `Customer ${i + 1}, their words`,
                  )}
                  {box(
                    `reviews[${i}].name`,
                    f("reviews.name"),
                    review.name,
                    (name) => set({ name }),
                    `Customer ${i + 1}, their name`,
                  )}
                  {box(
                    `reviews[${i}].service`,
                    f("reviews.service"),
                    review.service,
                    (service) => set({ service }),
                    `Customer ${i + 1}, service`,
                  )}
                  {remove("reviews", i)}
                </div>
              );
            }),
            add("reviews", { name: "", text: "", service: "" }),
          )}
          {group(
            "about",
            f("about"),
            heading("about"),
            page.about.map((paragraph, i) => (
              <div key={i} className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  {box(
                    `about.${i}`,
                    f("about.*"),
                    paragraph,
                    (value) => onChange({ about: page.about.map((p, j) => (j === i ? value : p)) }),
                    `Paragraph ${i + 1}`,
                  )}
                </div>
                {remove("about", i)}
              </div>
            )),
            add("about", ""),
          )}
          {box("population", f("population"), page.population, (population) => onChange({ population }))}
          {group(
            "reasons",
            f("reasons"),
            heading("reasons"),
            page.reasons.map((reason, i) => (
              <div key={i} className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  {box(
                    `reasons.${i}`,
                    f("reasons.*"),
                    reason,
                    (value) => onChange({ reasons: page.reasons.map((r, j) => (j === i ? value : r)) }),
                    `Reason ${i + 1}`,
                  )}
                </div>
                {remove("reasons", i)}
              </div>
            )),
            add("reasons", ""),
          )}
          {box("closing.title", f("closing.title"), page.closing.title, (title) =>
            onChange({ closing: { ...page.closing, title } }),
          )}
          {box("closing.text", f("closing.text"), page.closing.text, (text) =>
            onChange({ closing: { ...page.closing, text } }),
          )}
        </div>
      </fieldset>
    </DetailsItem>
  );
}
