import { cn } from "../../lib/cn";
import { Icon } from "../ui/icon";
import { isCurrentPath, NavLink } from "./nav-link";

export interface MenuService {
  slug: string;
  title: string;
}

/** The popover's id: one desktop Services entry per page. */
const LIST_ID = "services-menu";

/**
 * The desktop Services entry: a link to /services plus a button that shows the service links as a native popover
 * (the WAI "disclosure navigation" pattern, not an ARIA menu, so links keep their normal semantics). Enter/Space
 * toggle and Escape closes and returns focus with no script; app/enhance/services-menu.ts adds hover intent and
 * the arrow keys.
 */
export function ServicesMenu({
  services,
  pathname,
  markCurrent,
}: {
  services: readonly MenuService[];
  pathname: string;
  markCurrent: boolean;
}) {
  const current = (to: string, end = false) => markCurrent && isCurrentPath(pathname, to, end);
  return (
    <li data-hover-menu className="group relative [anchor-name:--services-menu]">
      <div className="flex items-center">
        <NavLink
          to="/services"
          current={current("/services")}
          className={cn(navItemClass(current("/services")), "pr-1")}
        >
          Services
        </NavLink>
        <button
          type="button"
          popoverTarget={LIST_ID}
          aria-controls={LIST_ID}
          aria-label="Show service pages"
          className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
        >
          <Icon
            name="ChevronDown"
            aria-hidden="true"
            className="size-5 transition-transform group-has-[:popover-open]:rotate-180"
          />
        </button>
      </div>
      <ul
        id={LIST_ID}
        popover="auto"
        className="services-popover w-72 rounded-card border border-line bg-white p-2 text-navy-900 shadow-lift"
      >
        <li>
          <NavLink
            to="/services"
            current={current("/services", true)}
            className={submenuItemClass}
            activeClassName={submenuActiveClass}
          >
            All Services
          </NavLink>
        </li>
        {services.map((service) => (
          <li key={service.slug}>
            <NavLink
              to={`/services/${service.slug}`}
              current={current(`/services/${service.slug}`)}
              className={submenuItemClass}
              activeClassName={submenuActiveClass}
            >
              {service.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function navItemClass(active: boolean): string {
  return cn(
    "inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-navy-900 hover:bg-navy-50",
    active && "bg-navy-50 text-signal-700 underline decoration-2 underline-offset-8",
  );
}

const submenuItemClass = "flex min-h-11 items-center rounded-lg px-3 py-2 font-medium text-navy-900 hover:bg-navy-50";
const submenuActiveClass = "bg-signal-50 text-signal-800";
