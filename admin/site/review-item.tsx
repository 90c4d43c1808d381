import { Stars } from "../../app/components/ui/stars";
import type { OwnerReview } from "../../app/content/document";
import { cn } from "../../app/lib/cn";
import { MoveButtons } from "./move-buttons";
import { ReviewForm } from "./review-form";
import { SmallButton } from "../ui/small-button";

/**
 * One review in the list: who, the stars, the service and whether the site shows it; opened, its fields. Its
 * buttons edit it, hide or show it, and move it (a review not saved yet can be removed instead of hidden).
 */
export function ReviewItem({
  review,
  list = "reviews",
  noun = "review",
  index,
  count,
  open,
  isNew,
  onToggle,
  onChange,
  onMove,
  onRemove,
}: {
  review: OwnerReview;
  /** Which list it is in, and what an item of it is called ("home testimonial"). */
  list?: "reviews" | "homeTestimonials";
  noun?: string;
  index: number;
  count: number;
  open: boolean;
  isNew: boolean;
  onToggle: () => void;
  onChange: (patch: Partial<OwnerReview>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = review.name || "New review";
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-bold break-words text-navy-900">{name}</h3>
        <Stars rating={review.rating} />
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-sm font-semibold",
            review.hidden ? "bg-red-50 text-red-800 ring-1 ring-red-200" : "bg-navy-50 text-navy-800",
          )}
        >
          {review.hidden ? "Hidden" : "Shown"}
        </span>
      </div>
      {open ? (
        <ReviewForm review={review} list={list} onChange={onChange} />
      ) : (
        <>
          <p className="text-sm text-muted">{review.service}</p>
          <p className="mt-1 line-clamp-3 break-words whitespace-pre-line">{review.text}</p>
        </>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <SmallButton
          aria-expanded={open}
          aria-label={`${open ? "Done" : "Edit"} ${noun} from ${name}`}
          onClick={onToggle}
        >
          {open ? "Done" : "Edit"}
        </SmallButton>
        {isNew ? (
          <SmallButton className="text-red-700" aria-label={`Remove ${noun} from ${name}`} onClick={onRemove}>
            Remove
          </SmallButton>
        ) : (
          <SmallButton
            aria-label={`${review.hidden ? "Show" : "Hide"} ${noun} from ${name}`}
            onClick={() => onChange({ hidden: !review.hidden })}
          >
            {review.hidden ? "Show" : "Hide"}
          </SmallButton>
        )}
        <MoveButtons name={`${noun} from ${name}`} index={index} count={count} onMove={onMove} />
      </div>
    </li>
  );
}
