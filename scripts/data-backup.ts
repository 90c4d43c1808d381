import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { SCHEMA_VERSION } from "../server/db.ts";

/** What a backup folder holds besides the files: when, which schema, and each file's size and SHA-256. */
interface Manifest {
  format: 1;
  createdAt: string;
  schemaVersion: number;
  quotes: number;
  files: { path: string; bytes: number; sha256: string }[];
}

const DATABASE = "quotes.db";
const PHOTOS = "photos";
const MANIFEST = "manifest.json";

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const describe = (dir: string, relative: string) => {
  const bytes = readFileSync(path.join(dir, relative));
  return { path: relative, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
};

/**
 * A consistent copy of DATA_DIR while the server keeps taking quotes: SQLite's online backup API copies the
 * database as of one moment (every quote committed before it, with its deliveries and events), then the photo
 * files that copy refers to, then a manifest with checksums. Written into `dest/…partial` and renamed at the end,
 * so a folder without `.partial` is always a whole backup (docs/decisions/011-operations.md).
 */
export async function backupDataDir(dataDir: string, dest: string): Promise<Manifest> {
  if (existsSync(dest) && readdirSync(dest).length > 0)
    throw new Error(`${dest} is not empty: back up into a new folder.`);
  const partial = `${dest}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.join(partial, PHOTOS), { recursive: true });
  const source = new DatabaseSync(path.join(dataDir, DATABASE), { readOnly: true });
  try {
    // Every page in one step: the copy is one read transaction, a snapshot that writers (WAL) never block.
    await backup(source, path.join(partial, DATABASE), { rate: 2 ** 31 - 1 });
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(path.join(partial, DATABASE));
  let quotes: number;
  let photos: { id: string }[];
  try {
    const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
    if (check.integrity_check !== "ok")
      throw new Error(`the copied database fails its integrity check: ${check.integrity_check}`);
    copy.exec("PRAGMA journal_mode = DELETE");
    quotes = Number((copy.prepare("SELECT COUNT(*) AS n FROM quotes").get() as { n: number }).n);
    photos = copy.prepare("SELECT id FROM quote_photos").all() as { id: string }[];
  } finally {
    copy.close();
  }
  const wanted = new Set(photos.map((p) => p.id));
  const photoDir = path.join(dataDir, PHOTOS);
  const files = existsSync(photoDir) ? readdirSync(photoDir).filter((f) => wanted.has(path.parse(f).name)) : [];
  if (files.length !== wanted.size)
    throw new Error(`${wanted.size - files.length} photo file(s) the database refers to are missing from ${photoDir}`);
  for (const file of files) copyFileSync(path.join(photoDir, file), path.join(partial, PHOTOS, file));
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    schemaVersion: SCHEMA_VERSION,
    quotes,
    files: [DATABASE, ...files.map((f) => path.posix.join(PHOTOS, f))].map((f) => describe(partial, f)),
  };
  writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(dest, { recursive: true, force: true });
  renameSync(partial, dest);
  return manifest;
}

/** Every problem with a backup folder: a file missing, changed, or not in its manifest. Empty: it is whole. */
export function verifyBackup(dir: string): string[] {
  const manifestFile = path.join(dir, MANIFEST);
  if (!existsSync(manifestFile)) return [`${manifestFile} is missing: not a backup written by npm run backup`];
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const problems: string[] = [];
  for (const file of manifest.files) {
    const full = path.join(dir, file.path);
    if (!existsSync(full)) problems.push(`${file.path} is missing`);
    else if (sha256(full) !== file.sha256) problems.push(`${file.path} does not match its checksum`);
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  const present = [
    DATABASE,
    ...(existsSync(path.join(dir, PHOTOS)) ? readdirSync(path.join(dir, PHOTOS)).map((f) => `${PHOTOS}/${f}`) : []),
  ];
  for (const file of present)
    if (!listed.has(file) && existsSync(path.join(dir, file))) problems.push(`${file} is not in the manifest`);
  if (manifest.schemaVersion > SCHEMA_VERSION)
    problems.push(`the backup has schema version ${manifest.schemaVersion}; this code knows up to ${SCHEMA_VERSION}`);
  return problems;
}

/**
 * Puts a verified backup into an empty DATA_DIR (the server stopped). A backup failing any checksum is refused
 * before anything is written.
 */
export function restoreDataDir(backupDir: string, dataDir: string): Manifest {
  const problems = verifyBackup(backupDir);
  if (problems.length > 0)
    throw new Error(`The backup in ${backupDir} is damaged; nothing was restored:\n  ${problems.join("\n  ")}`);
  if (existsSync(path.join(dataDir, DATABASE)))
    throw new Error(`${dataDir} already holds a database: stop the server and move that folder aside first.`);
  const manifest = JSON.parse(readFileSync(path.join(backupDir, MANIFEST), "utf8")) as Manifest;
  mkdirSync(path.join(dataDir, PHOTOS), { recursive: true, mode: 0o700 });
  for (const file of manifest.files) copyFileSync(path.join(backupDir, file.path), path.join(dataDir, file.path));
  return manifest;
}
