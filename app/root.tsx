import figtreeUrl from "@webfont-subset/figtree.woff2?url";
import { isValidElement } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import type { IslandName } from "../shared/island-names";
import type { PageExtra } from "../shared/page-scripts";
import type { Route } from "./+types/root";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { RatingBanner } from "./components/layout/rating-banner";
import { SkipLink } from "./components/layout/skip-link";
import { speculationRules } from "./enhance/navigation";
import { StickyContact } from "./components/layout/sticky-contact";
import { HtmlDocument } from "./components/ui/html-document";
import pageScripts from "./page-scripts";
import { NotFoundPanel } from "./components/sections/not-found-panel";
import { PageNotFound } from "./components/sections/page-not-found";
import { notFoundMeta } from "./lib/seo/not-found-meta";
import { shellData } from "./loaders/root.server";
import { siteDocument } from "./content/site-document.server";
import stylesheet from "./styles/app.css?url";

export const loader = () => shellData(siteDocument());

/** The ids app/routes.ts gives the not-found route at /404 and at any unknown path. */
const notFoundRouteIds = ["not-found", "not-found-target", "section-not-found"];

export const links: Route.LinksFunction = () => [
  // Preloaded: Lighthouse's simulated phone paints text a round trip sooner with it (FCP 0.76 s against 0.91 s on
  // /quote); the metric-matched "Figtree fallback" face keeps the swap from moving anything if the font is still late.
  // The file is cut to the site's characters (config/font-subset.ts) so it arrives in one round trip.
  { rel: "preload", href: figtreeUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// Only React Router's SPA fallback renders with the root alone (the build does not publish it: 404.html is the
// pre-rendered /404, with the not-found route's own meta), so the root's meta is that page's.
export const meta: Route.MetaFunction = () => notFoundMeta("Page not found", "This page could not be found.");

/**
 * React renders every page at build time; the browser gets the HTML without React Router's client runtime or the
 * loader data (no <Scripts>, React Router's "disabling JavaScript" pattern). Only the parts that hold state hydrate,
 * as islands (app/lib/islands, docs/decisions/008-islands.md).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  // On the not-found page no navigation item is the current page. 404.html is served at any unknown path, so the
  // path alone would mark a section there (/services/x/y would mark Services); React Router's SPA fallback is rendered
  // at "/", which would mark Home.
  const spaFallback = isValidElement(children) && children.type === HydrateFallback;
  const notFound =
    spaFallback ||
    (isValidElement(children) && children.type === ErrorBoundary) ||
    matches.some((m) => notFoundRouteIds.includes(m.id));
  return (
    <HtmlDocument
      head={
        <>
          <meta name="theme-color" content="#0c1f31" />
          <Meta />
          <Links />
        </>
      }
    >
      <SkipLink />
      {shell ? <RatingBanner text={shell.ratingBanner} /> : null}
      <Header services={shell?.services ?? []} markCurrent={!notFound} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {shell ? <Footer areas={shell.footerAreas} tagline={shell.tagline} ratingLine={shell.footerRating} /> : null}
      <StickyContact />
      {import.meta.env.DEV ? (
        // The dev server runs the page script and the island loader from source, as one module.
        <script type="module" src="/app/enhance/dev-page.ts" />
      ) : (
        <InlineScripts
          islands={matches.flatMap((m) => routeIslands[m.id] ?? [])}
          extras={notFound ? ["not-found"] : matches.flatMap((m) => routeExtras[m.id] ?? [])}
        />
      )}
      {/* React Router's build refuses an SPA fallback without its client. The build never publishes that file:
            404.html is the pre-rendered /404 (scripts/build/finish-build.ts, docs/decisions/013-build.md). */}
      {spaFallback ? <Scripts /> : null}
    </HtmlDocument>
  );
}

/**
 * The React islands each route's page has (app/lib/islands, docs/decisions/008-islands.md): such a page gets the
 * island loader. The build fails if a page has an island not listed here (scripts/build/finish-build.ts), and an extra
 * one costs the page the loader's bytes only.
 */
const routeIslands: Readonly<Record<string, readonly IslandName[]>> = {
  "routes/home": ["home-quote-form"],
  "routes/quote": ["quote-form"],
  "routes/project-detail": ["project-gallery"],
};

/**
 * What each route's page has that only some pages have for the page script to enhance: such
 * a page gets that script of its own. The build fails for a page that has one of these without its script
 * (scripts/build/finish-build.ts); an extra one costs the page its bytes only.
 */
const routeExtras: Readonly<Record<string, readonly PageExtra[]>> = {
  "routes/reviews": ["reviews"],
  "routes/projects": ["videos"],
  "routes/project-detail": ["videos"],
};

/**
 * The page's inline scripts, at the end of its body, after the markup they enhance (docs/decisions/009-native-controls.md):
 * the island loader with the URLs of the page's islands' entries (only on a page with an island), the speculation
 * rules, the scripts only this page needs (`extras`, before the page script, so `data-enhanced` still marks that all
 * have run), and the page script naming the page analytics module it imports after first paint (`data-analytics`,
 * app/enhance/analytics.ts). Inline, so they run before the first paint without waiting for a download; built by
 * config/islands-build.ts. The build records each page's for its Content-Security-Policy (server/site/inline-scripts.ts).
 */
function InlineScripts({ islands, extras }: { islands: readonly IslandName[]; extras: readonly PageExtra[] }) {
  if (!pageScripts) return null;
  const { entries, loader, page, extras: extraScripts, analytics } = pageScripts;
  return (
    <>
      {islands.length > 0 ? (
        <script
          data-islands={JSON.stringify(Object.fromEntries(islands.map((name) => [name, entries[name]])))}
          dangerouslySetInnerHTML={{ __html: loader }}
        />
      ) : null}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />
      {extras.map((name) => (
        <script key={name} data-extra={name} dangerouslySetInnerHTML={{ __html: extraScripts[name] }} />
      ))}
      <script data-analytics={analytics} dangerouslySetInnerHTML={{ __html: page }} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * What React Router renders into its SPA fallback, which the build makes but does not publish
 * (docs/decisions/013-build.md): the same not-found page as 404.html.
 */
export function HydrateFallback() {
  return <PageNotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <NotFoundPanel
      title="Something went wrong"
      message="Sorry, this page hit an unexpected problem. Please try again, or call us: we answer 24/7."
      linkTo="/"
      linkLabel="Return to Home"
    />
  );
}
