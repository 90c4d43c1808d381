import path from "node:path";
import { loadConfigOrExit } from "../../server/config/config-load.ts";
import { backupDataDir, summarize } from "./data-backup.ts";

// npm run backup -- DIR: a consistent copy of DATA_DIR (read from the environment or .env) into DIR: the database
// (quotes, deliveries, content revisions), the photos, and the live and previous site builds with their pointer.
const [dest] = process.argv.slice(2);
if (!dest) {
  process.stderr.write("Usage: npm run backup -- DIR   (DIR: a new, empty folder)\n");
  process.exit(2);
}
const { dataDir } = loadConfigOrExit(process.env);
try {
  const manifest = await backupDataDir(dataDir, path.resolve(dest));
  process.stdout.write(`Backed up ${summarize(manifest)} from ${dataDir} to ${dest}.\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
