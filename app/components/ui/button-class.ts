import { cn } from "../../lib/cn";

/**
 * `.btn` is the shared look, written once in app/styles/tokens.css. The padding and the icon size stay utilities
 * here, so they keep deciding against a caller's own (`px-4` in the dashboard, an icon's `size-4`) as before.
 */
const base = "btn px-5 [&_svg]:size-5 [&_svg]:shrink-0";

const buttonVariants = {
  primary: "bg-signal-700 text-white shadow-sm hover:bg-signal-800",
  secondary: "bg-navy-900 text-white hover:bg-navy-700",
  outline: "border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white",
  ghost: "text-navy-900 hover:bg-navy-50",
  light: "bg-white text-navy-900 shadow-sm hover:bg-navy-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white hover:text-navy-900",
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

/**
 * The button look for a plain `<button>`, for the islands: `Button` (./button.tsx) carries Radix's `Slot` for
 * `asChild` (about 2.5 KB gzip), which a React island's budget cannot spare (docs/decisions/008-islands.md), nor the
 * dashboard's first load (issue 47). In a module of its own, so importing it never brings the Slot along.
 */
export const buttonClass = (variant: ButtonVariant = "primary", className?: string): string =>
  cn(base, buttonVariants[variant], className);
