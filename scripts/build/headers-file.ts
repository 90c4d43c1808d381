import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteEnv } from "../../config/env.ts";
import { cacheControl, contentSecurityPolicy, securityHeaders } from "../../server/core/headers.ts";
import { readInlineScripts } from "../../server/site/inline-scripts.ts";

/**
 * `_headers` for static hosts (Netlify, Cloudflare Pages): the same security headers and cache rules the quote
 * inbox sends, with each page's own Content-Security-Policy (its inline-script hashes differ per page, as the build
 * recorded them: server/site/inline-scripts.ts).
 */
export function writeStaticHostFiles(siteDir: string, env: SiteEnv): void {
  const scriptsOf = readInlineScripts(siteDir);
  if (!scriptsOf) throw new Error("The build recorded no inline scripts (scripts/build/finish-build.ts runs first).");
  const common = Object.entries(securityHeaders({ https: true })).map(([k, v]) => `  ${k}: ${v}`);
  const blocks = [
    ["/*", ...common],
    ["/assets/*", `  Cache-Control: ${cacheControl.hashedAsset}`],
    ["/media/*", `  Cache-Control: ${cacheControl.media}`],
  ];
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(siteDir, file).split(path.sep).join("/");
    const route =
      relative === "index.html"
        ? "/"
        : relative === "404.html"
          ? "/404.html"
          : `/${relative.replace(/\/index\.html$/, "")}`;
    blocks.push([
      route,
      `  Cache-Control: ${cacheControl.html}`,
      `  Content-Security-Policy: ${contentSecurityPolicy(scriptsOf(relative), env)}`,
    ]);
  }
  writeFileSync(path.join(siteDir, "_headers"), `${blocks.map((b) => b.join("\n")).join("\n\n")}\n`);
}
