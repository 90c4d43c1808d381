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
import { SCHEMA_VERSION } from "../../server/quotes/db.ts";
import { BUILD_ID } from "../../server/site/builds.ts";
import { variantFiles } from "../../server/site/image-variants.ts";
import type { OwnerManifest } from "../../server/site/owner-media.ts";

/**
 * What a backup folder holds besides the files: when, which schema, what it counted, and each file's size and
 * SHA-256. `revisions` and `builds` are absent from backups written before the site's builds were backed up, and
 * `websitePhotos` from those written before the owner's photos were.
 */
interface Manifest {
  format: 1;
  createdAt: string;
  schemaVersion: number;
  quotes: number;
  /** Saved revisions of the owner's content (table content_revisions, inside the database). */
  revisions?: number;
  /** The site builds copied (the live one and the one before it, as the live pointer named them). */
  builds?: string[];
  /** The owner's photos for the website copied (DATA_DIR/media, server/site/owner-media.ts). */
  websitePhotos?: number;
  files: { path: string; bytes: number; sha256: string }[];
}

const DATABASE = "quotes.db";
const PHOTOS = "photos";
const BUILDS = "builds";
const POINTER = "live.json";
const MEDIA = "media";
const MANIFEST = "manifest.json";
const buildId = new RegExp(`^${BUILD_ID}$`);

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const describe = (dir: string, relative: string) => {
  const bytes = readFileSync(path.join(dir, relative));
  return { path: relative, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
};
/** Every regular file under `base/dir`, relative to `base` with `/` between folders; links are left out. */
const filesUnder = (base: string, dir: string): string[] =>
  existsSync(path.join(base, dir))
    ? readdirSync(path.join(base, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .sort()
    : [];
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** What a backup holds, in words: "12 quotes, 3 photos, 4 content revisions, 2 site builds and 5 website photos". */
export function summarize(manifest: Manifest): string {
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  const parts = [
    count(manifest.quotes, "quote"),
    count(manifest.files.filter((f) => f.path.startsWith(`${PHOTOS}/`)).length, "photo"),
    // Absent from backups written before content revisions and builds were counted.
    ...(manifest.revisions === undefined ? [] : [count(manifest.revisions, "content revision")]),
    ...(manifest.builds === undefined ? [] : [count(manifest.builds.length, "site build")]),
    ...(manifest.websitePhotos === undefined ? [] : [count(manifest.websitePhotos, "website photo")]),
  ];
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * One finished build's folder (its record, its content and its site, out/client; never out/server nor anything
 * else) from `from` into `to`. A build that is not finished ("ready" in build.json) is not copied: the server would
 * not serve it either (nor one whose folder is gone).
 */
function copyBuild(from: string, to: string): boolean {
  let record: { state?: unknown };
  try {
    record = JSON.parse(readFileSync(path.join(from, "build.json"), "utf8")) as { state?: unknown };
  } catch {
    return false;
  }
  if (record.state !== "ready") return false;
  for (const file of ["build.json", "content.json", ...filesUnder(from, path.join("out", "client"))]) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(from, file), path.join(to, file));
  }
  return true;
}

/**
 * The live pointer (DATA_DIR/builds/live.json) and the builds it names, the live one and the previous one (Roll
 * back's target), into `partial/builds`; the ids copied. The pointer is read first and the builds it names copied
 * after it: a finished build never changes, and one being written is never named. A build is removed only once the
 * pointer no longer names it, so when the pointer changed while its builds were copied, the copy starts again.
 */
function copyBuilds(dataDir: string, partial: string): string[] {
  const pointerFile = path.join(dataDir, BUILDS, POINTER);
  const readPointer = () => {
    try {
      return readFileSync(pointerFile);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  const target = path.join(partial, BUILDS);
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    // No pointer (an older install, or nothing made live yet): the repository's own build is served.
    const pointer = readPointer();
    if (!pointer) return [];
    let named: { live?: unknown; previous?: unknown };
    try {
      named = JSON.parse(pointer.toString("utf8")) as typeof named;
    } catch {
      // The server reads an unreadable pointer as "nothing live" too, and serves the repository's own build.
      return [];
    }
    const ids = [...new Set([named.live, named.previous])].filter(
      (id): id is string => typeof id === "string" && buildId.test(id),
    );
    mkdirSync(target);
    const copied: string[] = [];
    let vanished: unknown;
    try {
      for (const id of ids) if (copyBuild(path.join(dataDir, BUILDS, id), path.join(target, id))) copied.push(id);
    } catch (error) {
      if (!isMissing(error)) throw error;
      vanished = error;
    }
    if (readPointer()?.equals(pointer)) {
      // The builds it names are kept while it names them: a file gone from one of them is not a race.
      if (vanished) throw vanished;
      writeFileSync(path.join(target, POINTER), pointer);
      return copied;
    }
    if (attempt === 5) throw new Error(`the live site build kept changing during the backup (${pointerFile})`);
  }
}

/**
 * The owner's photos for the website (DATA_DIR/media, server/site/owner-media.ts) into `partial/media`; how many.
 * The manifest is read first and only the photos it names are copied (each one's original and variants): a photo's
 * files are all written before the manifest names it and never change after, so a photo still being encoded is
 * simply left for the next backup. The manifest goes in as it was read.
 */
function copyWebsitePhotos(dataDir: string, partial: string): number {
  const from = path.join(dataDir, MEDIA);
  let manifest: Buffer;
  try {
    manifest = readFileSync(path.join(from, MANIFEST));
  } catch (error) {
    // No photo uploaded yet, or an install from before the owner's photos.
    if (isMissing(error)) return 0;
    throw error;
  }
  const photos = Object.entries(JSON.parse(manifest.toString("utf8")) as OwnerManifest);
  const to = path.join(partial, MEDIA);
  for (const [src, entry] of photos) {
    const hash = /^\/media\/owner\/([0-9a-f]{20})\.jpg$/.exec(src)?.[1];
    if (!hash) throw new Error(`${path.join(from, MANIFEST)} names ${src}, which is not an owner's photo`);
    const files = [
      `originals/${hash}.jpg`,
      ...variantFiles(`${hash}.jpg`, entry.widths).map((name) => `owner/${name}`),
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
      copyFileSync(path.join(from, file), path.join(to, file));
    }
  }
  mkdirSync(to, { recursive: true });
  writeFileSync(path.join(to, MANIFEST), manifest);
  return photos.length;
}

/**
 * A consistent copy of DATA_DIR while the server keeps taking quotes: SQLite's online backup API copies the
 * database as of one moment (every quote committed before it, with its deliveries and events, and every revision of
 * the owner's content), then the photo files that copy refers to, then the live pointer and the site builds it names,
 * then the owner's photos for the website, then a manifest with checksums. Written into `dest/…partial` and renamed
 * at the end, so a folder without `.partial` is always a whole backup (docs/decisions/011-operations.md).
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
  let revisions: number;
  let photos: { id: string }[];
  try {
    const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
    if (check.integrity_check !== "ok")
      throw new Error(`the copied database fails its integrity check: ${check.integrity_check}`);
    copy.exec("PRAGMA journal_mode = DELETE");
    quotes = Number((copy.prepare("SELECT COUNT(*) AS n FROM quotes").get() as { n: number }).n);
    // A database the server has not started on since the upgrade that added them has no revisions yet.
    revisions = copy.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'content_revisions'").get()
      ? Number((copy.prepare("SELECT COUNT(*) AS n FROM content_revisions").get() as { n: number }).n)
      : 0;
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
  const builds = copyBuilds(dataDir, partial);
  const websitePhotos = copyWebsitePhotos(dataDir, partial);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    schemaVersion: SCHEMA_VERSION,
    quotes,
    revisions,
    builds,
    websitePhotos,
    files: [
      DATABASE,
      ...files.map((f) => path.posix.join(PHOTOS, f)),
      ...filesUnder(partial, BUILDS),
      ...filesUnder(partial, MEDIA),
    ].map((f) => describe(partial, f)),
  };
  writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(dest, { recursive: true, force: true });
  renameSync(partial, dest);
  return manifest;
}

/**
 * A manifest's file path is the database, or a plain path inside photos/, builds/ or media/ (never `..`, never
 * absolute).
 */
const allowedPath = (file: string) =>
  file === DATABASE ||
  (/^(photos|builds|media)\/[^\\]+$/.test(file) &&
    file.split("/").every((part) => part !== "" && part !== "." && part !== ".."));

/** Every problem with a backup folder: a file missing, changed, or not in its manifest. Empty: it is whole. */
export function verifyBackup(dir: string): string[] {
  const manifestFile = path.join(dir, MANIFEST);
  if (!existsSync(manifestFile)) return [`${manifestFile} is missing: not a backup written by npm run backup`];
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const problems: string[] = [];
  for (const file of manifest.files) {
    const full = path.join(dir, file.path);
    if (!allowedPath(file.path)) problems.push(`${file.path} is not a place a backup writes to`);
    else if (!existsSync(full)) problems.push(`${file.path} is missing`);
    else if (sha256(full) !== file.sha256) problems.push(`${file.path} does not match its checksum`);
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  const present = [DATABASE, ...filesUnder(dir, PHOTOS), ...filesUnder(dir, BUILDS), ...filesUnder(dir, MEDIA)];
  for (const file of present)
    if (!listed.has(file) && existsSync(path.join(dir, file))) problems.push(`${file} is not in the manifest`);
  if (manifest.schemaVersion > SCHEMA_VERSION)
    problems.push(`the backup has schema version ${manifest.schemaVersion}; this code knows up to ${SCHEMA_VERSION}`);
  return problems;
}

/**
 * Puts a verified backup into an empty DATA_DIR (the server stopped). A backup failing any checksum is refused
 * before anything is written. The database goes last, so a restore stopped part way can simply be run again; the
 * builds' link to node_modules is not in a backup: the server makes it again at start (server/site/builds.ts).
 */
export function restoreDataDir(backupDir: string, dataDir: string): Manifest {
  const problems = verifyBackup(backupDir);
  if (problems.length > 0)
    throw new Error(`The backup in ${backupDir} is damaged; nothing was restored:\n  ${problems.join("\n  ")}`);
  if (existsSync(path.join(dataDir, DATABASE)))
    throw new Error(`${dataDir} already holds a database: stop the server and move that folder aside first.`);
  const manifest = JSON.parse(readFileSync(path.join(backupDir, MANIFEST), "utf8")) as Manifest;
  mkdirSync(path.join(dataDir, PHOTOS), { recursive: true, mode: 0o700 });
  // The pointers go after the files they name (the live build's, the owner's photos' manifest), the database last.
  const pointers = [`${BUILDS}/${POINTER}`, `${MEDIA}/${MANIFEST}`];
  const last = (file: string) => (file === DATABASE ? 2 : pointers.includes(file) ? 1 : 0);
  const files = manifest.files.map((f) => f.path).sort((a, b) => last(a) - last(b));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true, mode: 0o700 });
    copyFileSync(path.join(backupDir, file), path.join(dataDir, file));
  }
  return manifest;
}
