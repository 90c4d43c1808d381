import { NotFoundPanel } from "./not-found-panel";

/**
 * "404 / Oops! Page not found" with a link home. `data-page-not-found` lets the page script log the attempted path
 * and send an unknown area slug to /404 (app/enhance/not-found.ts).
 */
export function PageNotFound() {
  return (
    <div data-page-not-found>
      <NotFoundPanel
        code="404"
        title="Oops! Page not found"
        message="The page you were looking for has moved or never existed. Let's get you back on track."
        linkTo="/"
        linkLabel="Return to Home"
      />
    </div>
  );
}
