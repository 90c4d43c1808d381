import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { ToastProvider } from "../app/components/ui/toast";
import "./admin.css";
import { accountAction, accountLoader } from "./account-actions";
import { AdminLayout, layoutLoader } from "./layout";
import { leadAction, leadLoader, leadShouldRevalidate } from "./lead-actions";
import { followRouter } from "./lead-search";
import { LeadPage } from "./pages/lead";
import { LeadsPage, leadsLoader } from "./pages/leads";
import { NotFoundPage, RouteError } from "./pages/not-found";
import { OverviewPage, overviewLoader } from "./pages/overview";
import { SecurityPage } from "./pages/security";
import { SpamPage, spamAction, spamLoader } from "./pages/spam";

// Every URL of the dashboard; the server answers each with this app once the owner has signed in.
const router = createBrowserRouter([
  {
    path: "/admin",
    id: "root",
    Component: AdminLayout,
    loader: layoutLoader,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, Component: LeadsPage, loader: leadsLoader, ErrorBoundary: RouteError },
      {
        path: "leads/:id",
        Component: LeadPage,
        loader: leadLoader,
        action: leadAction,
        shouldRevalidate: leadShouldRevalidate,
        ErrorBoundary: RouteError,
      },
      { path: "spam", Component: SpamPage, loader: spamLoader, action: spamAction, ErrorBoundary: RouteError },
      { path: "overview", Component: OverviewPage, loader: overviewLoader, ErrorBoundary: RouteError },
      {
        path: "security",
        Component: SecurityPage,
        loader: accountLoader,
        action: accountAction,
        ErrorBoundary: RouteError,
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
]);

followRouter(router);

const root = document.getElementById("root");
if (!root) throw new Error("admin/index.html has no #root element.");

createRoot(root).render(
  <StrictMode>
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  </StrictMode>,
);
