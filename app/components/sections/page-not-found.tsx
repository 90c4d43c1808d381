import { useEffect } from "react";
import { useLocation } from "react-router";
import { NotFoundPanel } from "./not-found-panel";

/** "404 / Oops! Page not found" with a link home; the attempted path is logged for whoever reads the console. */
export function PageNotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <NotFoundPanel
      code="404"
      title="Oops! Page not found"
      message="The page you were looking for has moved or never existed. Let's get you back on track."
      linkTo="/"
      linkLabel="Return to Home"
    />
  );
}
