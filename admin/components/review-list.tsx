import { use } from "react";
import { Button } from "../../app/components/ui/button";
import type { OwnerReview } from "../../app/content/document";
import { newId } from "../content-paths";
import { ProblemsContext, type ContentEditor } from "../use-content-editor";
import { useListEdits } from "../use-list-edits";
import { useOpenItems } from "../use-open-items";
import { ReviewItem } from "./review-item";
import { EditorList } from "./editor-list";

/**
 * The reviews in the order the site shows them: add one (at the top), edit, hide or show, move. A problem from the
 * server opens its review, so its field is there to show it.
 */
export function ReviewList({ editor }: { editor: ContentEditor }) {
  const { content, change, problems } = editor;
  const reviews = content.reviews;
  const items = useOpenItems(problems, "reviews", "name");
  const edits = useListEdits(editor, "reviews");
  const listError = use(ProblemsContext).get("reviews");

  const saved = new Set(editor.saved.reviews.map((r) => r.id));
  const name = (review: OwnerReview) => review.name || "New review";
  const add = () => {
    const id = newId("review");
    change((doc) => ({
      ...doc,
      reviews: [{ id, name: "", rating: 5, service: "", text: "", hidden: false }, ...doc.reviews],
    }));
    items.opened(id);
    edits.say("New review added at the top.");
  };

  return (
    <EditorList
      id="reviews-heading"
      count={reviews.length}
      noun={["review", "reviews"]}
      add={
        <Button variant="outline" onClick={add}>
          Add a review
        </Button>
      }
      problem={{ path: "reviews", message: listError }}
      said={edits.said}
      label="Reviews"
      ordered
    >
      {reviews.map((review, index) => (
        <ReviewItem
          key={review.id}
          review={review}
          {...edits.place(review, index, `Review from ${name(review)}`)}
          open={items.isOpen(review.id)}
          isNew={!saved.has(review.id)}
          onToggle={() => items.toggle(review.id)}
          onChange={(patch) => {
            edits.update(review.id, patch);
            if (patch.hidden !== undefined)
              edits.say(`Review from ${name(review)} ${patch.hidden ? "hidden from" : "shown on"} the site.`);
          }}
        />
      ))}
    </EditorList>
  );
}
