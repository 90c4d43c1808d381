import { use, useState } from "react";
import { Button } from "../../app/components/ui/button";
import type { OwnerReview } from "../../app/content/document";
import { moved, newId } from "../content-paths";
import { ProblemsContext, type ContentEditor } from "../use-content-editor";
import { useOpenItems } from "../use-open-items";
import { ReviewItem } from "./review-item";
import { ListProblem } from "./list-problem";

/**
 * The reviews in the order the site shows them: add one (at the top), edit, hide or show, move. A problem from the
 * server opens its review, so its field is there to show it.
 */
export function ReviewList({ editor }: { editor: ContentEditor }) {
  const { content, change, problems } = editor;
  const reviews = content.reviews;
  const items = useOpenItems(problems, "reviews", "name");
  const [said, setSaid] = useState("");
  const listError = use(ProblemsContext).get("reviews");

  const saved = new Set(editor.saved.reviews.map((r) => r.id));
  const name = (review: OwnerReview) => review.name || "New review";
  const update = (id: string, patch: Partial<OwnerReview>) =>
    change((doc) => ({ ...doc, reviews: doc.reviews.map((r) => (r.id === id ? { ...r, ...patch } : r)) }));
  const add = () => {
    const id = newId("review");
    change((doc) => ({
      ...doc,
      reviews: [{ id, name: "", rating: 5, service: "", text: "", hidden: false }, ...doc.reviews],
    }));
    items.opened(id);
    setSaid("New review added at the top.");
  };

  return (
    <section aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-bold text-navy-900">
          {reviews.length} {reviews.length === 1 ? "review" : "reviews"}, in the site&apos;s order
        </h2>
        <Button variant="outline" onClick={add}>
          Add a review
        </Button>
      </div>
      <ListProblem path="reviews" message={listError} />
      <p role="status" className="sr-only">
        {said}
      </p>
      <ol className="mt-4 grid gap-3" aria-label="Reviews">
        {reviews.map((review, index) => (
          <ReviewItem
            key={review.id}
            review={review}
            index={index}
            count={reviews.length}
            open={items.isOpen(review.id)}
            isNew={!saved.has(review.id)}
            onToggle={() => items.toggle(review.id)}
            onChange={(patch) => {
              update(review.id, patch);
              if (patch.hidden !== undefined)
                setSaid(`Review from ${name(review)} ${patch.hidden ? "hidden from" : "shown on"} the site.`);
            }}
            onMove={(by) => {
              change((doc) => ({ ...doc, reviews: moved(doc.reviews, index, by) }));
              setSaid(`Review from ${name(review)} moved to ${index + by + 1} of ${reviews.length}.`);
            }}
            onRemove={() => {
              change((doc) => ({ ...doc, reviews: doc.reviews.filter((r) => r.id !== review.id) }));
              setSaid(`Review from ${name(review)} removed.`);
            }}
          />
        ))}
      </ol>
    </section>
  );
}
