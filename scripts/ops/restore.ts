import path from "node:path";
import { loadConfigOrExit } from "../../server/config/config-load.ts";
import { restoreDataDir, summarize } from "./data-backup.ts";

// npm run restore -- DIR: a backup written by npm run backup, checked against its manifest, into DATA_DIR.
const [source] = process.argv.slice(2);
if (!source) {
  process.stderr.write("Usage: npm run restore -- DIR   (with the server stopped and DATA_DIR empty)\n");
  process.exit(2);
}
const { dataDir } = loadConfigOrExit(process.env);
try {
  const manifest = restoreDataDir(path.resolve(source), dataDir);
  process.stdout.write(`Restored ${summarize(manifest)} (backup of ${manifest.createdAt}) into ${dataDir}.\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
