import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { CONTENT_VERSION, type SiteContent } from "../../app/content/document.ts";
import { writeFileAtomically } from "../core/atomic-file.ts";
import type { Logger } from "../core/log.ts";
import { migrateContent } from "./migrate-content.ts";
import type { Build } from "../../shared/api/site.ts";

/** A build's id: when it started, to the millisecond, and a count ("20261126-031500-123001"). */
export const BUILD_ID = "[0-9]{8}-[0-9]{6}-[0-9]{6}";
const ID_PATTERN = new RegExp(`^${BUILD_ID}$`);

/** Builds kept on disk (the live and the previous one are never removed). */
export const KEEP_BUILDS = 10;
/** How much of a failed build's output is kept to say what went wrong. */
const ERROR_TAIL_BYTES = 4_000;

/**
 * One build of the site from one revision of the owner's content, as the dashboard lists it,
 * without what going live with it would change, which the answer adds.
 */
export type BuildInfo = Omit<Build, "changes">;

/** Roll back's target when the build before was the repository's own (SITE_DIR): the site as first deployed. */
export const SEED = "seed";

/**
 * What is live (a build's id, or null for the repository's own build) and what was live before it (Roll back's
 * target: a build's id, SEED, or null before anything was ever made live), in the pointer file.
 */
interface LivePointer {
  live: string | null;
  previous: string | null;
}

export interface BuildsOptions {
  /** The inbox's data folder: builds go to DATA_DIR/builds/<id>/, beside the live pointer. */
  dataDir: string;
  /** The repository: the build runs there, with its sources, public/ and node_modules (this file's, by default). */
  projectDir?: string;
  log: Logger;
  /** The build's command: React Router's build, the one `npm run build` runs, unless a test gives another. */
  command?: { file: string; args: string[] };
  /**
   * The repository's own build (SITE_DIR): the build folder above it is where a first build from the dashboard
   * carries its pages' last changes from (scripts/build/page-dates.ts).
   */
  seedDir?: string;
  /** Told when another build goes live (or back), with its content: the inbox takes its settings. */
  onLive?: (build: { id: string; clientDir: string; content: SiteContent } | undefined) => void;
}

/** A request the builds cannot meet, with the status that says why. */
export class BuildError extends Error {
  readonly status: 404 | 409;
  constructor(message: string, status: 404 | 409) {
    super(message);
    this.status = status;
  }
}

/**
 * The site's builds from the owner's content (docs/decisions/012-owner-editing.md): React Router's build, the very
 * build `npm run build` runs (its steps in react-router.config.ts), in one child process at low priority, one at a time, each into a folder of its own:
 * DATA_DIR/builds/<id>/ with the content it was made from (content.json), its record (build.json) and the site
 * (client/). Nothing is written into the live build, so a build that fails or is killed leaves the site as it was.
 * Go live and Roll back rewrite one pointer file by rename, which is atomic: the server restarts on whichever
 * pointer the rename left, and both name complete builds.
 */
export class Builds {
  readonly #options: BuildsOptions;
  readonly #root: string;
  readonly #projectDir: string;
  readonly #pointerFile: string;
  readonly #command: { file: string; args: string[] };
  #running: { id: string; child: ChildProcess } | undefined;
  /** The live build's site folder, kept in memory: only this process swaps builds, and it updates it as it does. */
  #liveNow: string | undefined;
  /** Ids sort as the builds were started: the time to the millisecond, then a count for the same millisecond. */
  #sequence = 0;

  constructor(options: BuildsOptions) {
    this.#options = options;
    this.#root = path.join(options.dataDir, "builds");
    this.#projectDir = options.projectDir ?? path.resolve(import.meta.dirname, "..", "..");
    mkdirSync(this.#root, { recursive: true, mode: 0o700 });
    this.#pointerFile = path.join(this.#root, "live.json");
    linkModules(this.#root, this.#projectDir);
    // The one build of the site, the one `npm run build` runs: the document it builds is named by SITE_CONTENT.
    this.#command = options.command ?? {
      file: process.execPath,
      args: [path.join(this.#projectDir, "node_modules", "@react-router", "dev", "bin.cjs"), "build"],
    };
    this.#failUnfinished();
    const live = this.#liveId();
    this.#liveNow = live ? this.#clientDirOf(live) : undefined;
  }

  /** Every build kept on disk, newest first. */
  list(): BuildInfo[] {
    return readdirSync(this.#root)
      .filter((name) => ID_PATTERN.test(name))
      .sort()
      .reverse()
      .flatMap((id) => this.#readRecord(id) ?? []);
  }

  /** What is live and what was live before it, as the pointer file says. */
  pointer(): LivePointer {
    try {
      const pointer = JSON.parse(readFileSync(this.#pointerFile, "utf8")) as LivePointer;
      return { live: pointer.live ?? null, previous: pointer.previous ?? null };
    } catch {
      return { live: null, previous: null };
    }
  }

  /** The build under way, or undefined. */
  running(): BuildInfo | undefined {
    return this.#running ? this.#readRecord(this.#running.id) : undefined;
  }

  /** The folder of a finished build's site, or undefined. */
  clientDir(id: string): string | undefined {
    return this.#readRecord(id)?.state === "ready" ? this.#clientDirOf(id) : undefined;
  }

  /** The content a finished build was made from (its content.json), or undefined. */
  content(id: string): SiteContent | undefined {
    if (this.#readRecord(id)?.state !== "ready") return undefined;
    try {
      return this.#contentOf(id);
    } catch {
      return undefined;
    }
  }

  /**
   * The live build's site folder, or undefined while the repository's own build is served. Asked on every
   * public request, so it is kept in memory: only this process swaps builds, and it updates it as it does.
   */
  liveDir(): string | undefined {
    return this.#liveNow;
  }

  /**
   * The revisions of the owner's content that every build kept on disk was made from, the live one's among them:
   * the content store never prunes these (server/site/revision-pruning.ts), so the builds list and Roll back
   * always name a revision the history still has.
   */
  revisions(): number[] {
    return this.list().map((b) => b.revision);
  }

  /** Every finished build's site folder, newest first: where an asset of a page from before a swap is found. */
  keptDirs(): string[] {
    return this.list()
      .filter((b) => b.state === "ready")
      .map((b) => this.#clientDirOf(b.id));
  }

  /** Starts a build of `content` (revision `revision`, asked for by `by`); refused while another runs. */
  start(content: SiteContent, revision: number, by: string): BuildInfo {
    if (this.#running) throw new BuildError("A build is already running. Wait for it to finish.", 409);
    const id = this.#newId();
    const contentFile = this.#writeContent(id, content);
    const info: BuildInfo = {
      id,
      revision,
      by,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      state: "running",
      error: null,
    };
    writeJson(this.#recordFile(id), info);
    const child = this.#spawn(id, contentFile);
    this.#running = { id, child };
    lowerPriority(child);
    const output = new BuildOutput();
    child.stdout?.on("data", (chunk: Buffer) => output.take(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.take(chunk));
    this.#options.log.info("site build started", { build: id, revision, user: by });
    child.once("error", (failure) => this.#finish(info, output, null, null, failure));
    child.once("close", (code, signal) => this.#finish(info, output, code, signal));
    return info;
  }

  /** Makes a finished build live. */
  goLive(id: string): LivePointer {
    if (this.#readRecord(id)?.state !== "ready") throw new BuildError("There is no finished build with that id.", 404);
    const { live } = this.pointer();
    if (live === id) return this.pointer();
    const pointer = { live: id, previous: live ?? SEED };
    writeJson(this.#pointerFile, pointer);
    this.#announce(id);
    this.#options.log.info("site build live", { build: id, previous: live });
    return pointer;
  }

  /** Makes the build that was live before the current one live again. */
  rollBack(): LivePointer {
    const { live, previous } = this.pointer();
    if (!previous || (previous !== SEED && this.#readRecord(previous)?.state !== "ready"))
      throw new BuildError("There is no earlier build to go back to.", 409);
    const back = previous === SEED ? null : previous;
    const pointer = { live: back, previous: live ?? SEED };
    writeJson(this.#pointerFile, pointer);
    this.#announce(back);
    this.#options.log.info("site rolled back", { build: previous, from: live });
    return pointer;
  }

  /** Tells `onLive` what is live now (the server, once at start). */
  announce(): void {
    this.#announce(this.#liveId());
  }

  /** Stops a running build (the server is stopping); its folder stays unfinished and is never served. */
  stop(): void {
    this.#running?.child.kill("SIGTERM");
  }

  #folder(id: string): string {
    return path.join(this.#root, id);
  }

  #recordFile(id: string): string {
    return path.join(this.#folder(id), "build.json");
  }

  #clientDirOf(id: string): string {
    return path.join(this.#folder(id), "out", "client");
  }

  #readRecord(id: string): BuildInfo | undefined {
    try {
      return JSON.parse(readFileSync(this.#recordFile(id), "utf8")) as BuildInfo;
    } catch {
      return undefined;
    }
  }

  /**
   * A build kept from an earlier release holds its document as that release wrote it: it is read in this release's
   * shape, so Go live's question and the preview's first page compare like with like.
   */
  #contentOf(id: string): SiteContent {
    const file = path.join(this.#folder(id), "content.json");
    const stored = JSON.parse(readFileSync(file, "utf8")) as { version?: unknown };
    return migrateContent(stored, typeof stored.version === "number" ? stored.version : CONTENT_VERSION) as SiteContent;
  }

  /** The live build's id, when the pointer names a finished build; null while the repository's own is served. */
  #liveId(): string | null {
    const { live } = this.pointer();
    return live && this.#readRecord(live)?.state === "ready" ? live : null;
  }

  #announce(id: string | null): void {
    this.#liveNow = id ? this.#clientDirOf(id) : undefined;
    this.#options.onLive?.(id ? { id, clientDir: this.#clientDirOf(id), content: this.#contentOf(id) } : undefined);
  }

  /** A build that was running when the server stopped never finished: it is said so, and never served. */
  #failUnfinished(): void {
    for (const build of this.list())
      if (build.state === "running")
        writeJson(this.#recordFile(build.id), {
          ...build,
          state: "failed",
          error: "The server stopped during this build.",
        });
  }

  /** Removes the oldest builds past KEEP_BUILDS, never the live or the previous one. */
  #prune(): void {
    const { live, previous } = this.pointer();
    const kept = this.list().filter((b) => b.id !== this.#running?.id);
    for (const build of kept.slice(KEEP_BUILDS))
      if (build.id !== live && build.id !== previous) rmSync(this.#folder(build.id), { recursive: true, force: true });
  }

  #newId(): string {
    const now = new Date().toISOString();
    const stamp = now.replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
    this.#sequence = (this.#sequence + 1) % 1000;
    return `${stamp}-${now.slice(20, 23)}${String(this.#sequence).padStart(3, "0")}`;
  }

  /** The build's own folder, with the content it builds: that file's path. */
  #writeContent(id: string, content: SiteContent): string {
    mkdirSync(this.#folder(id), { mode: 0o700 });
    const contentFile = path.join(this.#folder(id), "content.json");
    writeFileSync(contentFile, JSON.stringify(content), { mode: 0o600 });
    return contentFile;
  }

  /** The build's child process, building `contentFile` into the build's folder. */
  #spawn(id: string, contentFile: string): ChildProcess {
    const { dataDir, seedDir } = this.#options;
    // A page keeps the live build's date for its last change unless its HTML changes (the sitemap's lastmod).
    const live = this.#liveId();
    const datesFrom = live ? path.join(this.#folder(live), "out") : seedDir && path.join(seedDir, "..");
    return spawn(this.#command.file, this.#command.args, {
      cwd: this.#projectDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: path.join(this.#folder(id), "out"),
        SITE_CONTENT: contentFile,
        // The owner's photos: their sizes for the pages, their files for the site.
        SITE_MEDIA: path.join(dataDir, "media"),
        ...(datesFrom && { PREVIOUS_BUILD_DIR: datesFrom }),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
  }

  /** The build's end: its record says ready or failed (and why), the log how long it took, and old builds go. */
  #finish(
    info: BuildInfo,
    output: BuildOutput,
    code: number | null,
    signal: NodeJS.Signals | null,
    failure?: Error,
  ): void {
    const { id } = info;
    if (this.#running?.id !== id) return;
    this.#running = undefined;
    const built = code === 0 && existsSync(path.join(this.#clientDirOf(id), "index.html"));
    const error = built
      ? null
      : withoutServerPaths(describeFailure(output.tail, code, signal, failure), {
          projectDir: this.#projectDir,
          dataDir: this.#options.dataDir,
        });
    writeJson(this.#recordFile(id), {
      ...info,
      finishedAt: new Date().toISOString(),
      state: built ? "ready" : "failed",
      error,
    });
    const ms = Date.now() - Date.parse(info.startedAt);
    if (built) this.#options.log.info("site build ready", { build: id, ms, steps: output.steps });
    else this.#options.log.warn("site build failed", { build: id, error });
    this.#prune();
  }
}

function writeJson(file: string, value: unknown): void {
  writeFileAtomically(file, JSON.stringify(value, null, 2));
}

/**
 * The pre-renderer imports the build's own server bundle, whose packages (React, React Router) resolve from the
 * folders above it: a link to the project's node_modules beside the builds lets a data folder anywhere build.
 */
function linkModules(root: string, projectDir: string): void {
  const modules = path.join(root, "node_modules");
  if (existsSync(modules)) return;
  if (lstatSync(modules, { throwIfNoEntry: false })) rmSync(modules);
  symlinkSync(path.join(projectDir, "node_modules"), modules, "dir");
}

/** Below the inbox: a build must never slow a customer's quote. */
function lowerPriority(child: ChildProcess): void {
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    // Lowering a child's priority needs nothing special; where it is refused, the build runs as it is.
  }
}

/**
 * What a build prints: its last words, to say what went wrong, and how long each step took, as the build says it
 * ("build step: pre-render 1200 ms"), for the log.
 */
class BuildOutput {
  tail = "";
  readonly steps: Record<string, number> = {};
  #line = "";

  take(chunk: Buffer): void {
    const text = chunk.toString();
    this.tail = (this.tail + text).slice(-ERROR_TAIL_BYTES * 4);
    const lines = (this.#line + text).split("\n");
    this.#line = lines.pop() ?? "";
    for (const step of lines.map((l) => /^build step: (.+) (\d+) ms$/.exec(l.trim())))
      if (step) this.steps[step[1]!] = Number(step[2]);
  }
}

/**
 * A build's words without the server's own paths: the dashboard shows them to the owner, and where the project and
 * the data lie on the server is none of the page's business. A file of the project becomes its path in the
 * repository ("node_modules/…/vite.js:841:11"), anything in the data folder "the data folder", and any other
 * absolute path under a folder of the file system's root "a server path". The site's own addresses ("/reviews",
 * "/_.data") are not the file system's and stay, as do the site's photos: /media is a folder of the root too, and a
 * "/media/…" in a build's words is the site's (a data folder mounted there is caught as the data folder first).
 */
function withoutServerPaths(text: string, places: { projectDir: string; dataDir: string }): string {
  const trimmed = (dir: string) => path.resolve(dir).replace(/\/+$/, "");
  const projectDir = trimmed(places.projectDir);
  const dataDir = trimmed(places.dataDir);
  const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);
  let roots: Set<string>;
  try {
    roots = new Set(readdirSync("/").filter((name) => name !== "media"));
  } catch {
    roots = new Set();
  }
  // A path runs from a slash at the start of a word (or after a quote, a bracket, "=" or "file://") to the next space,
  // quote or bracket; the sentence's punctuation after it is not the path's.
  const pathIn = /(^|[\s'"`(=[])(?:file:\/\/)?(\/[^\s'"`()[\]]*?)([.,:;]*)(?=$|[\s'"`()[\]])/gm;
  return text.replace(pathIn, (whole, before: string, file: string, after: string) => {
    if (under(file, dataDir)) return `${before}the data folder${after}`;
    if (under(file, projectDir)) return `${before}${file.slice(projectDir.length + 1) || "the project folder"}${after}`;
    const first = file.split("/")[1] ?? "";
    return roots.has(first) ? `${before}a server path${after}` : whole;
  });
}

/** A failed build's error in words: the last lines the build printed that name an error, else its exit. */
function describeFailure(output: string, code: number | null, signal: NodeJS.Signals | null, failure?: Error): string {
  if (failure) return `The build could not start: ${failure.message}`;
  if (signal) return `The build was stopped (${signal}) before it finished.`;
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
  const lines = plain.split("\n").map((line) => line.trim());
  const from = lines.findIndex((line) => /error|invalid/i.test(line));
  const told = (from >= 0 ? lines.slice(from) : lines.slice(-12)).filter(Boolean).join("\n");
  return `The build failed (exit code ${code ?? "none"}).\n${told}`.slice(0, ERROR_TAIL_BYTES);
}
