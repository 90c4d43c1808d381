import { cn } from "../../lib/cn";

/**
 * Whether a navigation link is the page being shown: its own path or, unless `end`, a page under it. Decided when
 * the page is pre-rendered, so the active route is highlighted in the HTML itself (spec section 2).
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return path === to || (!end && to !== "/" && path.startsWith(`${to}/`));
}

/** A plain link in the shell's navigation, marked `aria-current="page"` and styled when it is the current page. */
export function NavLink({
  to,
  current,
  className,
  activeClassName,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & { to: string; current: boolean; activeClassName?: string }) {
  return (
    <a
      href={to}
      aria-current={current ? "page" : undefined}
      className={cn(className, current && activeClassName)}
      {...props}
    >
      {children}
    </a>
  );
}
