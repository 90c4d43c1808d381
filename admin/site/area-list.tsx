import type { OwnerArea } from "../../app/content/document";
import { areaName, areaPageWords, hasOwnPage, limitOf, words as wordsOf } from "./content-paths";
import type { ContentEditor } from "./use-content-editor";
import { DocField } from "./doc-field";
import { Panel } from "../ui/panel";

/**
 * Each area's description, one box each labelled with the area's name, in the website's order, saying which page
 * the area's words are on: a suburb's own page (its words under Suburb pages), or the shared area page, whose
 * customer's words follow the description.
 */
/** What a customer said, on the shared area page. */
const said = wordsOf("areas.testimonial");

export function AreaList({ editor }: { editor: ContentEditor }) {
  const { content, change } = editor;
  const update = (slug: string, patch: Partial<OwnerArea>) =>
    change((doc) => ({ ...doc, areas: doc.areas.map((a) => (a.slug === slug ? { ...a, ...patch } : a)) }));
  return (
    <Panel id="areas-heading" title="Areas">
      <p className="mt-1 text-sm text-muted">
        A sentence or two on each area: its card on the Service areas page. Seven suburbs have a page written just for
        them; the others share one page, which shows the description and what a customer there said.
      </p>
      <ul className="mt-3 grid gap-6">
        {content.areas.map((area) => {
          const name = areaName(area.slug);
          const testimonial = area.testimonial;
          const words = (field: "text" | "name" | "location") => {
            return (
              <DocField
                path={`areas[${area.slug}].testimonial.${field}`}
                {...wordsOf(`areas.testimonial.${field}`)}
                rows={3}
                value={testimonial?.[field] ?? ""}
                onChange={(value) =>
                  update(area.slug, {
                    testimonial: { name: "", location: "", text: "", ...testimonial, [field]: value },
                  })
                }
              />
            );
          };
          return (
            <li key={area.slug} className="grid gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0">
              <DocField
                path={`areas[${area.slug}].description`}
                label={name}
                hint={areaPageWords(area.slug)}
                max={limitOf("areas.description")}
                multiline
                rows={3}
                value={area.description}
                onChange={(description) => update(area.slug, { description })}
              />
              {hasOwnPage(area.slug) ? null : (
                <fieldset data-path={`areas[${area.slug}].testimonial`} className="mt-2 grid min-w-0 gap-3">
                  <legend className="font-semibold text-navy-900">
                    {said.label} in {name}
                  </legend>
                  <p className="text-sm text-muted">{said.hint}</p>
                  {words("text")}
                  {words("name")}
                  {words("location")}
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
