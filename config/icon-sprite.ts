import { createHash } from "node:crypto";
import type { ComponentType } from "react";
import type { Plugin } from "vite";
import { iconNames } from "../shared/icon-names.ts";

/**
 * One SVG sprite with a `<symbol>` per icon the site uses, drawn from lucide-react at build time. Pages reference
 * it with `<svg><use href="/assets/icons-HASH.svg#Name"/></svg>`: the browser fetches and caches one small file,
 * and neither the HTML nor the JavaScript carries path data (decision 005, the JavaScript diet).
 */
export async function drawSprite(): Promise<string> {
  const [lucide, { createElement }, { renderToStaticMarkup }] = await Promise.all([
    import("lucide-react"),
    import("react"),
    import("react-dom/server"),
  ]);
  const symbols = iconNames.map((name) => {
    const component = (lucide as unknown as Record<string, ComponentType | undefined>)[name];
    if (!component) throw new Error(`icon-sprite: lucide-react has no icon named "${name}"`);
    const inner = renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>|<\/svg>$/g, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

const virtualId = "virtual:icon-sprite";

/** `import sprite from "virtual:icon-sprite"` gives the sprite's URL; the client build emits the file. */
export function iconSprite(): Plugin {
  let base = "/";
  let sprite: Promise<{ source: string; fileName: string }> | undefined;
  const load = () =>
    (sprite ??= drawSprite().then((source) => ({
      source,
      fileName: `assets/icons-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.svg`,
    })));
  return {
    name: "icon-sprite",
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : null;
    },
    async load(id) {
      if (id !== `\0${virtualId}`) return null;
      return `export default ${JSON.stringify(base + (await load()).fileName)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { source, fileName } = await load();
      this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        load().then(({ source, fileName }) => {
          if (req.url?.split("?")[0] !== base + fileName) return next();
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(source);
        }, next);
      });
    },
  };
}
