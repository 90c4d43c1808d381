import { sameValue } from "../../shared/same-value";
import { ContentFields } from "./content-fields";
import { DetailsItem } from "./details-item";
import { EditorFrame } from "./editor-frame";
import { Panel } from "../ui/panel";
import { pageWordParts, valueAt } from "./content-paths";
import { useContentEditor } from "./use-content-editor";
import { useOpenDetails } from "./use-open-items";
import { editorHeading } from "./site-editors";

/**
 * The words the pages say beside the lists: each page's top heading, the sections' headings, the home, About,
 * Services and quote pages' own sections, and each page in search results. One collapsible group per page or
 * section, its boxes named by the content's schema (`pageWordParts`); a group a problem
 * from the server is in opens, so its box is there to show it.
 */
export function PageWordsPage() {
  const editor = useContentEditor("pages");
  const parts = pageWordParts(editor.content);
  // A group opens when a problem names one of its boxes.
  const groups = useOpenDetails(editor.problems, (problems) => {
    const named = new Set(problems.map((problem) => problem.path));
    return parts
      .flatMap((part) => part.groups)
      .filter((group) => group.fields.some((field) => named.has(field.path)))
      .map((group) => group.key);
  });
  return (
    <EditorFrame editor={editor} {...editorHeading("pages")}>
      <div className="grid gap-6">
        {parts.map((part) => (
          <Panel key={part.key} id={`${part.key}-heading`} title={part.title}>
            <ul className="mt-3 grid gap-3">
              {part.groups.map((group) => (
                <DetailsItem
                  key={group.key}
                  title={group.title}
                  edited={!sameValue(valueAt(editor.content, group.key), valueAt(editor.saved, group.key))}
                  open={groups.isOpen(group.key)}
                  onToggle={(open) => groups.toggled(group.key, open)}
                >
                  {/* Drawn once opened: a phone keeps a few boxes at a time, not all 250. */}
                  {groups.isOpen(group.key) ? (
                    <div className="px-4 pb-4">
                      <ContentFields editor={editor} fields={group.fields} />
                    </div>
                  ) : null}
                </DetailsItem>
              ))}
            </ul>
          </Panel>
        ))}
      </div>
    </EditorFrame>
  );
}
