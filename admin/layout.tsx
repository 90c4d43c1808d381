import { Icon } from "../app/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLoaderData, useLocation, useNavigation } from "react-router";
import { SkipLink } from "../app/components/layout/skip-link";
import { Container } from "../app/components/ui/container";
import { cn } from "../app/lib/cn";
import type { layoutLoader } from "./layout-actions";
import { FailedDeliveries } from "./components/failed-deliveries";

const nav = [
  { to: "/admin", label: "Leads", end: true },
  { to: "/admin/spam", label: "Spam" },
  { to: "/admin/overview", label: "Overview" },
  { to: "/admin/security", label: "Security" },
  { to: "/admin/site", label: "Website", owner: true },
  { to: "/admin/privacy", label: "Privacy", owner: true },
  { to: "/admin/team", label: "Team", owner: true },
] as const;

/**
 * The frame of every dashboard page: who is signed in, the sections, sign-out, and the page itself. On a phone the
 * sections would wrap to two rows (about 150 px of a 375 px screen, issue 46): there they sit behind a Menu button in
 * the one header row, and open as a list of 44 px targets; from sm up they are a row of tabs under the header.
 */
export function AdminLayout() {
  const me = useLoaderData<typeof layoutLoader>();
  const items = nav.filter((item) => !("owner" in item) || me.role === "owner");
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  useFocusOnNavigation();
  return (
    <>
      <SkipLink />
      <header className="bg-navy-950 text-white" data-admin-header>
        <Container className="flex items-center justify-between gap-x-2 py-1.5 sm:flex-wrap sm:gap-x-4 sm:py-3">
          <p className="min-w-0 truncate font-bold">
            Leads <span className="font-normal text-navy-200">· {me.business}</span>
          </p>
          <div className="flex shrink-0 items-center gap-1">
            <button
              type="button"
              aria-expanded={open}
              aria-controls="dashboard-menu"
              onClick={() => setOpen((was) => !was)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-navy-800 sm:hidden"
            >
              <Icon name={open ? "X" : "Menu"} className="size-5" />
              Menu
            </button>
            <form method="post" action="/admin/logout" className="flex items-center gap-2">
              <span className="hidden text-sm text-navy-200 sm:inline">{me.email}</span>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-navy-800"
              >
                <Icon name="LogOut" className="size-4" />
                Sign out
              </button>
            </form>
          </div>
        </Container>
        <Container>
          <nav
            aria-label="Dashboard"
            id="dashboard-menu"
            className={cn(open ? "block pb-2" : "hidden", "sm:block sm:pb-0")}
          >
            <ul className="-mb-px grid grid-cols-2 gap-x-1 sm:flex sm:flex-wrap">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={"end" in item}
                    // A tap on a section closes the menu: the new page is what the owner asked to see.
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-11 items-center border-l-4 px-3 font-semibold sm:inline-flex sm:border-b-4 sm:border-l-0",
                        isActive ? "border-signal-500 text-white" : "border-transparent text-navy-100 hover:text-white",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </header>
      <FailedDeliveries />
      <main id="main" aria-busy={navigation.state === "loading"} className="pb-16">
        <Outlet />
      </main>
    </>
  );
}

/**
 * After moving to another page inside the app the browser keeps focus where it was (often a link that is gone),
 * so a screen reader announces nothing: focus goes to the new page's heading, as a full page load would. A link to
 * a setting (`/admin/site/settings#reviews-link-heading`, from a message that says it is missing) names its section
 * or field by id: focus goes to that field, or the first field of that section, scrolled into view.
 */
function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const target = hash ? settingField(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: "center" });
      return;
    }
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>("main h1")?.focus();
  }, [pathname, hash]);
}

/** The field an id names: the element itself if it is one, else the first field of the section it heads. */
function settingField(id: string): HTMLElement | null {
  const named = document.getElementById(id);
  if (!named) return null;
  const fields = "input, textarea, select";
  if (named.matches(fields)) return named;
  return (named.closest("section") ?? named).querySelector<HTMLElement>(fields);
}
