import { Icon } from "../../app/components/ui/icon";
import { useEffect, useRef } from "react";
import { NavLink, Outlet, useLoaderData, useLocation, useNavigation } from "react-router";
import { SkipLink } from "../../app/components/layout/skip-link";
import { Container } from "../../app/components/ui/container";
import { cn } from "../../app/lib/cn";
import type { layoutLoader } from "./layout-actions";
import { FailedDeliveries } from "./failed-deliveries";

const nav = [
  { to: "/admin", label: "Leads", icon: "MessageSquareText", end: true },
  { to: "/admin/spam", label: "Spam", icon: "CircleAlert" },
  { to: "/admin/overview", label: "Overview", icon: "CalendarDays" },
  { to: "/admin/security", label: "Security", icon: "ShieldCheck" },
  { to: "/admin/site", label: "Website", icon: "Building2", owner: true },
  { to: "/admin/privacy", label: "Privacy", icon: "UserCheck", owner: true },
  { to: "/admin/team", label: "Team", icon: "Users", owner: true },
] as const;

/**
 * The frame of every dashboard page: who is signed in, the sections, sign-out, and the page itself. On a phone the
 * sections' tabs would wrap to two rows (about 150 px of a 375 px screen, issue 46): there they are one row of equal
 * cells, an icon over a short word, like a phone app's tab bar, so every page is one tap away and nothing is hidden
 * behind a menu; from sm up, a row of tabs. The row stays at the top of the page rather than fixed to the bottom of
 * the screen, where it would cover the editors' save bar (sticky there).
 */
export function AdminLayout() {
  const me = useLoaderData<typeof layoutLoader>();
  const items = nav.filter((item) => !("owner" in item) || me.role === "owner");
  const navigation = useNavigation();
  useFocusOnNavigation();
  return (
    <>
      <SkipLink />
      <header className="bg-navy-950 text-white" data-admin-header>
        <Container className="flex items-center justify-between gap-x-4 py-1 sm:flex-wrap sm:py-3">
          <p className="min-w-0 truncate font-bold">
            Leads <span className="font-normal text-navy-200">· {me.business}</span>
          </p>
          <form method="post" action="/admin/logout" className="flex shrink-0 items-center gap-2">
            <span className="hidden text-sm text-navy-200 sm:inline">{me.email}</span>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-navy-800"
            >
              <Icon name="LogOut" className="size-4" />
              Sign out
            </button>
          </form>
        </Container>
        <Container className="max-sm:px-0">
          <nav aria-label="Dashboard">
            <ul className="-mb-px grid auto-cols-fr grid-flow-col sm:flex sm:flex-wrap sm:gap-x-1">
              {items.map((item) => (
                <li key={item.to} className="min-w-0">
                  <NavLink
                    to={item.to}
                    end={"end" in item}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-13 flex-col items-center justify-center border-b-4 text-xs leading-tight font-semibold sm:min-h-11 sm:flex-row sm:px-3 sm:text-base",
                        isActive ? "border-signal-500 text-white" : "border-transparent text-navy-100 hover:text-white",
                      )
                    }
                  >
                    <Icon name={item.icon} className="size-5 sm:hidden" />
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
