import { cn } from "../../lib/cn";

const tones = {
  signal: "bg-signal-700 text-white",
  navy: "bg-navy-900 text-white",
  soft: "bg-signal-50 text-signal-800 ring-1 ring-signal-100",
  water: "bg-water-50 text-water-700 ring-1 ring-water-100",
  light: "bg-white/95 text-navy-900 shadow-sm",
} as const;

/** A badge's look, for the rare badge that is also a control (a button that must look like its label). */
export function badgeClass(tone: keyof typeof tones = "soft", className?: string): string {
  return cn(
    "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold [&_svg]:size-4",
    tones[tone],
    className,
  );
}

export function Badge({
  tone = "soft",
  className,
  ...props
}: React.ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return <span data-slot="badge" className={badgeClass(tone, className)} {...props} />;
}
