import type { OwnerReview } from "../../app/content/document";
import { reviewLimits } from "../content-paths";
import { DocField } from "./doc-field";
import { RatingField } from "./rating-field";

/** A review's fields: who, the stars, the service, their words. Each carries its place for the server's problems. */
export function ReviewForm({
  review,
  onChange,
}: {
  review: OwnerReview;
  onChange: (patch: Partial<OwnerReview>) => void;
}) {
  const at = (field: keyof OwnerReview) => `reviews[${review.id}].${field}`;
  return (
    <div className="mt-3 grid gap-4">
      <DocField
        path={at("name")}
        label="Name"
        hint="As the customer agreed to be named, for example Tama W."
        max={reviewLimits.name}
        value={review.name}
        onChange={(name) => onChange({ name })}
      />
      <RatingField
        path={at("rating")}
        name={`rating-${review.id}`}
        value={review.rating}
        onChange={(rating) => onChange({ rating })}
      />
      <DocField
        path={at("service")}
        label="Service"
        hint="What the job was, for example Leak Repair."
        max={reviewLimits.service}
        value={review.service}
        onChange={(service) => onChange({ service })}
      />
      <DocField
        path={at("text")}
        label="What they said"
        max={reviewLimits.text}
        multiline
        value={review.text}
        onChange={(text) => onChange({ text })}
      />
    </div>
  );
}
