import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { islandNames, type IslandName } from "../shared/island-names.ts";
import { iconSprite } from "./icon-sprite.ts";
import { siteDefine } from "./site-define.ts";

export interface BuiltIslands {
  /** Each island's entry module, as the URL the browser imports it from (hashed, long-cached). */
  entries: Record<IslandName, string>;
  /** The island loader (app/lib/islands/loader.ts) as one self-contained classic script, for pages to inline. */
  loader: string;
  /**
   * The page analytics (app/lib/analytics/page-entry.ts), imported by every page after first paint
   * (app/enhance/analytics.ts). Built with the islands, so the form islands share its event code.
   */
  analytics: string;
}

/**
 * React, React DOM and the scheduler, and nothing else, in one chunk of their own: the same file on every island
 * page, and, since React changes far less often than our code, still in the browser's long-lived cache
 * (`immutable`, server/headers.ts) after a deploy that changed only ours. The budgets count our own code apart from
 * it (e2e/quality/budgets.e2e.ts).
 */
export const reactChunk = {
  name: "react",
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
} as const;

const root = path.resolve(import.meta.dirname, "..");
const common = {
  configFile: false,
  root,
  mode: "production",
  logLevel: "warn",
  define: siteDefine("production"),
  resolve: { tsconfigPaths: true },
} as const;

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
    load: (id) => (id === helper ? "export const __vitePreload = (load) => load();" : null),
  };
}

/** The one output of a single-output build (`write: false` or not, Vite answers with the bundle either way). */
function output(result: Awaited<ReturnType<typeof build>>): Rolldown.RolldownOutput {
  const [first] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  if (!first) throw new Error("islands: the build produced no output");
  return first;
}

/**
 * The browser's JavaScript (docs/decisions/008-islands.md), and the page analytics module beside it. React Router's
 * client build still runs (the framework needs it), but no page loads its output and the build removes it
 * (scripts/finish-build.ts): pages load only this. One entry per island (app/islands/NAME.tsx), code split so React
 * is one chunk of its own (`reactChunk`) and what every island needs of ours another, written with hashed names beside
 * the site's other assets; and the loader, built apart as an IIFE so the page can inline it.
 */
export async function buildIslands(clientDir: string): Promise<BuiltIslands> {
  const islands = output(
    await build({
      ...common,
      plugins: [iconSprite(), noPreloadHelper()],
      build: {
        outDir: path.resolve(clientDir),
        emptyOutDir: false,
        copyPublicDir: false,
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
    }),
  );
  const { analytics, ...entries } = Object.fromEntries(
    islands.output.flatMap((chunk) =>
      chunk.type === "chunk" && chunk.isEntry ? [[chunk.name, `/${chunk.fileName}`]] : [],
    ),
  ) as Record<IslandName | "analytics", string>;
  for (const name of islandNames) if (!entries[name]) throw new Error(`islands: no entry built for "${name}"`);
  if (!analytics) throw new Error("islands: no page analytics built");
  checkReactChunk(islands.output.flatMap((chunk) => (chunk.type === "chunk" ? [chunk] : [])));

  const loader = output(
    await build({
      ...common,
      build: {
        write: false,
        lib: { entry: path.join(root, "app/lib/islands/loader-entry.ts"), formats: ["iife"], name: "islands" },
      },
    }),
  );
  const code = loader.output.find((chunk) => chunk.type === "chunk")?.code.trim();
  if (!code) throw new Error("islands: the loader built to nothing");
  return { entries, loader: code, analytics };
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
