import { isRouteErrorResponse } from "react-router";
import { NotFoundPanel } from "./not-found-panel";

/**
 * A route's error boundary body: its own not-found panel for a 404 (an unknown slug), and any other error passed
 * up to the root boundary's generic error page.
 */
export function NotFoundState({ error, ...panel }: { error: unknown } & React.ComponentProps<typeof NotFoundPanel>) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel {...panel} />;
  throw error;
}
