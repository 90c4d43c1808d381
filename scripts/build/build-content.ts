import { readFileSync } from "node:fs";
import { type Plugin, loadEnv } from "vite";
import { checkContent, type SiteContent } from "../../app/content/document.ts";
import { seedContent } from "../../app/content/seed.ts";
import { ownerSettingsOf, readSiteEnv } from "../../config/env.ts";

/**
 * The one content document a build makes the site from (docs/decisions/012-owner-editing.md): the owner's revision
 * that SITE_CONTENT names (a build from the dashboard, server/site/builds.ts), else the repository's seed
 * (app/content/site.json) with this deployment's .env settings. Read and checked once per build, then handed on: to
 * the loaders as the module `virtual:site-content` (app/content/site-document.server.ts), and to the build's steps
 * (react-router.config.ts, config/site-define.ts) by this function.
 */
interface Read {
  file: string | undefined;
  content: SiteContent;
}

/**
 * Vite loads the config files afresh for each of its builds (the client, the server, the pre-renderer's preview), so
 * a module's own variable would read the document once per load: the one read is kept for the whole process instead.
 */
const READ = Symbol.for("site-content.read");
const processWide = globalThis as { [READ]?: Read };

export function buildContent(env: NodeJS.ProcessEnv = process.env): SiteContent {
  const file = env.SITE_CONTENT || undefined;
  const read = processWide[READ];
  if (read && read.file === file) return read.content;
  const content = file ? revisionFile(file) : repositoryContent(env);
  processWide[READ] = { file, content };
  return content;
}

function revisionFile(file: string): SiteContent {
  const checked = checkContent(JSON.parse(readFileSync(file, "utf8")));
  if (!checked.ok)
    throw new Error(
      `Invalid content in ${file}:\n  ${checked.problems.map((p) => `${p.path}: ${p.message}`).join("\n  ")}`,
    );
  return checked.content;
}

const repositoryContent = (env: NodeJS.ProcessEnv): SiteContent =>
  seedContent(ownerSettingsOf(readSiteEnv({ ...loadEnv("production", process.cwd(), ""), ...env })));

const VIRTUAL_ID = "virtual:site-content";

/** Hands the build's document to the code it renders: `import document from "virtual:site-content"`. */
export function siteContentModule(content: () => SiteContent = () => buildContent()): Plugin {
  return {
    name: "site-content",
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) => (id === `\0${VIRTUAL_ID}` ? `export default ${JSON.stringify(content())};` : undefined),
  };
}
