import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { transformSync } from "rolldown/experimental";

// Node runs the server's .ts by stripping types, but it has no JSX: the pages the server renders are the site's and
// the dashboard's own .tsx components (the no-script quote error page, the sign-in pages), so the server would
// otherwise need a second copy of them as strings. These hooks compile a .tsx file as Node loads it, with the oxc
// transform the Vite build already ships (rolldown), and resolve the extensionless imports those components write
// for Vite. Chosen over a build step (a second bundle the server would need before it could answer a form, and which
// unit tests and the dev inbox would not have) and over React.createElement by hand (not the components the site
// ships). Measured on the 2-core machine with NODE_ENV=production: the server's start costs about 70 ms more CPU
// (React, react-dom/server, the transform and the compiled pages), and a page renders in about 0.1 ms. Vitest compiles
// the same files with its own transform, so tests never reach these hooks.

const COMPILED = /\.tsx$/;

type ResolveContext = Parameters<NonNullable<Parameters<typeof registerHooks>[0]["resolve"]>>[1];

/** `./field` as the site's and the dashboard's code writes an import for Vite: `./field.tsx` or `./field.ts`. */
const candidates = (specifier: string, context: ResolveContext) =>
  /^\.\.?\//.test(specifier) && !/\.\w+$/.test(specifier) && !context.parentURL?.includes("/node_modules/")
    ? [specifier, `${specifier}.tsx`, `${specifier}.ts`]
    : [specifier];

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith("virtual:"))
      throw new Error(`${specifier} is made by the Vite build: a component the server renders cannot import it.`);
    const [first, ...rest] = candidates(specifier, context);
    try {
      return nextResolve(first!, context);
    } catch (error) {
      for (const candidate of rest)
        try {
          return nextResolve(candidate, context);
        } catch {
          // the next candidate
        }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith("file:") || !COMPILED.test(url)) return nextLoad(url, context);
    const file = fileURLToPath(url);
    const { code, errors } = transformSync(file, readFileSync(file, "utf8"), { jsx: { runtime: "automatic" } });
    if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join("; ")}`);
    return { format: "module", source: code, shortCircuit: true };
  },
});
