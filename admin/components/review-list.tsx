import { use, useEffect, useRef, useState } from "react";
import { Button } from "../../app/components/ui/button";
import type { OwnerReview } from "../../app/content/document";
import { moved, newId } from "../content-paths";
import { focusPath, ProblemsContext, type ContentEditor } from "../use-content-editor";
import { ReviewItem } from "./review-item";
import { ListProblem } from "./list-problem";

/**
 * The reviews in the order the site shows them: add one (at the top), edit, hide or show, move. A problem from the
 * server opens its review, so its field is there to show it.
 */
export function ReviewList({ editor }: { editor: ContentEditor }) {
  const { content, change, problems } = editor;
  const reviews = content.reviews;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [shownProblems, setShownProblems] = useState(problems);
  if (problems !== shownProblems) {
    setShownProblems(problems);
    const ids = problems.flatMap((p) => /^reviews\[([^\]]+)\]/.exec(p.path)?.[1] ?? []);
    if (ids.length > 0) setOpen((all) => new Set([...all, ...ids]));
  }
  const [said, setSaid] = useState("");
  const listError = use(ProblemsContext).get("reviews");
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current && focusPath(focusNext.current)) focusNext.current = null;
  });

  const saved = new Set(editor.saved.reviews.map((r) => r.id));
  const name = (review: OwnerReview) => review.name || "New review";
  const update = (id: string, patch: Partial<OwnerReview>) =>
    change((doc) => ({ ...doc, reviews: doc.reviews.map((r) => (r.id === id ? { ...r, ...patch } : r)) }));
  const toggle = (id: string) => {
    const opening = !open.has(id);
    setOpen((all) => {
      const next = new Set(all);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening) focusNext.current = `reviews[${id}].name`;
  };
  const add = () => {
    const id = newId("review");
    change((doc) => ({
      ...doc,
      reviews: [{ id, name: "", rating: 5, service: "", text: "", hidden: false }, ...doc.reviews],
    }));
    setOpen((all) => new Set([...all, id]));
    focusNext.current = `reviews[${id}].name`;
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
            open={open.has(review.id)}
            isNew={!saved.has(review.id)}
            onToggle={() => toggle(review.id)}
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
