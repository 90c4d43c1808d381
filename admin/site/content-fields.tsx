import { valueAt, withValueAt, type DocField as Definition } from "./content-paths";
import type { ContentEditor } from "./use-content-editor";
import type { OfficeHoursRow } from "../../shared/office-hours";
import { DocCheckbox } from "./doc-checkbox";
import { DocField } from "./doc-field";
import { HoursField } from "./hours-field";
import { DocNumberField } from "./doc-number-field";

/**
 * A group of the document's single values (the business details, the claims), one labelled box each: the office
 * hours as days and times, a yes or no as a checkbox.
 */
export function ContentFields({ editor, fields }: { editor: ContentEditor; fields: Definition[] }) {
  const set = (path: string) => (value: unknown) => editor.change((doc) => withValueAt(doc, path, value));
  return (
    <div className="mt-3 grid gap-4">
      {fields.map(({ path, label, hint, max, multiline, type, number, kind }) =>
        kind === "hours" ? (
          <HoursField
            key={path}
            path={path}
            label={label}
            hint={hint}
            value={valueAt(editor.content, path) as OfficeHoursRow[]}
            onChange={set(path)}
          />
        ) : kind === "checkbox" ? (
          <DocCheckbox
            key={path}
            path={path}
            label={label}
            hint={hint}
            checked={valueAt(editor.content, path) === true}
            onChange={set(path)}
          />
        ) : number ? (
          <DocNumberField
            key={path}
            path={path}
            label={label}
            hint={hint}
            whole={number === "whole"}
            value={valueAt(editor.content, path) as number}
            onChange={set(path)}
          />
        ) : (
          <DocField
            key={path}
            path={path}
            label={label}
            hint={hint}
            max={max}
            multiline={multiline}
            type={type}
            value={String(valueAt(editor.content, path) ?? "")}
            onChange={set(path)}
          />
        ),
      )}
    </div>
  );
}
