import path from "node:path";
import type { EnvironmentOptions, Plugin, Rolldown, ViteBuilder } from "vite";
import { islandNames, type IslandName } from "../shared/island-names.ts";
import { pageExtraNames, type PageExtra, type PageScripts } from "../shared/page-scripts.ts";

/**
 * React, React DOM and the scheduler, and nothing else, in one chunk of their own: the same file on every island
 * page, and, since React changes far less often than our code, still in the browser's long-lived cache
 * (`immutable`, server/core/headers.ts) after a deploy that changed only ours. The budgets count our own code apart from
 * it (e2e/quality/budgets.e2e.ts).
 */
export const reactChunk = {
  name: "react",
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
} as const;

const root = path.resolve(import.meta.dirname, "..");
/** The module root.tsx reads the built scripts from: the server bundle's copy is given them. */
const pageScriptsModule = path.join(root, "app", "page-scripts.ts");

/** The Vite environments that make the browser's code, built beside React Router's client and server ones. */
const environments = { islands: "islands", loader: "inlineLoader", page: "inlinePage" } as const;

/** The environment of a script only some pages carry: "not-found" builds in "inlineNotFound". */
const extraEnvironment = (name: PageExtra) =>
  `inline${name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`;

/**
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's CSS and dependencies (about 0.6 KB
 * gzip on every form island). The islands import only the photo checks that way, which have neither: a plain
 * import() does.
 */
function noPreloadHelper(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "islands:no-preload-helper",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === environments.islands,
    load: (id) => (id === helper ? "export const __vitePreload = (load) => load();" : null),
  };
}

/**
 * The islands' environment: one entry per island (app/islands/NAME.tsx) and the page analytics, code split so React
 * is one chunk of its own (`reactChunk`) and what every island needs of ours another, written with hashed names
 * beside the site's other assets (`outDir`, React Router's client folder).
 */
function islandsEnvironment(outDir: string): EnvironmentOptions {
  return {
    consumer: "client",
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      // No list of each dynamic import's chunks to preload: the helper that would read it is gone
      // (noPreloadHelper), so the list was dead bytes on every form island.
      modulePreload: false,
      rolldownOptions: {
        // The loader calls each entry's default export (app/lib/islands/hydrate.tsx): keep it.
        preserveEntrySignatures: "strict",
        input: {
          ...Object.fromEntries(islandNames.map((name) => [name, path.join(root, "app/islands", `${name}.tsx`)])),
          analytics: path.join(root, "app/lib/analytics/page-entry.ts"),
        },
        output: {
          // The page analytics and what only it and the islands share live apart from the islands, which no
          // content page loads (e2e/quality/budgets.e2e.ts checks that).
          entryFileNames: (chunk) => `assets/${chunk.name === "analytics" ? "page" : "islands"}/[name]-[hash].js`,
          chunkFileNames: (chunk) =>
            `assets/${chunk.moduleIds.every((id) => /app[\\/]lib[\\/]analytics[\\/]/.test(id)) ? "page" : "islands"}/[name]-[hash].js`,
          codeSplitting: {
            // React alone (`reactChunk`), then what every island needs of ours in one file: the hydration code
            // (app/lib/islands) and the class and icon helpers (IconButton too: the gallery and the photo list both
            // draw it). Each file a page loads costs gzip overhead of its own.
            groups: [
              { name: reactChunk.name, test: reactChunk.test, priority: 2 },
              {
                name: "common",
                test: /node_modules[\\/]clsx[\\/]|app[\\/]lib[\\/](islands[\\/]|cn\.ts)|app[\\/]components[\\/]ui[\\/]icon(-button)?\.tsx|icon-sprite/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
}

/** The page script and the scripts only some pages carry: minified, for the browsers the page script supports. */
const pageScriptBuild = { minify: true, target: "es2022" };

/** An inline script's environment: one entry bundled into one self-contained classic script, kept in memory. */
function inlineEnvironment(entry: string, name: string, build: { minify?: boolean; target?: string } = {}) {
  return {
    consumer: "client",
    build: { ...build, write: false, lib: { entry: path.join(root, entry), formats: ["iife"], name } },
  } satisfies EnvironmentOptions;
}

/** The one output of a single-output build (`write: false` or not, Vite answers with the bundle either way). */
function output(result: Awaited<ReturnType<ViteBuilder["build"]>>): Rolldown.RolldownOutput {
  const [first] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  if (!first) throw new Error("islands: the build produced no output");
  return first;
}

/** A single-script build's code, as it goes between a page's script tags: it cannot end its own element early. */
function inlineCode(result: Awaited<ReturnType<ViteBuilder["build"]>>, what: string): string {
  const code = output(result)
    .output.find((chunk) => chunk.type === "chunk")
    ?.code.trim();
  if (!code) throw new Error(`${what} built to nothing`);
  return code.replaceAll("</script", "<\\/script");
}

/** Builds the islands and the two inline scripts, all at once, in the build's own Vite process. */
async function buildPageScripts(builder: ViteBuilder, timed: Timer): Promise<PageScripts> {
  const env = (name: string) => {
    const found = builder.environments[name];
    if (!found) throw new Error(`islands: no "${name}" environment (vite.config.ts must use pageScripts())`);
    return found;
  };
  const extraBuilds = Promise.all(
    pageExtraNames.map(async (name) => {
      const built = await timed(`${name} script build`, () => builder.build(env(extraEnvironment(name))));
      return [name, inlineCode(built, `The ${name} script`)] as const;
    }),
  );
  const [islands, loader, page, extras] = await Promise.all([
    timed("islands build", () => builder.build(env(environments.islands))),
    timed("island loader build", () => builder.build(env(environments.loader))),
    timed("page script build", () => builder.build(env(environments.page))),
    extraBuilds,
  ]);
  const chunks = output(islands).output.flatMap((chunk) => (chunk.type === "chunk" ? [chunk] : []));
  const { analytics, ...entries } = Object.fromEntries(
    chunks.flatMap((chunk) => (chunk.isEntry ? [[chunk.name, `/${chunk.fileName}`]] : [])),
  ) as Record<IslandName | "analytics", string>;
  for (const name of islandNames) if (!entries[name]) throw new Error(`islands: no entry built for "${name}"`);
  if (!analytics) throw new Error("islands: no page analytics built");
  checkReactChunk(chunks);
  return {
    entries,
    analytics,
    loader: inlineCode(loader, "islands: the loader"),
    page: inlineCode(page, "The page script"),
    extras: Object.fromEntries(extras) as Record<PageExtra, string>,
  };
}

/** Runs a step of the build and says how long it took (docs/performance.md, "The owner's build"). */
export type Timer = <T>(step: string, run: () => Promise<T>) => Promise<T>;

export const timeStep: Timer = async (step, run) => {
  const start = performance.now();
  try {
    return await run();
  } finally {
    console.info(`build step: ${step} ${(performance.now() - start).toFixed(0)} ms`);
  }
};

interface PageScriptsApi {
  built: () => Promise<PageScripts>;
  /** When React Router's server build ended (`performance.now()`): the pre-rendering starts there. */
  serverBuilt?: number;
}

/**
 * The scripts this build made (for react-router.config.ts's buildEnd, which has the build's resolved Vite plugins
 * but not the plugin's module: the Vite config is bundled apart from the React Router config).
 */
export async function builtPageScripts(plugins: readonly Plugin[]): Promise<PageScripts> {
  const plugin = plugins.find((p) => p.name === "page-scripts") as (Plugin & { api: PageScriptsApi }) | undefined;
  if (!plugin) throw new Error("islands: vite.config.ts does not use pageScripts()");
  const { serverBuilt } = plugin.api;
  if (serverBuilt) console.info(`build step: pre-render ${(performance.now() - serverBuilt).toFixed(0)} ms`);
  return plugin.api.built();
}

/**
 * The browser's JavaScript (docs/decisions/008-islands.md, 013-build.md), made by React Router's own Vite build:
 * more environments beside its client and server ones, `islands` (the islands and the page analytics, written to
 * the client folder), `inlineLoader` and `inlinePage` (the island loader and the page script), and one for each
 * script only some pages carry (`inlineReviews`, `inlineVideos`, `inlineNotFound`), each one classic script kept in
 * memory. They are built as soon as React Router's client build starts (it empties the build folder
 * first), alongside it, and the server build waits for them: its root.tsx imports what they made as
 * app/page-scripts.ts and renders the inline scripts into each page as it pre-renders it. React Router's client
 * build still runs (the framework needs it), but no page loads its output and the build removes it
 * (scripts/build/finish-build.ts).
 */
export function pageScripts(): Plugin[] {
  let builder: ViteBuilder | undefined;
  let built: Promise<PageScripts> | undefined;
  const started = new Map<string, number>();
  const api: PageScriptsApi = {
    built: () => built ?? Promise.reject(new Error("islands: the page scripts were never built")),
  };
  return [
    noPreloadHelper(),
    {
      name: "page-scripts",
      api,
      config: {
        order: "post",
        handler(config, { command }) {
          if (command !== "build") return;
          const outDir = config.environments?.client?.build?.outDir;
          if (!outDir)
            throw new Error(
              "islands: React Router's client build has no folder (vite.config.ts must use reactRouter())",
            );
          return {
            environments: {
              [environments.islands]: islandsEnvironment(outDir),
              [environments.loader]: inlineEnvironment("app/lib/islands/loader-entry.ts", "islands"),
              [environments.page]: inlineEnvironment("app/enhance/page.ts", "enhance", pageScriptBuild),
              ...Object.fromEntries(
                pageExtraNames.map((name) => [
                  extraEnvironment(name),
                  inlineEnvironment(`app/enhance/page-${name}.ts`, "enhance", pageScriptBuild),
                ]),
              ),
            },
          };
        },
      },
      buildApp: {
        order: "pre",
        async handler(app) {
          builder = app;
        },
      },
      buildStart() {
        // Only the build's own environments: React Router also runs a dev server of its own to read the routes.
        if (this.environment.mode !== "build") return;
        started.set(this.environment.name, performance.now());
        if (this.environment.name === "client" && builder) built ??= buildPageScripts(builder, timeStep);
      },
      closeBundle() {
        const { name, mode } = this.environment;
        const start = started.get(name);
        if (mode !== "build" || (name !== "client" && name !== "ssr") || start === undefined) return;
        started.delete(name);
        console.info(`build step: ${name} build ${(performance.now() - start).toFixed(0)} ms`);
        if (name === "ssr") api.serverBuilt = performance.now();
      },
      async load(id) {
        if (path.normalize(id) !== pageScriptsModule || this.environment.name !== "ssr" || !built) return null;
        return `export default ${JSON.stringify(await built)};`;
      },
    },
  ];
}

/**
 * Fails the build unless React is in its chunk alone: one chunk named `reactChunk.name`, React DOM in it, no module of
 * ours inside it (the budgets leave that file out of our own code's count), and no React module in any other chunk.
 */
export function checkReactChunk(
  chunks: readonly { name: string; fileName: string; moduleIds: readonly string[] }[],
): void {
  const vendor = chunks.filter((chunk) => chunk.name === reactChunk.name);
  if (vendor.length !== 1) throw new Error(`islands: ${vendor.length} chunks named "${reactChunk.name}", not one`);
  const [only] = vendor as [(typeof chunks)[number]];
  const foreign = only.moduleIds.filter((id) => !reactChunk.test.test(id));
  if (foreign.length > 0) throw new Error(`islands: the React chunk holds other modules: ${foreign.join(", ")}`);
  if (!only.moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id)))
    throw new Error("islands: the React chunk holds no React DOM");
  const strays = chunks.filter((chunk) => chunk !== only && chunk.moduleIds.some((id) => reactChunk.test.test(id)));
  if (strays.length > 0)
    throw new Error(`islands: React modules outside the React chunk: ${strays.map((c) => c.fileName).join(", ")}`);
}
