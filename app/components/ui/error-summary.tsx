import { Icon } from "./icon";
import { cn } from "../../lib/cn";

export interface Problem {
  field: string;
  message: string;
}

/**
 * What is wrong with a form, above it (the GOV.UK error summary). The form focuses it when it appears, so a screen
 * reader reads the problems out at once; each problem moves to its field, which carries the same message through
 * aria-describedby.
 */
export function ErrorSummary({
  problems,
  onSelect,
  ref,
  className,
}: {
  problems: readonly Problem[];
  onSelect: (field: string) => void;
  ref?: React.Ref<HTMLDivElement>;
  className?: string;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-slot="error-summary"
      className={cn("rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900", className)}
    >
      <h3 className="flex items-center gap-2 font-bold">
        <Icon name="CircleAlert" aria-hidden="true" className="size-5 shrink-0" />
        {problems.length === 1 ? "There is a problem" : `There are ${problems.length} problems`}
      </h3>
      <ul className="mt-2 space-y-1">
        {problems.map((p) => (
          <li key={p.field}>
            <button
              type="button"
              onClick={() => onSelect(p.field)}
              className="min-h-11 text-left font-semibold underline underline-offset-4"
            >
              {p.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
