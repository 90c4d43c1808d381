/**
 * A link that opens in a new tab, and says so to screen readers. Props pass through, so `Button asChild` can style
 * it.
 */
export function NewTabLink({ href, children, ...props }: React.ComponentProps<"a">) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
