import { Icon } from "../ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "../../lib/cn";

/** Hover intent before the submenu opens, so passing the pointer across the bar does not flash it (spec 9). */
export const SUBMENU_OPEN_DELAY_MS = 100;
const SUBMENU_CLOSE_DELAY_MS = 150;

export interface MenuService {
  slug: string;
  title: string;
}

/**
 * The desktop Services entry: a link to /services plus a disclosure button revealing the service links
 * (the WAI "disclosure navigation" pattern, not an ARIA menu, so links keep their normal semantics).
 * Keyboard: Enter/Space toggle, ArrowDown/ArrowUp open and move, Home/End jump, Escape closes and returns focus.
 */
export function ServicesMenu({ services, markCurrent }: { services: readonly MenuService[]; markCurrent: boolean }) {
  const { pathname } = useLocation();
  const active = markCurrent && pathname.startsWith("/services");
  // Remembering where the menu was opened closes it on any navigation, with no effect to sync.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenAt((was) => ((typeof next === "function" ? next(was === pathname) : next) ? pathname : null));
  const listId = useId();
  const wrapper = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const links = () => Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]") ?? []);
  const focusItem = (index: number) => {
    const items = links();
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };
  const openThenFocus = (index: number) => {
    setOpen(true);
    // The list renders on the next frame; focus once it exists.
    requestAnimationFrame(() => focusItem(index));
  };
  const schedule = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), next ? SUBMENU_OPEN_DELAY_MS : SUBMENU_CLOSE_DELAY_MS);
  };

  return (
    <li
      ref={wrapper}
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && schedule(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && schedule(false)}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <div className="flex items-center">
        <NavLink
          to="/services"
          end={false}
          className={cn(navItemClass(active), "pr-1")}
          aria-current={currentIf(active)}
        >
          Services
        </NavLink>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label="Show service pages"
          className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
          onClick={() => {
            window.clearTimeout(timer.current);
            setOpen((v) => !v);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              openThenFocus(0);
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              openThenFocus(-1);
            }
          }}
        >
          <Icon
            name="ChevronDown"
            aria-hidden="true"
            className={cn("size-5 transition-transform", open && "rotate-180")}
          />
        </button>
      </div>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 w-72 rounded-card border border-line bg-white p-2 shadow-lift"
        onKeyDown={(e) => {
          const items = links();
          const index = items.indexOf(document.activeElement as HTMLAnchorElement);
          const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
          const next = moves[e.key];
          if (next === undefined) return;
          e.preventDefault();
          focusItem(next);
        }}
      >
        <li>
          <NavLink
            data-menu-item
            to="/services"
            end
            aria-current={currentIf(markCurrent)}
            className={({ isActive }) => submenuItemClass(markCurrent && isActive)}
            onClick={() => setOpen(false)}
          >
            All Services
          </NavLink>
        </li>
        {services.map((service) => (
          <li key={service.slug}>
            <NavLink
              data-menu-item
              to={`/services/${service.slug}`}
              aria-current={currentIf(markCurrent)}
              className={({ isActive }) => submenuItemClass(markCurrent && isActive)}
              onClick={() => setOpen(false)}
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

function submenuItemClass(active: boolean): string {
  return cn(
    "flex min-h-11 items-center rounded-lg px-3 py-2 font-medium text-navy-900 hover:bg-navy-50",
    active && "bg-signal-50 text-signal-800",
  );
}

/**
 * A NavLink marks itself `aria-current="page"` whenever its path matches, prefixes included; on a not-found or error
 * page (`markCurrent` false) no link is the current page, so the attribute must say so explicitly.
 */
export function currentIf(markCurrent: boolean): "page" | false {
  return markCurrent ? "page" : false;
}
