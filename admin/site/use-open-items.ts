import { useEffect, useRef, useState } from "react";
import { focusPath, type ContentEditor } from "./use-content-editor";

/** The ids (or slugs) of the items of `list` that problems from the server name: "faqs[pricing].answer" → "pricing". */
const itemsNamed = (problems: ContentEditor["problems"], list: string) =>
  problems.flatMap((p) => (p.path.startsWith(`${list}[`) ? (/^\w+\[([^\]]+)\]/.exec(p.path)?.[1] ?? []) : []));

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
    const ids = itemsNamed(problems, list);
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

/**
 * Which items drawn as native `<details>` are open, by key: each item's own toggle (a click, a key, or focus moved
 * to a problem inside) reports its state here, and the items `opensFor` names for the server's problems are opened,
 * so their fields are there to show them.
 */
export function useOpenDetails(
  problems: ContentEditor["problems"],
  opensFor: (problems: ContentEditor["problems"]) => readonly string[],
) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [shownProblems, setShownProblems] = useState(problems);
  if (problems !== shownProblems) {
    setShownProblems(problems);
    const keys = opensFor(problems);
    if (keys.length > 0) setOpen((all) => new Set([...all, ...keys]));
  }
  return {
    isOpen: (key: string) => open.has(key),
    toggled: (key: string, opened: boolean) =>
      setOpen((all) => {
        if (all.has(key) === opened) return all;
        const next = new Set(all);
        if (opened) next.add(key);
        else next.delete(key);
        return next;
      }),
  };
}

/**
 * Which items of a list drawn as native `<details>` (the services, the suburb pages) are open, by slug: each item's
 * own toggle (a click, a key, or focus moved to a problem inside) reports its state here, and one a problem from the
 * server names (`list[slug].…`) is opened so its field is there to show it.
 */
export const useOpenSlugs = (problems: ContentEditor["problems"], list: string) =>
  useOpenDetails(problems, (named) => itemsNamed(named, list));
