import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { ToastProvider } from "../../app/components/ui/toast";
import { RouteError } from "../../admin/pages/not-found";

/**
 * One dashboard route rendered at `path` as admin/main.tsx mounts it: inside the toasts and <main>, its errors shown
 * by RouteError, nothing drawn before its loader answers. For the dashboard's page tests (admin/pages/*.test.tsx).
 */
export function renderAdminRoute(route: Omit<RouteObject, "children" | "index">, path: string) {
  const router = createMemoryRouter(
    [{ ErrorBoundary: RouteError, HydrateFallback: () => null, ...route } as RouteObject],
    { initialEntries: [path] },
  );
  return render(
    <ToastProvider>
      <main>
        <RouterProvider router={router} />
      </main>
    </ToastProvider>,
  );
}
