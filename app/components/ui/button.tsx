import { Slot } from "@radix-ui/react-slot";
import { buttonClass, type ButtonVariant } from "./button-class";

export { buttonClass, type ButtonVariant } from "./button-class";

/**
 * The one button look. A `<button>` by default; with `asChild` it styles its single child instead (a router
 * `<Link>`, an `<a>`, a phone link), merging class names and event handlers, so links that look like buttons
 * stay links.
 */
export function Button({
  variant = "primary",
  asChild = false,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant; asChild?: boolean }) {
  const classes = buttonClass(variant, className);
  if (asChild) return <Slot data-slot="button" className={classes} {...(props as React.ComponentProps<typeof Slot>)} />;
  return <button data-slot="button" type={type} className={classes} {...props} />;
}
