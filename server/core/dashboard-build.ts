import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
};

export interface DashboardAsset {
  body: Buffer;
  type: string;
  /** Stylesheets, fonts and the sign-in script serve the sign-in pages; other scripts are the dashboard itself. */
  public: boolean;
}

/**
 * The dashboard as `vite build --config admin/vite.config.ts` wrote it (build/admin): the page every dashboard
 * URL answers with once signed in, its hashed assets, and the stylesheets the sign-in page links. Read once: a
 * build never changes under a running server.
 */
export function loadDashboardBuild(adminDir: string) {
  const root = path.resolve(adminDir);
  const shell = existsSync(path.join(root, "index.html"))
    ? readFileSync(path.join(root, "index.html"), "utf8")
    : undefined;
  const manifestFile = path.join(root, ".vite", "manifest.json");
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
        string,
        { file?: string; css?: string[]; imports?: string[] }
      >)
    : {};
  // The sign-in script (admin/sign-in-page.ts) runs on the sign-in pages, before any session: the one public script,
  // with the chunks it imports (code it shares with the dashboard, such as @simplewebauthn/browser).
  const signInFile = manifest["sign-in-page.ts"]?.file;
  const publicScripts = new Set<string>();
  const addScript = (key: string) => {
    const file = manifest[key]?.file;
    if (!file || publicScripts.has(file)) return;
    publicScripts.add(file);
    for (const imported of manifest[key]?.imports ?? []) addScript(imported);
  };
  addScript("sign-in-page.ts");
  const cache = new Map<string, DashboardAsset>();

  return {
    shell,
    stylesheets: (manifest["index.html"]?.css ?? []).map((file) => `/admin/${file}`),
    signInScript: signInFile ? `/admin/${signInFile}` : undefined,
    asset(name: string): DashboardAsset | undefined {
      if (!/^[\w.-]+$/.test(name) || name.startsWith(".")) return undefined;
      const cached = cache.get(name);
      if (cached) return cached;
      // Only files that exist are kept, so requests for made-up names cannot grow the cache.
      const file = path.join(root, "assets", name);
      const type = types[path.extname(name)];
      if (!type || !existsSync(file)) return undefined;
      const asset = {
        body: readFileSync(file),
        type,
        public: !name.endsWith(".js") || publicScripts.has(`assets/${name}`),
      };
      cache.set(name, asset);
      return asset;
    },
  };
}

export type DashboardBuild = ReturnType<typeof loadDashboardBuild>;
