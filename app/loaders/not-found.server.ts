import { data } from "react-router";

/**
 * An unknown slug. At build time only known slugs are pre-rendered, so this guards the build; at run time the
 * missing `.data` file answers 404 the same way, and the route's error boundary shows its not-found state.
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}
