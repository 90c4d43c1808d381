/** The little of a Hono context read here, so any app's context fits. */
export interface RequestLike {
  req: { header: (name: string) => string | undefined; url: string };
  env: { incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } } } | undefined;
}

/**
 * How many reverse proxies stand in front of the server, each appending the address it was reached from to
 * X-Forwarded-For (TRUST_PROXY=true is one: the Caddy of deploy/). 0: no proxy, the socket's own peer is the
 * client and every X-Forwarded-* header is the client's own words, ignored.
 */
export type ProxyHops = number;

export const proxyHops = (trustProxy: boolean | number): ProxyHops =>
  typeof trustProxy === "number" ? trustProxy : trustProxy ? 1 : 0;

/**
 * The entry `hops` from the right of a comma-separated X-Forwarded-* list: what our own outermost proxy wrote.
 * Everything left of it was sent by the client, who can write anything there, so the leftmost entry is never
 * trusted (docs/decisions/010-asvs-level-1.md). Undefined when the list is shorter than the proxies we trust.
 */
function fromOurProxy(header: string | undefined, hops: ProxyHops): string | undefined {
  if (!header || hops <= 0) return undefined;
  const entries = header.split(",").map((entry) => entry.trim());
  const entry = entries[entries.length - hops];
  return entry ? entry : undefined;
}

/**
 * The one answer to "who is this client, and did they come over HTTPS?", shared by the quote rate limit, the
 * sign-in throttle and the logs. Behind `hops` proxies the address is the rightmost untrusted X-Forwarded-For
 * entry; the scheme and host are read the same way from X-Forwarded-Proto and X-Forwarded-Host.
 */
export function clientFacts(c: RequestLike, hops: ProxyHops) {
  const socket = c.env?.incoming?.socket;
  const address =
    (hops > 0 ? fromOurProxy(c.req.header("x-forwarded-for"), hops) : socket?.remoteAddress) ??
    socket?.remoteAddress ??
    "unknown";
  const https = hops > 0 ? fromOurProxy(c.req.header("x-forwarded-proto"), 1) === "https" : Boolean(socket?.encrypted);
  const host = (hops > 0 ? fromOurProxy(c.req.header("x-forwarded-host"), 1) : undefined) ?? new URL(c.req.url).host;
  return { address, https, host, origin: `${https ? "https" : "http"}://${host}` };
}
