/**
 * A build's permanent redirects: a renamed project's former address to its address now (app/content/projects.ts),
 * in the `_redirects` format static hosts read (Netlify, Cloudflare Pages): one `/from /to 301` line each. The build
 * writes the file (scripts/build/finish-build.ts) and the inbox's static server reads it (server/site/static.ts).
 */
export const REDIRECTS_FILE = "_redirects";

export interface Redirect {
  from: string;
  to: string;
}

/** Only same-site paths of plain segments: a line can never send a visitor to another site. */
const SITE_PATH = /^\/[a-z0-9/-]*$/;

/**
 * The `_redirects` text of `redirects`, without any from an address to itself: a page that redirects to itself is
 * a loop the browser gives up on, whatever the content said (server/site/slugs.ts keeps the content free of them).
 */
export function redirectsText(redirects: readonly Redirect[]): string {
  return redirects
    .filter(({ from, to }) => from !== to)
    .map(({ from, to }) => `${from} ${to} 301\n`)
    .join("");
}

/**
 * The redirects of a `_redirects` text, by former path; lines that are not a same-site 301 are left out, and so is
 * one from an address to itself (a file written before the build dropped them), which would never end.
 */
export function parseRedirects(text: string): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (status === "301" && from && to && SITE_PATH.test(from) && SITE_PATH.test(to) && from !== to)
      redirects.set(from, to);
  }
  return redirects;
}
