/** An area slug that is not one of the site's areas: /areas/{anything} with nothing after it. */
const unknownArea = /^\/areas\/[^/]+\/?$/;

/**
 * On the not-found page (`data-page-not-found`, what the server answers for any path it has no page for): an unknown
 * area slug is replaced by /404 in the history (spec section 8, so Back skips the bad URL); any other path is logged
 * for whoever reads the console (spec section 2).
 */
export function handleNotFound(doc: Document = document): void {
  if (!doc.querySelector("[data-page-not-found]")) return;
  const location = (doc.defaultView ?? window).location;
  if (isUnknownArea(location.pathname)) location.replace("/404");
  else console.warn(`404: no page at ${location.pathname}`);
}

export function isUnknownArea(pathname: string): boolean {
  return unknownArea.test(pathname);
}
