import { Icon } from "../app/components/ui/icon";
import { useEffect, useRef } from "react";
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

/** The frame of every dashboard page: who is signed in, the sections, sign-out, and the page itself. */
export function AdminLayout() {
  const me = useLoaderData<typeof layoutLoader>();
  const items = nav.filter((item) => !("owner" in item) || me.role === "owner");
  const navigation = useNavigation();
  useFocusOnNavigation();
  return (
    <>
      <SkipLink />
      <header className="bg-navy-950 text-white">
        <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <p className="min-w-0 font-bold">
            Leads <span className="font-normal text-navy-200">· {me.business}</span>
          </p>
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
        </Container>
        <Container>
          <nav aria-label="Dashboard">
            <ul className="-mb-px flex flex-wrap gap-x-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={"end" in item}
                    className={({ isActive }) =>
                      cn(
                        "inline-flex min-h-11 items-center border-b-4 px-3 font-semibold",
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
 * so a screen reader announces nothing: focus goes to the new page's heading, as a full page load would.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>("main h1")?.focus();
  }, [pathname]);
}
