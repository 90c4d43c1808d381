import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { ProcessedPhoto } from "../core/photos.ts";

/** One stored photo. The id is 128 random bits (base64url): it names the file and cannot be guessed or listed. */
export interface StoredPhoto {
  id: string;
  quote_id: number;
  /** 1, 2, … in the order the visitor chose them. */
  position: number;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  created_at: string;
}

/** A photo written into place and waiting for its quote's transaction. */
export interface PlacedPhoto {
  id: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

const ID = /^[A-Za-z0-9_-]{22}$/;
const newId = () => randomBytes(16).toString("base64url");
const extension: Record<string, string> = { "image/jpeg": ".jpg" };

async function writeDurably(file: string, bytes: Buffer) {
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A rename is durable once the directory holding it is synced. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Photo files and their rows. Layout: `DATA_DIR/photos/<id>.jpg`, one file per row of `quote_photos`, and
 * `DATA_DIR/photos.tmp/` for files being written. A quote and its photos commit together or not at all:
 *
 * 1. `place()` writes each photo into photos.tmp/ (fsynced), renames it into photos/ and syncs the directory,
 *    before the quote's transaction;
 * 2. the transaction that stores the quote inserts the photo rows (`insertRows`), so a committed quote always finds
 *    its files;
 * 3. if that transaction fails, `discard()` removes the files at once; if the process dies first, the files are
 *    orphans (no row) and `sweep()` removes them, with anything left in photos.tmp/, when the server next starts.
 *
 * Nothing here serves a photo over HTTP: `photoResponse` is for the signed-in dashboard to mount.
 */
export function createPhotoStore(db: DatabaseSync, dataDir: string) {
  const dir = path.join(dataDir, "photos");
  const temporary = path.join(dataDir, "photos.tmp");
  const fileOf = (id: string, contentType: string) => path.join(dir, `${id}${extension[contentType] ?? ".bin"}`);
  const insert = db.prepare(
    `INSERT INTO quote_photos (id, quote_id, position, content_type, bytes, width, height, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare("SELECT * FROM quote_photos WHERE id = ?");
  const byQuote = db.prepare("SELECT * FROM quote_photos WHERE quote_id = ? ORDER BY position");
  const ensureDirs = () => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    mkdirSync(temporary, { recursive: true, mode: 0o700 });
  };

  const removeAll = async (placed: readonly PlacedPhoto[]) => {
    await Promise.all(placed.map((p) => rm(fileOf(p.id, p.contentType), { force: true })));
  };

  return {
    dir,
    temporary,

    /** Writes the photos into place (step 1 above); `discard` takes them back if the quote is not stored. */
    async place(photos: readonly ProcessedPhoto[]): Promise<{ photos: PlacedPhoto[]; discard: () => Promise<void> }> {
      ensureDirs();
      const placed: PlacedPhoto[] = [];
      try {
        for (const photo of photos) {
          const entry = {
            id: newId(),
            contentType: photo.contentType,
            bytes: photo.bytes.length,
            width: photo.width,
            height: photo.height,
          };
          const staging = path.join(temporary, path.basename(fileOf(entry.id, entry.contentType)));
          try {
            await writeDurably(staging, photo.bytes);
            await rename(staging, fileOf(entry.id, entry.contentType));
          } catch (error) {
            await rm(staging, { force: true });
            throw error;
          }
          placed.push(entry);
        }
        if (placed.length > 0) await syncDirectory(dir);
      } catch (error) {
        await removeAll(placed);
        throw error;
      }
      return { photos: placed, discard: () => removeAll(placed) };
    },

    /** Step 2: the rows, inside the transaction that stores quote `quoteId`. */
    insertRows(quoteId: number, photos: readonly PlacedPhoto[], receivedAt: Date) {
      photos.forEach((p, i) =>
        insert.run(p.id, quoteId, i + 1, p.contentType, p.bytes, p.width, p.height, receivedAt.toISOString()),
      );
    },

    forQuote: (quoteId: number) => byQuote.all(quoteId) as unknown as StoredPhoto[],

    /** Removes the files of photos whose rows are already deleted (a lead deleted by hand or by retention). */
    removeFiles(photos: readonly { id: string; content_type: string }[]) {
      for (const photo of photos) if (ID.test(photo.id)) rmSync(fileOf(photo.id, photo.content_type), { force: true });
    },

    /**
     * A stored photo's bytes and type by id, or undefined. The id is checked against the id format before it is
     * looked up, and the file path is built from the stored row, never from the request.
     */
    read(id: string): { photo: StoredPhoto; bytes: Buffer } | undefined {
      if (!ID.test(id)) return undefined;
      const photo = byId.get(id) as unknown as StoredPhoto | undefined;
      if (!photo) return undefined;
      const file = fileOf(photo.id, photo.content_type);
      return existsSync(file) ? { photo, bytes: readFileSync(file) } : undefined;
    },

    /**
     * Step 3, at start-up and before the server takes requests (one server process owns DATA_DIR): empties
     * photos.tmp/ and removes every file in photos/ that no row claims.
     */
    sweep(): { temporary: number; orphans: number } {
      ensureDirs();
      const known = new Set(
        (db.prepare("SELECT id, content_type FROM quote_photos").all() as { id: string; content_type: string }[]).map(
          (r) => path.basename(fileOf(r.id, r.content_type)),
        ),
      );
      const leftovers = readdirSync(temporary);
      for (const name of leftovers) rmSync(path.join(temporary, name), { recursive: true, force: true });
      const orphans = readdirSync(dir).filter((name) => !known.has(name));
      for (const name of orphans) rmSync(path.join(dir, name), { recursive: true, force: true });
      return { temporary: leftovers.length, orphans: orphans.length };
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;

/**
 * The HTTP answer for one photo, mounted by the dashboard at `/admin/api/photos/:id` behind its session check.
 * No public route serves photos: customers' photos show their homes. 404 for an unknown or malformed
 * id, never a hint of which. The photo is shown inline under a download name, never sniffed into another type,
 * never cached by a shared cache, and sandboxed should a browser open it as a document.
 */
export function photoResponse(photos: PhotoStore, id: string): Response {
  const found = photos.read(id);
  if (!found)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const { photo, bytes } = found;
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": photo.content_type,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="quote-${photo.quote_id}-photo-${photo.position}${extension[photo.content_type] ?? ""}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
