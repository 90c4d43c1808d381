import { Link, type LinkProps } from "react-router";
import { cn } from "../../lib/cn";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-full px-5 py-2.5 text-base font-semibold no-underline transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0";

export const buttonVariants = {
  primary: "bg-signal-700 text-white shadow-sm hover:bg-signal-800",
  secondary: "bg-navy-900 text-white hover:bg-navy-700",
  outline: "border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white",
  ghost: "text-navy-900 hover:bg-navy-50",
  light: "bg-white text-navy-900 shadow-sm hover:bg-navy-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white hover:text-navy-900",
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

export function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  return cn(base, buttonVariants[variant], className);
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button data-slot="button" type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link that looks like a button: internal routes go through the router, other hrefs stay plain anchors. */
export function LinkButton({
  variant = "primary",
  className,
  ...props
}: LinkProps & React.RefAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  return <Link data-slot="button" className={buttonClass(variant, className)} {...props} />;
}

export function AnchorButton({
  variant = "primary",
  className,
  ...props
}: React.ComponentProps<"a"> & { variant?: ButtonVariant }) {
  return <a data-slot="button" className={buttonClass(variant, className)} {...props} />;
}
