/**
 * A link to a section of the home page: a plain "/#id" link ("/" for Home) that works with no script.
 * app/enhance/sections.ts scrolls there smoothly on the home page, or after about 100 ms once "/" has loaded from
 * another page (spec section 2).
 */
export function SectionLink({
  section,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & { section: string }) {
  return (
    <a href={section === "home" ? "/" : `/#${section}`} data-section={section} {...props}>
      {children}
    </a>
  );
}
