/**
 * A link that opens in a new tab, and says so to screen readers. Props pass through, so `Button asChild` can style
 * it; they come first, so a styled link's attributes keep their order.
 */
export function NewTabLink({ children, ...props }: React.ComponentProps<"a">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
