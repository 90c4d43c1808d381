import { createHash } from "node:crypto";
import type { ComponentType } from "react";
import type { Plugin } from "vite";
import { brandIconNames, iconNames } from "../shared/icon-names.ts";
import { brandDrawings } from "./brand-icons.ts";

/**
 * One SVG sprite with a `<symbol>` per icon the site uses, drawn from lucide-react at build time (and the social
 * networks' marks). Pages reference
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
  for (const name of brandIconNames)
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${brandDrawings[name]}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/**
 * An icon as a CSS mask image, for icons a page repeats (a check before each point of a list, a rating's stars, a pin
 * before each suburb): written `icon-mask(Name)` in a stylesheet, or `icon-mask(Name, 1.5, fill)` for another stroke
 * width and a filled shape, it becomes a data URL of the same lucide drawing the sprite has. Drawn by a pseudo-element
 * in the element's colour, such an icon costs no element of its own (issue 48: `<svg><use/></svg>` is two per icon, and
 * at Lighthouse's 4x CPU parsing, style and layout of the markup cost more than all the page's script).
 */
async function drawMask(name: string, strokeWidth: number, fill: boolean): Promise<string> {
  const [lucide, { createElement }, { renderToStaticMarkup }] = await Promise.all([
    import("lucide-react"),
    import("react"),
    import("react-dom/server"),
  ]);
  const component = (
    lucide as unknown as Record<string, ComponentType<{ strokeWidth: number; fill: string }> | undefined>
  )[name];
  if (!component || !(iconNames as readonly string[]).includes(name))
    throw new Error(`icon-mask: "${name}" is not in shared/icon-names.ts`);
  // In an image the drawing's currentColor is black: only the mask's alpha counts, the colour is the element's.
  const svg = renderToStaticMarkup(createElement(component, { strokeWidth, fill: fill ? "#000" : "none" }))
    .replace(/ class="[^"]*"/, "")
    .replace(/ aria-hidden="true"/, "");
  // Percent-encoded but for what a quoted CSS url() reads as it is: a data URL's text stays short and legible.
  const encoded = encodeURIComponent(svg)
    .replace(/%20/g, " ")
    .replace(/%3D/g, "=")
    .replace(/%2F/g, "/")
    .replace(/%3A/g, ":")
    .replace(/%22/g, "'");
  return `url("data:image/svg+xml,${encoded}")`;
}

const maskCall = /icon-mask\(\s*(\w+)\s*(?:,\s*([\d.]+)\s*)?(?:,\s*(fill)\s*)?\)/g;

/** A stylesheet with every `icon-mask(…)` replaced by its data URL. */
export async function expandMasks(css: string): Promise<string> {
  const urls = await Promise.all(
    [...css.matchAll(maskCall)].map(([, name = "", width, fill]) => drawMask(name, width ? Number(width) : 2, !!fill)),
  );
  let i = 0;
  return css.replace(maskCall, () => urls[i++] ?? "");
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
    // After Tailwind has inlined tokens.css and compiled the stylesheet (a normal-order transform runs after the
    // pre-ordered Tailwind plugin), so `icon-mask()` in any of the site's or the dashboard's CSS is drawn.
    async transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes("icon-mask(")) return null;
      return { code: await expandMasks(code), map: null };
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
