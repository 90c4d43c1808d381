import { useEffect, useRef, useState } from "react";
import { focusPath, type ContentEditor } from "./use-content-editor";

/**
 * Which items of an editor's list (`faqs`, `reviews`) are open: each toggled by its header, one just added opened,
 * and one a problem from the server names opened too, so its field is there to show it. An item opened by hand or
 * added takes the focus to its first field. One hook for the lists that open item by item.
 */
export function useOpenItems(problems: ContentEditor["problems"], list: string, firstField: string) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [shownProblems, setShownProblems] = useState(problems);
  if (problems !== shownProblems) {
    setShownProblems(problems);
    const ids = problems.flatMap((p) =>
      p.path.startsWith(`${list}[`) ? (/^\w+\[([^\]]+)\]/.exec(p.path)?.[1] ?? []) : [],
    );
    if (ids.length > 0) setOpen((all) => new Set([...all, ...ids]));
  }
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current && focusPath(focusNext.current)) focusNext.current = null;
  });
  const focusFirstField = (id: string) => (focusNext.current = `${list}[${id}].${firstField}`);

  return {
    isOpen: (id: string) => open.has(id),
    toggle: (id: string) => {
      const opening = !open.has(id);
      setOpen((all) => {
        const next = new Set(all);
        if (opening) next.add(id);
        else next.delete(id);
        return next;
      });
      if (opening) focusFirstField(id);
    },
    /** A new item: open, its first field focused once it is drawn. */
    opened: (id: string) => {
      setOpen((all) => new Set([...all, id]));
      focusFirstField(id);
    },
  };
}
