import { randomBytes } from "node:crypto";
import { renameSync, writeFileSync } from "node:fs";

/**
 * Writes `file` through a temporary file beside it and a rename, which is atomic: a reader (a build, a backup, the
 * server after a crash) finds the old contents or the new, never half of either. Private to the owner by default.
 */
export function writeFileAtomically(file: string, data: string | Buffer, mode = 0o600): void {
  const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, data, { mode });
  renameSync(temporary, file);
}
