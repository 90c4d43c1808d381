import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import type { SiteEnv } from "../../config/env.ts";
import { notFoundFileFor, sectionNotFound } from "../../shared/section-not-found.ts";
import { parseRedirects, REDIRECTS_FILE } from "../../shared/redirects.ts";
import { cacheControlFor, contentSecurityPolicy } from "../core/headers.ts";
import { readInlineScripts, scannedScriptHashes } from "./inline-scripts.ts";

/** Our types where the library's table differs or lacks one (charsets on text). */
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/png",
};

/** Pages' policies are computed once per file; the build has a few hundred at most, and misses never enter. */
const MAX_CACHED_POLICIES = 2_000;

/**
 * The trailing-slash redirect: `/about/` → `/about`. The target is always a path on this site: every leading
 * run of slashes, backslashes and whitespace (raw or percent-encoded) collapses to one `/`, so `//evil.example/`
 * or `/%5cevil.example/` can never become a protocol-relative Location (docs/decisions/011-operations.md).
 */
function trailingSlashTarget(rawPath: string, search: string): string {
  const trimmed = rawPath.replace(/\/+$/, "");
  const rest = trimmed.replace(/^(?:[/\\\s]|%2f|%5c|%09|%0a|%0d|%20)+/gi, "");
  return `/${rest}${search}`;
}

/**
 * The pre-rendered site, served by @hono/node-server's serveStatic (streaming, Range, pre-compressed siblings)
 * with what is ours around it: `/x` from `x/index.html` or `x.html`, our content types, the cache rules, each
 * page's own Content-Security-Policy, an ETag, and `404.html` with status 404 for anything else. Nothing is kept
 * in memory per path: a bot scanning a million unknown paths costs one stat each. Dotfiles and anything inside
 * an `exclude`d folder (the inbox's data: quotes and customers' photos) are never served, wherever they lie.
 */
export function createStaticSite(siteDir: string, options: { exclude?: readonly string[]; siteEnv: SiteEnv }) {
  const root = path.resolve(siteDir);
  const excluded = (options.exclude ?? []).flatMap((dir) => [
    path.resolve(dir),
    ...(existsSync(dir) ? [realpathSync(dir)] : []),
  ]);
  const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);
  const hidden = (file: string) => {
    const real = existsSync(file) ? realpathSync(file) : file;
    return excluded.some((dir) => inside(dir, file) || inside(dir, real));
  };
  // Each page's inline scripts as its build recorded them; a build made before the record
  // keeps the policy it was served with, read out of its pages.
  const recorded = readInlineScripts(root);
  const scriptsOf = (htmlFile: string) =>
    recorded
      ? recorded(path.relative(root, path.resolve(htmlFile)).split(path.sep).join("/"))
      : scannedScriptHashes(readFileSync(htmlFile, "utf8"));
  const policies = new Map<string, string>();
  const policyFor = (htmlFile: string) => {
    let policy = policies.get(htmlFile);
    if (policy === undefined) {
      policy = contentSecurityPolicy(scriptsOf(htmlFile), options.siteEnv);
      if (policies.size >= MAX_CACHED_POLICIES) policies.delete(policies.keys().next().value!);
      policies.set(htmlFile, policy);
    }
    return policy;
  };

  // The not-found pages are small files: each read once, with its compressed twins, and answered from memory. An
  // unknown service or project has its section's own; anything else gets 404.html.
  const readPage = (file: string) =>
    existsSync(file)
      ? {
          raw: readFileSync(file),
          br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
          gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
          csp: contentSecurityPolicy(scriptsOf(file), options.siteEnv),
        }
      : undefined;
  const notFound = readPage(path.join(root, "404.html"));
  const sectionPages = new Map<string, ReturnType<typeof readPage>>(
    Object.values(sectionNotFound).map((s) => [s.file, readPage(path.join(root, s.file))]),
  );
  const answerNotFound = (c: Context) => {
    const section = notFoundFileFor(c.req.path);
    const page = (section && sectionPages.get(section)) || notFound;
    if (!page) return c.text("Not found", 404);
    const accepts = c.req.header("accept-encoding") ?? "";
    const encoding =
      page.br && /\bbr\b/.test(accepts) ? "br" : page.gzip && /\bgzip\b/.test(accepts) ? "gzip" : undefined;
    const body = (encoding && page[encoding]) || page.raw;
    const headers: Record<string, string> = {
      "Content-Type": types[".html"]!,
      "Cache-Control": "no-cache",
      "Content-Security-Policy": page.csp,
      Vary: "Accept-Encoding",
      ...(encoding && { "Content-Encoding": encoding }),
    };
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 404, headers });
  };

  // A renamed page's former address answers with a permanent redirect to its address now: the build's _redirects,
  // in the static hosts' format (scripts/build/finish-build.ts). Read once: a build never changes after it is made.
  const redirectsFile = path.join(root, REDIRECTS_FILE);
  const redirects = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, "utf8")) : new Map();

  // Which file serveStatic settled on (after its index and pre-compressed choices), for our headers.
  const found = new WeakMap<Context, string>();
  const files = serveStatic({
    root,
    precompressed: true,
    // `/services/hot-water` is the folder's index.html (serveStatic's own rule) or, failing that, `hot-water.html`.
    rewriteRequestPath: (requested) => {
      if (/\.[a-z0-9]+$/i.test(requested)) return requested;
      const asFile = path.join(root, `${requested}.html`);
      const asFolder = path.join(root, requested);
      return !existsSync(asFolder) && existsSync(asFile) ? `${requested}.html` : requested;
    },
    onFound: (file, c) => void found.set(c, file),
  });

  return async function serveSite(c: Context): Promise<Response> {
    const pathname = c.req.path;
    if (pathname.length > 1 && pathname.endsWith("/"))
      return c.redirect(trailingSlashTarget(new URL(c.req.url).pathname, new URL(c.req.url).search), 308);
    // /404 and the not-found files are never pages of their own: they answer with status 404.
    const refused =
      pathname === "/404" ||
      /^\/404[./-]/.test(pathname) ||
      pathname.startsWith("/__") ||
      pathname.split("/").some((segment) => segment.startsWith(".")) ||
      pathname.includes("\0");
    if (refused) return answerNotFound(c);
    const moved = redirects.get(pathname);
    if (moved) return c.redirect(`${moved}${new URL(c.req.url).search}`, 301);
    const response = await files(c, async () => {});
    const file = found.get(c);
    if (!response || !file || !inside(root, path.resolve(file)) || hidden(file) || !statSync(file).isFile()) {
      await response?.body?.cancel();
      return answerNotFound(c);
    }
    const source = file.replace(/\.(br|gz)$/, "");
    const stats = statSync(file);
    const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
    const headers = new Headers(response.headers);
    const type = types[path.extname(source)];
    if (type) headers.set("Content-Type", type);
    headers.set("Cache-Control", cacheControlFor(source.endsWith("index.html") ? "/page.html" : pathname));
    headers.set("ETag", etag);
    headers.set("Vary", "Accept-Encoding");
    // Every byte of a page's answer counts against a new connection's first round trip (docs/decisions/005-paint-first.md):
    // the ETag alone validates (Last-Modified adds nothing beside it), and ranges are for media, not pages.
    headers.delete("Last-Modified");
    if (source.endsWith(".html")) headers.delete("Accept-Ranges");
    else headers.set("Accept-Ranges", "bytes");
    if (source.endsWith(".html")) headers.set("Content-Security-Policy", policyFor(source));
    if (response.status === 200 && c.req.header("if-none-match") === etag) {
      await response.body?.cancel();
      for (const name of ["content-length", "content-encoding", "content-type"]) headers.delete(name);
      return new Response(null, { status: 304, headers });
    }
    return new Response(response.body, { status: response.status, headers });
  };
}
