import type { OwnerReview } from "../../app/content/document";
import { words as wordsOf } from "./content-paths";
import { DocField } from "./doc-field";
import { RatingField } from "./rating-field";

/**
 * A review's fields (or a home testimonial's: `list`): who, the stars, the service, their words. Each carries its
 * place for the server's problems.
 */
export function ReviewForm({
  review,
  list = "reviews",
  onChange,
}: {
  review: OwnerReview;
  list?: "reviews" | "homeTestimonials";
  onChange: (patch: Partial<OwnerReview>) => void;
}) {
  const at = (field: keyof OwnerReview) => `${list}[${review.id}].${field}`;
  const words = (field: "name" | "service" | "text") => (
    <DocField
      path={at(field)}
      {...wordsOf(`${list}.${field}`)}
      value={review[field]}
      onChange={(value) => onChange({ [field]: value })}
    />
  );
  return (
    <div className="mt-3 grid gap-4">
      {words("name")}
      <RatingField
        path={at("rating")}
        name={list === "reviews" ? `rating-${review.id}` : `${list}-rating-${review.id}`}
        value={review.rating}
        onChange={(rating) => onChange({ rating })}
      />
      {words("service")}
      {words("text")}
    </div>
  );
}
