import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { ToastProvider } from "../app/components/ui/toast";
import "./admin.css";
import { StepUpHost } from "./shell/step-up-host";
import { AdminLayout } from "./shell/layout";
import { layoutLoader } from "./shell/layout-actions";
import { followRouter } from "./leads/lead-search";
import { leadsLoader } from "./leads/leads-actions";
import { LeadsPage } from "./leads/leads";
import { NotFoundPage, RouteError } from "./shell/not-found";
import { fromChunk } from "./shell/page-chunk";

/**
 * The website editors (docs/decisions/012-owner-editing.md), loaded when first opened, so the leads pages' first
 * load does not carry them. Each editor loads the document and saves it through `contentLoader` and `contentAction`.
 */
const siteEditor = (Component: () => Promise<React.ComponentType>) => ({
  loader: fromChunk(() => import("./site/content-actions"), "contentLoader"),
  action: fromChunk(() => import("./site/content-actions"), "contentAction"),
  shouldRevalidate: fromChunk(() => import("./site/content-actions"), "contentShouldRevalidate"),
  Component,
});

/** One page of the projects editor, from the same chunk as the editor. */
const projectsPage = (name: "ProjectListPage" | "NewProjectPage" | "ProjectPage") => ({
  Component: fromChunk(() => import("./site/site-projects"), name),
});

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
      // The leads list is where /admin opens, so it is the one page in the first load (issue 47); every other page
      // is loaded when first opened, its loader, action and component together with the API schemas it checks.
      { index: true, Component: LeadsPage, loader: leadsLoader, ErrorBoundary: RouteError },
      {
        path: "leads/:id",
        ErrorBoundary: RouteError,
        lazy: {
          loader: fromChunk(() => import("./leads/lead-actions"), "leadLoader"),
          action: fromChunk(() => import("./leads/lead-actions"), "leadAction"),
          shouldRevalidate: fromChunk(() => import("./leads/lead-actions"), "leadShouldRevalidate"),
          Component: fromChunk(() => import("./leads/lead"), "LeadPage"),
        },
      },
      {
        path: "spam",
        ErrorBoundary: RouteError,
        lazy: {
          loader: fromChunk(() => import("./spam/spam-actions"), "spamLoader"),
          action: fromChunk(() => import("./spam/spam-actions"), "spamAction"),
          Component: fromChunk(() => import("./spam/spam"), "SpamPage"),
        },
      },
      {
        path: "overview",
        ErrorBoundary: RouteError,
        lazy: {
          loader: fromChunk(() => import("./overview/overview-actions"), "overviewLoader"),
          Component: fromChunk(() => import("./overview/overview"), "OverviewPage"),
        },
      },
      {
        path: "security",
        ErrorBoundary: RouteError,
        lazy: {
          loader: fromChunk(() => import("./security/account-actions"), "accountLoader"),
          action: fromChunk(() => import("./security/account-actions"), "accountAction"),
          Component: fromChunk(() => import("./security/security"), "SecurityPage"),
        },
      },
      {
        // The team, owner only: loaded when first opened, like the privacy requests. Staff who open it see the
        // API's refusal inside the dashboard (RouteError).
        path: "team",
        ErrorBoundary: RouteError,
        lazy: {
          loader: fromChunk(() => import("./team/team-actions"), "teamLoader"),
          action: fromChunk(() => import("./team/team-actions"), "teamAction"),
          Component: fromChunk(() => import("./team/team"), "TeamPage"),
        },
      },
      {
        // Privacy requests, owner only: loaded when first opened, like the website editor.
        path: "privacy",
        ErrorBoundary: RouteError,
        lazy: {
          loader: fromChunk(() => import("./privacy/privacy-actions"), "privacyLoader"),
          action: fromChunk(() => import("./privacy/privacy-actions"), "privacyAction"),
          Component: fromChunk(() => import("./privacy/privacy"), "PrivacyPage"),
        },
      },
      {
        path: "site",
        ErrorBoundary: RouteError,
        lazy: {
          loader: fromChunk(() => import("./site/site-actions"), "siteLoader"),
          action: fromChunk(() => import("./site/site-actions"), "siteAction"),
          Component: fromChunk(() => import("./site/site"), "SitePage"),
        },
      },
      {
        path: "site/reviews",
        ErrorBoundary: RouteError,
        lazy: siteEditor(fromChunk(() => import("./site/site-reviews"), "ReviewsPage")),
      },
      {
        path: "site/faqs",
        ErrorBoundary: RouteError,
        lazy: siteEditor(fromChunk(() => import("./site/site-faqs"), "FaqsPage")),
      },
      {
        path: "site/settings",
        ErrorBoundary: RouteError,
        lazy: siteEditor(fromChunk(() => import("./site/site-settings"), "SettingsPage")),
      },
      {
        path: "site/services",
        ErrorBoundary: RouteError,
        lazy: siteEditor(fromChunk(() => import("./site/site-services"), "ServicesPage")),
      },
      {
        path: "site/pages",
        ErrorBoundary: RouteError,
        lazy: siteEditor(fromChunk(() => import("./site/site-pages"), "PageWordsPage")),
      },
      {
        // The owner's photos against their storage budget: its own list, not the content's document.
        path: "site/photos",
        ErrorBoundary: RouteError,
        lazy: {
          loader: fromChunk(() => import("./site/photos-actions"), "photosLoader"),
          action: fromChunk(() => import("./site/photos-actions"), "photosAction"),
          Component: fromChunk(() => import("./site/site-photos"), "PhotosPage"),
        },
      },
      {
        // The list, a new project and each project share the parent's working copy (pages/site-projects.tsx).
        path: "site/projects",
        ErrorBoundary: RouteError,
        lazy: siteEditor(fromChunk(() => import("./site/site-projects"), "ProjectsEditor")),
        children: [
          { index: true, lazy: projectsPage("ProjectListPage") },
          { path: "new", lazy: projectsPage("NewProjectPage") },
          { path: ":id", lazy: projectsPage("ProjectPage") },
        ],
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
      <StepUpHost />
    </ToastProvider>
  </StrictMode>,
);
