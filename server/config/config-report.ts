import path from "node:path";
import { renamedSessionWarnings, type ServerConfig } from "./config.ts";

/**
 * What the server says about its settings: the first log line (every setting that matters, each secret masked), the
 * warnings for sample values a real deployment must not keep, and the address it answers on its own machine.
 */

/** A URL fit for the log: no password, no query (tokens travel there), and an ntfy topic (its only secret) cut short. */
export const mask = (url: string, options: { lastSegment?: boolean } = {}) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "****";
  if (parsed.search) parsed.search = "?****";
  if (options.lastSegment) parsed.pathname = parsed.pathname.replace(/([^/]{0,3})[^/]*$/, "$1****");
  return parsed.toString();
};

/** What the server runs with, for its first log line: every setting that matters, with each secret masked. */
export function describeConfig(config: ServerConfig): Record<string, unknown> {
  return {
    port: config.port,
    host: config.host,
    siteDir: path.resolve(config.siteDir),
    dataDir: path.resolve(config.dataDir),
    siteUrl: config.business.siteUrl,
    business: config.business.name,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.rateLimitPerMinute,
    channels: config.channels,
    email: config.email && { smtp: mask(config.email.smtpUrl), to: config.email.to, from: config.email.from },
    webhook: config.webhook && { url: mask(config.webhook.url), secret: "****" },
    ntfy: config.ntfy && {
      url: mask(config.ntfy.url, { lastSegment: true }),
      token: config.ntfy.token ? "****" : "none",
      otherLeads: config.ntfy.otherLeads,
    },
    retentionDays: config.retentionDays ?? "kept until deleted",
  };
}

const sample = { phone: "09 123 4567", host: /(^|\.)example\.(com|org|net)$/ };

/** SITE_URL still names the sample business's example.com address, not a real site. */
export const isSampleSiteUrl = (siteUrl: string): boolean => sample.host.test(new URL(siteUrl).hostname);

/**
 * Where this server answers on its own machine, from HOST and PORT: a loopback or every-interface HOST is shown as
 * localhost, the one host name without a domain that passkeys accept (a bare IP address cannot hold them).
 */
export function localOrigin(config: Pick<ServerConfig, "host" | "port">): string {
  const { host, port } = config;
  const local = /^(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|::1?|\[::1?\])$/i.test(host);
  const name = local ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Settings a real deployment must not keep: the sample business (emails and pages would carry it), or an
 * http:// SITE_URL behind a proxy that terminates HTTPS (the dashboard would refuse every sign-in as cross-site);
 * and, anywhere, a session setting under its old name.
 */
export function productionWarnings(config: ServerConfig, env: NodeJS.ProcessEnv): string[] {
  // Wherever it runs: a session setting under its old name is read as meant, and the new name is said.
  const renamed = renamedSessionWarnings(env);
  if (env.NODE_ENV !== "production" && !config.trustProxy) return renamed;
  const site = new URL(config.business.siteUrl);
  const warnings: string[] = [...renamed];
  if (isSampleSiteUrl(config.business.siteUrl))
    warnings.push(`SITE_URL is the sample ${config.business.siteUrl}: set the business's own address in .env`);
  if (config.business.phone === sample.phone)
    warnings.push(`BUSINESS_PHONE is the sample ${sample.phone}: set the business's own number in .env`);
  if (config.trustProxy && site.protocol === "http:")
    warnings.push("SITE_URL starts with http:// behind TRUST_PROXY: use the https:// address visitors see");
  return warnings;
}
