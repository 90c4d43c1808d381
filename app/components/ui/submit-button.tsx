import { Icon } from "./icon";
import { cn } from "../../lib/cn";
import { buttonClass } from "./button";

/** A form's submit button: disabled with a spinner and "Submitting..." while the request is in flight. */
export function SubmitButton({
  submitting,
  label,
  className,
}: {
  submitting: boolean;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      data-slot="button"
      disabled={submitting}
      className={buttonClass("primary", cn("text-lg", className))}
    >
      {submitting ? (
        <Icon name="LoaderCircle" aria-hidden="true" className="animate-spin" />
      ) : (
        <Icon name="Send" aria-hidden="true" />
      )}
      {submitting ? "Submitting..." : label}
    </button>
  );
}
