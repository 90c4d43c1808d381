import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { ToastProvider } from "../../app/components/ui/toast";
import { RouteError } from "../../admin/shell/not-found";

/**
 * Dashboard routes rendered at `path` as admin/main.tsx mounts them: inside the toasts and <main>, each route's
 * errors shown by RouteError, nothing drawn before its loader answers. For the dashboard's page tests
 * (admin/<page>/*.test.tsx), and for a component that reads the router, given as a route's Component or element
 * (admin/leads/lead-filters.test.tsx); a test that navigates away passes the route it lands on too (the
 * editors' way back to /admin/site). Returns what Testing Library's render returns, and the router. Not for
 * AdminLayout (admin/shell/layout.tsx), which draws its own <main>, nor for a test that finds its alert on the whole screen
 * (admin/shell/failed-deliveries.test.tsx): the toasts hold an empty one.
 */
export function renderAdminRoute(routes: RouteObject | RouteObject[], path: string) {
  const router = createMemoryRouter(
    (Array.isArray(routes) ? routes : [routes]).map(
      (route) => ({ ErrorBoundary: RouteError, HydrateFallback: () => null, ...route }) as RouteObject,
    ),
    { initialEntries: [path] },
  );
  const rendered = render(
    <ToastProvider>
      <main>
        <RouterProvider router={router} />
      </main>
    </ToastProvider>,
  );
  return { ...rendered, router };
}
