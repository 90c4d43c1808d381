import { cn } from "../../lib/cn";
import { Icon } from "../ui/icon";
import { PopoverButton } from "../ui/popover-button";
import { isCurrentPath, NavLink } from "./nav-link";

export interface MenuService {
  slug: string;
  title: string;
}

/** What the site menu and its Services entry both draw from: the service pages, the path, and whether to mark it. */
export interface MenuProps {
  services: readonly MenuService[];
  pathname: string;
  markCurrent: boolean;
}

/** The popover's id: one Services entry per page. */
const LIST_ID = "services-menu";

/**
 * The Services entry of the site's one navigation list (main-nav.tsx): a link to /services, then the service pages.
 * From the large-screen breakpoint the pages are a native popover shown by the button beside the link (the WAI
 * "disclosure navigation" pattern, not an ARIA menu, so links keep their normal semantics): Enter/Space toggle and
 * Escape closes and returns focus with no script, and app/enhance/services-menu.ts adds hover intent and the arrow
 * keys. Below it, inside the open site menu, app.css lays the same list out under the link, always shown, and the
 * button and "All Services" (the link above says it) are hidden.
 */
export function ServicesMenu({ services, pathname, markCurrent }: MenuProps) {
  const current = (to: string, end = false) => markCurrent && isCurrentPath(pathname, to, end);
  return (
    <li data-hover-menu className="group relative py-1 lg:py-0 [anchor-name:--services-menu]">
      <div className="lg:flex lg:items-center">
        <NavLink
          to="/services"
          current={current("/services")}
          className={cn(navItemClass(current("/services")), "lg:pr-1")}
        >
          Services
        </NavLink>
        <PopoverButton
          target={LIST_ID}
          label="Show service pages"
          className="hidden size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 lg:inline-flex"
        >
          <Icon
            name="ChevronDown"
            aria-hidden="true"
            className="size-5 transition-transform group-has-[:popover-open]:rotate-180"
          />
        </PopoverButton>
      </div>
      <ul id={LIST_ID} popover="auto" aria-label="Service pages" className="services-popover">
        <li className="max-lg:hidden">
          <NavLink
            to="/services"
            current={current("/services", true)}
            className={submenuItemClass(current("/services", true))}
          >
            All Services
          </NavLink>
        </li>
        {services.map((service) => {
          const active = current(`/services/${service.slug}`);
          return (
            <li key={service.slug}>
              <NavLink to={`/services/${service.slug}`} current={active} className={submenuItemClass(active)}>
                {service.title}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** A top-level item: a full-width row in the open menu, a pill in the bar from the large-screen breakpoint. */
export function navItemClass(active: boolean): string {
  return cn(
    "nav-item",
    active
      ? "text-signal-700 underline decoration-2 underline-offset-4 lg:bg-navy-50 lg:underline-offset-8"
      : "text-navy-900",
  );
}

/** A service page: a quieter row under Services in the open menu, a row of the popover list in the bar. */
function submenuItemClass(active: boolean): string {
  return cn(
    "nav-subitem",
    active ? "text-signal-800 max-lg:font-semibold lg:bg-signal-50" : "max-lg:text-muted lg:text-navy-900",
  );
}
