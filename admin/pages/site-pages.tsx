import { useState } from "react";
import { sameValue } from "../../shared/same-value";
import { ContentFields } from "../components/content-fields";
import { DetailsItem } from "../components/details-item";
import { EditorFrame } from "../components/editor-frame";
import { Panel } from "../components/panel";
import { pageWordParts, valueAt } from "../content-paths";
import { useContentEditor } from "../use-content-editor";
import { editorHeading } from "../site-editors";

/**
 * The words the pages say beside the lists: each page's top heading, the sections' headings, the home, About,
 * Services and quote pages' own sections, and each page in search results. One collapsible group per page or
 * section, its boxes named by the content's schema (admin/content-paths.ts's `pageWordParts`); a group a problem
 * from the server is in opens, so its box is there to show it.
 */
export function PageWordsPage() {
  const editor = useContentEditor("pages");
  const parts = pageWordParts(editor.content);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [shownProblems, setShownProblems] = useState(editor.problems);
  if (editor.problems !== shownProblems) {
    setShownProblems(editor.problems);
    const named = new Set(editor.problems.map((problem) => problem.path));
    const groups = parts.flatMap((part) => part.groups);
    const keys = groups.filter((group) => group.fields.some((field) => named.has(field.path))).map((g) => g.key);
    if (keys.length > 0) setOpened((all) => new Set([...all, ...keys]));
  }
  const toggled = (key: string, open: boolean) =>
    setOpened((all) => {
      const next = new Set(all);
      if (open) next.add(key);
      else next.delete(key);
      return next;
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
                  open={opened.has(group.key)}
                  onToggle={(open) => toggled(group.key, open)}
                >
                  {/* Drawn once opened: a phone keeps a few boxes at a time, not all 250. */}
                  {opened.has(group.key) ? (
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
