import { useState } from "react";
import type { SiteContent } from "../../app/content/document";
import { moved } from "./content-paths";
import type { ContentEditor } from "./use-content-editor";

/** The document's lists whose items the owner edits one by one, each item known by its id. */
type ListKey = "projects" | "reviews" | "homeTestimonials" | "faqs";
type Item<K extends ListKey> = SiteContent[K][number];

/**
 * The edits an editor's list makes to its items (change one, move one, remove one) and what the list says about
 * them in its live region (`said`, shown by `EditorList`). `place` gives an item its place in the list and its
 * Up/Down and Remove, each saying what it did in the item's own words ("Review from Tama W. moved to 2 of 5."). One
 * hook for the lists of reviews, questions and projects.
 */
export function useListEdits<K extends ListKey>(editor: Pick<ContentEditor, "content" | "change">, key: K) {
  const [said, say] = useState("");
  const count = editor.content[key].length;
  const edit = (list: (items: readonly Item<K>[]) => Item<K>[]) =>
    editor.change((doc) => ({ ...doc, [key]: list(doc[key] as readonly Item<K>[]) }));
  const update = (id: Item<K>["id"], patch: Partial<Item<K>>) =>
    edit((items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  return {
    said,
    say,
    update,
    /** Item `index`'s place and buttons (MoveButtons and Remove); `name` is the item as the live region names it. */
    place: (item: Item<K>, index: number, name: string) => ({
      index,
      count,
      onMove: (by: -1 | 1) => {
        edit((items) => moved(items, index, by));
        say(`${name} moved to ${index + by + 1} of ${count}.`);
      },
      onRemove: () => {
        edit((items) => items.filter((other) => other.id !== item.id));
        say(`${name} removed.`);
      },
    }),
  };
}
