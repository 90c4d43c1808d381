import { areaLimits, areaName } from "../content-paths";
import type { ContentEditor } from "../use-content-editor";
import { DocField } from "./doc-field";
import { Panel } from "./panel";

/** Each area's description, one box each labelled with the area's name, in the website's order. */
export function AreaList({ editor }: { editor: ContentEditor }) {
  const { content, change } = editor;
  return (
    <Panel id="areas-heading" title="Areas">
      <p className="mt-1 text-sm text-muted">
        A sentence or two on each area: its card on the Service areas page, and the top of its own page (the suburbs
        with a page written just for them keep that page's words).
      </p>
      <div className="mt-3 grid gap-4">
        {content.areas.map((area) => (
          <DocField
            key={area.slug}
            path={`areas[${area.slug}].description`}
            label={areaName(area.slug)}
            max={areaLimits.description}
            multiline
            rows={3}
            value={area.description}
            onChange={(description) =>
              change((doc) => ({
                ...doc,
                areas: doc.areas.map((a) => (a.slug === area.slug ? { ...a, description } : a)),
              }))
            }
          />
        ))}
      </div>
    </Panel>
  );
}
