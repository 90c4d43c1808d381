import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createServer } from "vite";

/**
 * `npm run dev`: the site from source with hot reload, and a local quote inbox behind it, so a quote sent in dev is
 * stored like a real one. The inbox (server/main.ts) listens on a free loopback port with its data in `--data`
 * (.dev-data/ by default, git-ignored); Vite's dev server answers every page and proxies /api (what the forms post
 * to) to it. Pages hydrate their islands and run the page script as built pages do (app/enhance/dev-page.ts).
 * Options: --port and --host for the dev server (as `react-router dev` takes them), --data for the inbox's folder.
 * Ctrl-C stops both.
 */
const root = path.resolve(import.meta.dirname, "..", "..");
const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    data: { type: "string", default: ".dev-data" },
  },
});
const dataDir = path.resolve(values.data);
const inside = path.relative(process.cwd(), dataDir);
const shown = inside && !inside.startsWith("..") ? inside : dataDir;
mkdirSync(dataDir, { recursive: true });

const inbox = await startInbox(dataDir);
const vite = await createServer({
  root,
  server: {
    port: values.port === undefined ? undefined : Number(values.port),
    host: values.host,
    proxy: { "/api": { target: inbox.url } },
    // A build, a test run or the inbox writing beside the sources must not reload the page being worked on.
    watch: { ignored: ["**/build/**", "**/.dev-data/**", "**/data/**", "**/.tmp/**", `${dataDir}/**`] },
    // Compiled before the first page asks, so the first visit does not wait on them.
    warmup: { clientFiles: ["./app/enhance/dev-page.ts", "./app/islands/*.tsx"] },
  },
  // Every package the app imports is bundled before the first page: one found later (the islands are imported by
  // URL, app/lib/islands/loader.ts; the routes' build-time imports) makes Vite bundle again and reload the page
  // under the visitor, and an island loading then fails.
  optimizeDeps: { entries: ["app/**/*.{ts,tsx}", "!app/**/*.test.{ts,tsx}"] },
});
// Pages are rendered on the server and hold no router to refresh them (docs/decisions/008-islands.md): a change to
// the app's code or content reloads the page; styles still update in place.
const appDir = path.join(root, "app") + path.sep;
vite.watcher.on("change", (file) => {
  if (file.startsWith(appDir) && !file.endsWith(".css")) vite.environments.client.hot.send({ type: "full-reload" });
});
await vite.listen();
vite.bindCLIShortcuts();
const url = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
console.log(
  `Open ${url} · quotes go to the local inbox in ${shown}/ (list them: DATA_DIR=${shown} npm run leads; its log: ${shown}/inbox.log)`,
);

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await vite.close();
    await inbox.stop();
  }
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
void inbox.exited.then((exit) => {
  if (stopping) return;
  console.error(`The local inbox stopped (${exit}): see ${shown}/inbox.log`);
  void stop(1);
});

/**
 * The real inbox on a free loopback port, its output in DATA_DIR/inbox.log. It reads the project's .env as it
 * always does; where it listens, its data and the proxy in front of it are set here, whatever .env says.
 */
async function startInbox(dir: string) {
  const log = createWriteStream(path.join(dir, "inbox.log"), { flags: "a" });
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, TRUST_PROXY: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // "close", not "exit": its last log lines are in the file by then.
  const exited = new Promise<string>((resolve) =>
    child.once("close", (code, signal) => resolve(signal ?? `exit code ${code}`)),
  );
  // Vite's quit shortcut (q) exits without a signal: the inbox goes too.
  process.once("exit", () => child.kill("SIGTERM"));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const listening = (chunk: Buffer) => {
      out += chunk.toString();
      // server/main.ts announces where it listens once it does.
      const port = /with the quote inbox at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (!port) return;
      child.stdout?.off("data", listening);
      resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on("data", listening);
    void exited.then((exit) => reject(new Error(`The local inbox did not start (${exit}): see ${dir}/inbox.log`)));
  });
  return {
    url,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      log.end();
    },
  };
}
