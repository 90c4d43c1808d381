import { use } from "react";
import { Button } from "../../app/components/ui/button";
import type { OwnerReview } from "../../app/content/document";
import { newId, reviewLists } from "./content-paths";
import { ProblemsContext, type ContentEditor } from "./use-content-editor";
import { useListEdits } from "./use-list-edits";
import { useOpenItems } from "./use-open-items";
import { ReviewItem } from "./review-item";
import { EditorList } from "./editor-list";

/**
 * A list of customers' words in the order the site shows them: the Reviews page's reviews, or the home page's
 * testimonials (`list`, a list of its own). Add one (at the top), edit, hide or show, move. A problem from the
 * server opens its item, so its field is there to show it.
 */
export function ReviewList({
  editor,
  list = "reviews",
}: {
  editor: ContentEditor;
  list?: "reviews" | "homeTestimonials";
}) {
  const { content, change, problems } = editor;
  const reviews = content[list];
  const words = reviewLists[list];
  const [one] = words.noun;
  const One = one.charAt(0).toUpperCase() + one.slice(1);
  const items = useOpenItems(problems, list, "name");
  const edits = useListEdits(editor, list);
  const listError = use(ProblemsContext).get(list);

  const saved = new Set(editor.saved[list].map((r) => r.id));
  const name = (review: OwnerReview) => review.name || `New ${one}`;
  const add = () => {
    const id = newId("review");
    change((doc) => ({
      ...doc,
      [list]: [{ id, name: "", rating: 5, service: "", text: "", hidden: false }, ...doc[list]],
    }));
    items.opened(id);
    edits.say(`New ${one} added at the top.`);
  };

  return (
    <EditorList
      id={`${list}-heading`}
      count={reviews.length}
      noun={words.noun}
      add={
        <Button variant="outline" onClick={add}>
          {words.add}
        </Button>
      }
      note={
        <p className="mt-1 text-sm text-muted">
          <span className="font-semibold text-navy-900">{words.heading}.</span> {words.text}
        </p>
      }
      problem={{ path: list, message: listError }}
      said={edits.said}
      label={words.heading}
      ordered
    >
      {reviews.map((review, index) => (
        <ReviewItem
          key={review.id}
          review={review}
          list={list}
          noun={one}
          {...edits.place(review, index, `${One} from ${name(review)}`)}
          open={items.isOpen(review.id)}
          isNew={!saved.has(review.id)}
          onToggle={() => items.toggle(review.id)}
          onChange={(patch) => {
            edits.update(review.id, patch);
            if (patch.hidden !== undefined)
              edits.say(`${One} from ${name(review)} ${patch.hidden ? "hidden from" : "shown on"} the site.`);
          }}
        />
      ))}
    </EditorList>
  );
}
