import { createHash } from "node:crypto";
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { cacheControlFor, contentSecurityPolicy } from "./headers.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  // React Router's pre-rendered loader data, fetched on client-side navigation.
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

interface Loaded {
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
  type: string;
  etag: string;
  csp?: string;
}

/**
 * Serves the pre-rendered site: `/x` from `x/index.html` (or the file itself), pre-compressed siblings when the
 * client accepts them, immutable caching for hashed assets, and `404.html` with status 404 for anything else.
 * Files are read once and kept: the build never changes under a running server. Nothing inside an `exclude`d
 * folder (the quote inbox's data: quotes and customers' photos) is ever served, wherever it lies.
 */
export function createStaticSite(siteDir: string, options: { exclude?: readonly string[] } = {}) {
  const root = path.resolve(siteDir);
  const excluded = (options.exclude ?? []).flatMap((dir) => [
    path.resolve(dir),
    ...(existsSync(dir) ? [realpathSync(dir)] : []),
  ]);
  const cache = new Map<string, Loaded | null>();

  const load = (file: string): Loaded | null => {
    if (cache.has(file)) return cache.get(file)!;
    let loaded: Loaded | null = null;
    const inside = (dir: string, f: string) => f === dir || f.startsWith(dir + path.sep);
    const hidden = (f: string) => excluded.some((dir) => inside(dir, f));
    if (
      !hidden(file) &&
      file.startsWith(root + path.sep) &&
      existsSync(file) &&
      !hidden(realpathSync(file)) &&
      statSync(file).isFile()
    ) {
      const raw = readFileSync(file);
      const type = types[path.extname(file)] ?? "application/octet-stream";
      loaded = {
        raw,
        br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
        gz: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
        type,
        etag: `"${createHash("sha1").update(raw).digest("base64url").slice(0, 16)}"`,
        csp: type.startsWith("text/html") ? contentSecurityPolicy(raw.toString("utf8")) : undefined,
      };
    }
    cache.set(file, loaded);
    return loaded;
  };

  const resolve = (pathname: string): string | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes("\0") || decoded.split("/").includes("..")) return undefined;
    // /404 is never pre-rendered: it is the not-found page, answered with status 404 like any unknown path.
    if (decoded === "/404" || decoded === "/404.html" || decoded.startsWith("/__")) return undefined;
    const candidates = /\.[a-z0-9]+$/i.test(decoded)
      ? [path.join(root, decoded)]
      : [path.join(root, decoded, "index.html"), path.join(root, `${decoded}.html`)];
    return candidates.find((c) => load(c) !== null);
  };

  const respond = (
    loaded: Loaded,
    status: 200 | 404,
    pathname: string,
    acceptEncoding: string,
    ifNoneMatch?: string,
  ) => {
    const headers: Record<string, string> = {
      "Content-Type": loaded.type,
      "Cache-Control": status === 404 ? "no-cache" : cacheControlFor(pathname),
      ETag: loaded.etag,
      Vary: "Accept-Encoding",
    };
    if (loaded.csp) headers["Content-Security-Policy"] = loaded.csp;
    if (status === 200 && ifNoneMatch === loaded.etag) return { status: 304 as const, body: Buffer.alloc(0), headers };
    let body = loaded.raw;
    if (loaded.br && /\bbr\b/.test(acceptEncoding)) {
      body = loaded.br;
      headers["Content-Encoding"] = "br";
    } else if (loaded.gz && /\bgzip\b/.test(acceptEncoding)) {
      body = loaded.gz;
      headers["Content-Encoding"] = "gzip";
    }
    return { status, body, headers };
  };

  return {
    serve(
      pathname: string,
      acceptEncoding = "",
      ifNoneMatch?: string,
    ): { status: 200 | 304 | 404; body: Buffer; headers: Record<string, string> } {
      const file = resolve(pathname);
      if (file)
        return respond(
          load(file)!,
          200,
          file.endsWith("index.html") ? "/page.html" : pathname,
          acceptEncoding,
          ifNoneMatch,
        );
      const notFound = load(path.join(root, "404.html"));
      if (!notFound)
        return {
          status: 404,
          body: Buffer.from("Not found"),
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        };
      return respond(notFound, 404, "/404.html", acceptEncoding);
    },
  };
}
