import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { builtinModules } from "node:module";
import tseslint from "typescript-eslint";

/** Every layer of the site and the dashboard: icons come from the sprite, never from an icon component library. */
const spriteIcons = {
  group: ["lucide-react"],
  message: "Icons come from the build-time sprite: <Icon name> (config/icon-sprite.ts).",
};

/**
 * Folder boundaries (docs/architecture.md). Paths are matched as written, so `(\.\./)+name/` is the top-level folder
 * `name/` seen from inside another one.
 */
const upTo = (folders) => `^(\\.\\./)+(${folders})/`;
/** Deployable code (app, admin, server, config) never imports tests, their helpers or tooling. */
const noTooling = {
  regex: upTo("e2e|scripts|test"),
  message: "Deployable code never imports tests, test/support or scripts.",
};
/** The one rule most folders differ by: which imports they refuse, each with the reason a reader is told. */
const restrictImports = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/**
 * shared/ is run by more than one program: the site's and the dashboard's browser code, the inbox server, the build.
 * It may use what every one of them has (the language's own globals and what Node and browsers both define: URL,
 * TextEncoder, timers), never the browser's DOM (document, window, sessionStorage) nor Node's (process, Buffer).
 */
const oneRuntimeOnly = [
  ...new Set(
    [...Object.keys(globals.browser), ...Object.keys(globals.node)].filter(
      (name) => !(name in globals.builtin) && !(name in globals["shared-node-browser"]),
    ),
  ),
  "localStorage",
  "sessionStorage",
  "navigator",
];
const bothRuntimes = "shared/ runs in the browser and in Node: only what both have (docs/architecture.md).";

/** shared/'s rules (docs/architecture.md), with a pattern of the zod entry points it may not import. */
const sharedRules = (zodRegex) => ({
  "no-restricted-imports": [
    "error",
    {
      paths: builtinModules.map((name) => ({ name, message: bothRuntimes })),
      patterns: [
        {
          regex: upTo("app|admin|server|config|e2e|scripts|test"),
          message: "shared/ imports shared/ and packages only: the programs import it, never the other way.",
        },
        { group: ["node:*"], message: bothRuntimes },
        {
          regex: zodRegex,
          message: "shared/ reaches the browser's bundles: zod stays in the server, but zod/mini in shared/api/.",
        },
      ],
    },
  ],
  "no-restricted-globals": ["error", ...oneRuntimeOnly.map((name) => ({ name, message: bothRuntimes }))],
});

/**
 * The public site is built alone: the dashboard and the inbox server are separate programs, and what they share with
 * it is in shared/. Of config/ it reads the environment's schema (config/env, its settings); the rest is the build's,
 * which imports shared/, never app/.
 */
const appOnly = {
  regex: "^(\\.\\./)+(admin/|server/|config/(?!env(\\.ts)?$))",
  message: "app/ never imports the dashboard (admin/) or the server (shared code is in shared/); of config/, only env.",
};

/**
 * What the inbox server may import (docs/architecture.md): shared/, the environment schemas and, of app/, the owner's
 * content model; never tests or tooling, never the dashboard's code (it serves the dashboard's build as files).
 */
const serverImports = (depth) => [
  noTooling,
  {
    regex: "^(\\.\\./)+app/(?!content/(claims|document|names|seed)\\.ts$)",
    message:
      "Code the site and the server both run is in shared/. Of app/, the server reads the owner's content model only: the business claims (content/claims.ts), the content document and its seed (content/document.ts, content/seed.ts) and the services' and areas' names (content/names.ts).",
  },
  { regex: "^(\\.\\./)+admin/", message: "The server serves the dashboard's build as files; it never imports it." },
  {
    // `depth` is how many `../` lead from the file to the repository's top: 1 for server/main.ts, 2 in a concern's
    // folder, whose own ../config/ is the server's configuration.
    regex: `^(\\.\\./){${depth}}config/(?!(env|retention)(\\.ts)?$)`,
    message: "Of config/, the server reads the environment schemas only; the rest are build plugins.",
  },
];

/**
 * The inbox server's folders by concern, lowest first (docs/architecture.md). Each imports its own files and the
 * folders before it, types included; core/ holds the helpers every concern shares and imports none of them. So an
 * arrow between two concerns always points down the list, and no two concerns import each other. server/main.ts,
 * the entry, may import any of them.
 */
const serverLayers = ["core", "config", "quotes", "delivery", "accounts", "dashboard", "site", "http"];
const serverLayerRules = serverLayers.map((layer, at) => {
  const above = serverLayers.slice(at + 1);
  const below = serverLayers.slice(0, at);
  const patterns = above.length
    ? [
        ...serverImports(2),
        {
          regex: `^\\.\\./(${above.join("|")})/`,
          message: `server/${layer}/ imports ${below.length ? `only ${below.join(", ")} and itself` : "none of the server's concerns"}: the server's folders import down their list, never up or across (eslint.config.js, serverLayers).`,
        },
      ]
    : serverImports(2);
  return {
    files: [`server/${layer}/**/*.ts`],
    ignores: ["server/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  };
});

/**
 * The dashboard: its own pages and components, shared/ (the lead vocabulary, password rules, recovery-codes file,
 * phone and dates it shares with the server), the site's UI kit (a second browser program on one design system),
 * the owner's document's types (app/content/document) and the services' and areas' names its editor labels them
 * by (app/content/names), and the API's answers' shapes (shared/api/). Nothing from the server.
 */
const adminImports = [
  spriteIcons,
  noTooling,
  {
    regex: "^(\\.\\./)+app/(?!components/ui/|components/layout/skip-link$|lib/cn$|content/(document|names)$)",
    message:
      "Code the dashboard shares is in shared/. Of app/, it uses the site's UI kit (components/ui, the skip link, lib/cn: one design system in two browser programs) and the owner's content model's names (content/names) only.",
  },
  {
    regex: "^(\\.\\./)+app/content/document$",
    allowTypeImports: true,
    message:
      "The dashboard takes the owner's document's types only (SiteContent): its schema is zod, which stays on the server.",
  },
  {
    regex: upTo("server"),
    message:
      "The dashboard talks to the server through its API: the answers' shapes, types and checks alike, are shared/api/'s; code both run is in shared/.",
  },
  { regex: upTo("config"), message: "config/ is for the builds, not the dashboard's code." },
  { group: ["node:*", "zod", "zod/*"], message: "The dashboard runs in the browser." },
];

/**
 * The dashboard's folders by page (docs/architecture.md). A page's folder imports its own files, shell/ (the app's
 * frame: layout, API client, router's error and not-found pages, step-up) and ui/ (parts two or more pages use); never
 * another page's folder. shell/ imports ui/ and no page; ui/ imports neither. admin/'s root holds the entries only.
 */
const adminPages = ["leads", "site", "overview", "security", "privacy", "spam", "team", "sign-in"];
const adminFolder = (folder, forbidden) => ({
  files: [`admin/${folder}/**/*.{ts,tsx}`],
  ignores: ["admin/**/*.test.{ts,tsx}"],
  rules: restrictImports([
    ...adminImports,
    {
      regex: `^\\.\\./(${forbidden.join("|")})/`,
      message: `admin/${folder}/ never imports ${forbidden.join(", ")}: a page shares through shell/ and ui/ (eslint.config.js, adminPages).`,
    },
  ]),
});
const adminFolderRules = [
  ...adminPages.map((page) =>
    adminFolder(
      page,
      adminPages.filter((other) => other !== page),
    ),
  ),
  adminFolder("shell", adminPages),
  adminFolder("ui", [...adminPages, "shell"]),
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", ".tmp/", "public/", "media/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Menus delegate Escape and arrow keys from their container to the links and buttons inside; the
      // container itself is never a control, so these two rules misread the pattern.
      "jsx-a11y/no-noninteractive-element-interactions": "off",
      "jsx-a11y/no-static-element-interactions": "off",
      // A box a phone scrolls sideways (a wide table) is a named region a keyboard must reach to scroll
      // (axe's scrollable-region-focusable): tabIndex={0} belongs on it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], tags: [] }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Layers (docs/architecture.md): routes → sections/layout → ui → lib, and content only through loaders. Loaders
  // and other `.server.ts` modules run at build time; React Router keeps them, and what they import, out of the
  // browser bundle, so content and zod can never reach a page's JavaScript by accident.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.{ts,tsx}", "app/content/**"],
    rules: restrictImports([
      spriteIcons,
      noTooling,
      appOnly,
      {
        group: ["**/content/*", "!**/content/site-document.server", "zod", "zod/*"],
        message:
          "Content and zod are read by loaders (app/loaders/*.server.ts) only, which a route gives the build's document (app/content/site-document.server.ts); pass data in as props.",
      },
      { group: ["**/routes/*"], message: "Nothing imports a route module." },
    ]),
  },
  {
    files: ["app/components/ui/**/*.tsx"],
    rules: restrictImports([
      spriteIcons,
      noTooling,
      appOnly,
      {
        group: ["**/content/*", "zod", "zod/*", "**/routes/*", "**/loaders/*"],
        message: "ui/ takes props only.",
      },
      { group: ["../sections/*", "../layout/*", "../common/*"], message: "ui/ never imports from above it." },
      { group: ["**/site.config"], message: "ui/ holds no configuration: take it as a prop." },
    ]),
  },
  {
    files: ["app/components/**/*.tsx"],
    ignores: ["app/components/ui/**", "app/**/*.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: restrictImports([
      spriteIcons,
      noTooling,
      appOnly,
      {
        group: ["**/content/*", "zod", "zod/*"],
        message: "Content and zod are read by loaders only.",
      },
      { group: ["**/routes/*", "**/loaders/*"], message: "Components and lib never import routes or loaders." },
    ]),
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: restrictImports([
      spriteIcons,
      noTooling,
      appOnly,
      {
        group: ["**/content/*", "zod", "zod/*", "**/routes/*", "**/loaders/*"],
        message: "Content and zod are read by loaders only; lib never imports routes or loaders.",
      },
      { group: ["**/components/*", "**/components/**"], message: "lib/ is plain functions: no components." },
    ]),
  },
  {
    // Server-side lib modules (media.server.ts) may read content; no lib module may import components.
    files: ["app/lib/**/*.server.ts"],
    rules: restrictImports([
      spriteIcons,
      noTooling,
      appOnly,
      { group: ["**/components/*", "**/components/**"], message: "lib/ is plain functions: no components." },
      { group: ["**/routes/*", "**/loaders/*"], message: "lib/ never imports routes or loaders." },
    ]),
  },
  {
    // Loaders and content run at build time (content in the inbox too): they may read content, never other programs.
    files: ["app/loaders/**/*.ts", "app/content/**/*.ts"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [spriteIcons, noTooling, appOnly] }] },
  },
  {
    files: ["admin/**/*.{ts,tsx}"],
    ignores: ["admin/**/*.test.{ts,tsx}", "admin/vite.config.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: adminImports }] },
  },
  ...adminFolderRules,
  {
    // The website editor's answers (its own chunk, loaded when the editor first opens) are checked by the content's
    // one schema (app/content/document.ts, issue 45): full zod rides in that chunk, and nowhere else in the dashboard
    // (the API's other answers are checked by shared/api/'s zod/mini schemas).
    files: ["admin/site/site-answers.ts"],
    rules: restrictImports([
      spriteIcons,
      noTooling,
      { regex: upTo("server"), message: "The dashboard takes the API's shapes from shared/api/." },
      { regex: upTo("config"), message: "config/ is for the builds, not the dashboard's code." },
      { group: ["node:*"], message: "The dashboard runs in the browser." },
    ]),
  },
  {
    // The inbox server: shared/ (the forms' tables, photo checks, lead vocabulary, phone, dates it shares with the
    // site and the dashboard), the environment schemas, and the owner's content model in app/content: the business
    // claims, so the lead email's response promise is the one the pages make, and the content document and its seed,
    // which the inbox stores, checks and builds, with the areas' names its history uses
    // (docs/decisions/012-owner-editing.md).
    files: ["server/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: serverImports(1) }] },
  },
  ...serverLayerRules,
  {
    // What more than one program runs (docs/architecture.md): it imports only shared/ and packages, so each program
    // imports it and none reaches into another's folder; no Node and no DOM APIs, and no zod, which would reach the
    // browser's bundles (the quote schema is the inbox's, server/quotes/quote-schema.ts), but for the API's answers' schemas
    // (shared/api/), which are zod/mini so the dashboard carries only the checks it uses.
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts", "shared/api/**"],
    rules: sharedRules("^zod(/.*)?$"),
  },
  {
    files: ["shared/api/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: sharedRules("^zod(?!/mini$)(/.*)?$"),
  },
  {
    // Build and environment configuration: config/, shared/ (the icons the sprite draws, the islands the build
    // bundles), node and packages. The site imports config/env, so this arrow points one way only.
    files: ["config/**/*.ts"],
    ignores: ["config/**/*.test.ts"],
    rules: restrictImports([
      {
        regex: upTo("app|admin|server|e2e|scripts|test"),
        message:
          "config/ imports config/, shared/, node and packages only: the site imports config/env, never the reverse.",
      },
    ]),
  },
  {
    // Tooling and tests share their helpers through test/support/, never through each other.
    files: ["scripts/**/*.ts"],
    ignores: ["scripts/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: upTo("e2e|admin"), message: "scripts/ shares helpers with e2e/ through test/support/." }],
        },
      ],
    },
  },
  {
    files: ["e2e/**/*.ts"],
    rules: restrictImports([
      { regex: upTo("scripts|admin"), message: "e2e/ shares helpers with scripts/ through test/support/." },
    ]),
  },
  {
    files: ["test/**/*.ts"],
    rules: restrictImports([
      {
        regex: upTo("e2e|scripts|admin"),
        message: "test/support/ is shared by e2e/ and scripts/: it imports neither.",
      },
    ]),
  },
  {
    // Primitives spread their children and accessible names in through props.
    files: ["app/components/ui/**/*.tsx"],
    rules: { "jsx-a11y/anchor-has-content": "off", "jsx-a11y/heading-has-content": "off" },
  },
  {
    // Tests, tooling and the server index arrays they built themselves; app code keeps the rule.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "scripts/**/*.ts", "server/**/*.ts", "test/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
