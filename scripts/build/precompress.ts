import { copyFileSync, existsSync, readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compressible = /\.(html|js|css|svg|json|xml|txt|data)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes .br and .gz beside every text file over 1 KB, so servers send them without compressing per request. Brotli
 * at its best (quality 11) is most of a build's last step: the files are compressed on libuv's worker threads, as
 * many at once as the machine has cores, which halves the step on two (the bytes are the same either way).
 *
 * `previousDir` is the site folder of the build before (the live one, for a build from the dashboard): a file whose
 * bytes are the same there takes that build's .br and .gz as they are, since compressing the same bytes again makes
 * the same files. An owner's edit leaves the stylesheet, the icons and the islands' code as they were (about a fifth
 * of the step's time; the pages are most of it).
 */
export async function precompress(dir: string, previousDir?: string): Promise<{ compressed: number; kept: number }> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    // Dotfiles (the record of the pages' inline scripts, server/site/inline-scripts.ts) are never served.
    .filter((entry) => entry.isFile() && compressible.test(entry.name) && !entry.name.startsWith("."))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).size >= 1024);
  let next = 0;
  let kept = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const raw = await readFile(file);
      if (previousDir && (await keepPrevious(file, raw, path.join(previousDir, path.relative(dir, file))))) {
        kept++;
        continue;
      }
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipped(raw, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return { compressed: files.length - kept, kept };
}

/** Copies `previous`'s .br and .gz beside `file` when `previous` holds the same bytes and has both; else false. */
async function keepPrevious(file: string, raw: Buffer, previous: string): Promise<boolean> {
  const before = statSync(previous, { throwIfNoEntry: false });
  if (before?.size !== raw.length || !existsSync(`${previous}.br`) || !existsSync(`${previous}.gz`)) return false;
  if (!raw.equals(await readFile(previous))) return false;
  copyFileSync(`${previous}.br`, `${file}.br`);
  copyFileSync(`${previous}.gz`, `${file}.gz`);
  return true;
}
