import path from "node:path";
import { loadConfigOrExit } from "../server/config.ts";
import { backupDataDir } from "./data-backup.ts";

// npm run backup -- DIR: a consistent copy of DATA_DIR (read from the environment or .env) into DIR.
const [dest] = process.argv.slice(2);
if (!dest) {
  process.stderr.write("Usage: npm run backup -- DIR   (DIR: a new, empty folder)\n");
  process.exit(2);
}
const { dataDir } = loadConfigOrExit(process.env);
try {
  const manifest = await backupDataDir(dataDir, path.resolve(dest));
  process.stdout.write(
    `Backed up ${manifest.quotes} quotes and ${manifest.files.length - 1} photos from ${dataDir} to ${dest}.\n`,
  );
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
