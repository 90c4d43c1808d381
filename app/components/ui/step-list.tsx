import { cn } from "../../lib/cn";

/** Numbered steps of a process, as an ordered list of cards. */
export function StepList({
  steps,
  className,
  badgeClassName = "bg-navy-900",
}: {
  steps: readonly { title: string; text: string }[];
  className?: string;
  badgeClassName?: string;
}) {
  return (
    <ol data-slot="step-list" className={cn("grid gap-6 md:grid-cols-3", className)}>
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-card border border-line bg-paper p-6">
          <span
            className={cn(
              "inline-flex size-10 items-center justify-center rounded-full font-bold text-white",
              badgeClassName,
            )}
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
          <p className="mt-1 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
