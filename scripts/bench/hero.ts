import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { protocolOf, runLighthouse } from "../../test/support/lighthouse.ts";
import type { Template } from "../../test/support/templates.ts";
import { testPhoto } from "../build/media/test-photo.ts";

/**
 * `npm run bench:hero`: the hero's LCP with a real photograph's weight (issue 34). The sample artwork is flat and
 * its hero is 3-4 KB; a camera photo through the same pipeline is many times that. So, in a temporary copy of the
 * repository, each image-led template's hero source (media/source/…) is replaced by a noisy 12 MP test photo
 * (scripts/build/media/test-photo.ts, same aspect as the slot), put through the real `npm run media:optimize`, built with
 * `npm run build`, and measured with Lighthouse (mobile, simulated throttling; LIGHTHOUSE_RUNS, default 3, medians).
 * Prints LCP per template and the bytes of each hero rendition. `--artwork` measures the copy without the swap
 * (the same pages with today's artwork), `--http2` measures them as visitors get them, through Caddy over HTTP/2 and
 * TLS (test/support/lighthouse.ts; the default is the inbox's own HTTP/1.1), `--reports DIR` keeps each run's
 * Lighthouse result (its network-requests and lcp-breakdown say where the time went), `--keep` leaves the copy.
 */
const { values: flags } = parseArgs({
  options: {
    artwork: { type: "boolean" },
    http2: { type: "boolean" },
    reports: { type: "string" },
    keep: { type: "boolean" },
  },
});
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The image-led templates and their hero slot under media/source (the two video heroes share one poster). */
const heroes: (Template & { source: string })[] = [
  { name: "home", path: "/", source: "hero/emergency-plumber.jpg" },
  { name: "dedicated area", path: "/areas/pukekohe", source: "areas/pukekohe.jpg" },
  { name: "service (photo)", path: "/services/drain-unblocking", source: "services/drain-unblocking.jpg" },
  {
    name: "project (photo)",
    path: "/project/emergency-drain-repair",
    source: "projects/emergency-drain-repair/cover.jpg",
  },
  { name: "service (video)", path: "/services/leak-detection", source: "video/thermal-scan.poster.jpg" },
  {
    name: "project (video)",
    path: "/project/thermal-imaging-pinhole-leak-detection",
    source: "video/thermal-scan.poster.jpg",
  },
];

const copy = mkdtempSync(path.join(os.tmpdir(), "bench-hero-"));
const inCopy = (command: string, args: string[]) => execFileSync(command, args, { cwd: copy, stdio: "inherit" });
try {
  // The working tree as it is (tracked and new files, not the ignored build output), sharing node_modules.
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  for (const file of files.split("\0").filter(Boolean)) {
    try {
      if (!statSync(file).isFile()) continue;
    } catch {
      continue; // deleted in the working tree
    }
    mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
    cpSync(file, path.join(copy, file));
  }
  symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"));

  if (!flags.artwork) {
    const sources = [...new Set(heroes.map((h) => h.source))];
    for (const [i, source] of sources.entries()) {
      const file = path.join(copy, "media/source", source);
      const { width = 4, height = 3 } = await sharp(file).metadata();
      writeFileSync(file, await testPhoto(i + 1, 4000, Math.round((4000 * height) / width)));
    }
    inCopy("node", ["scripts/build/media/optimize.ts"]);
  }
  inCopy("npm", ["run", "build", "--silent"]);

  const options = {
    siteDir: path.join(copy, "build/client"),
    http2: flags.http2 ?? false,
    ...(flags.reports ? { reportDir: path.resolve(flags.reports) } : {}),
  };
  const rows = await runLighthouse(heroes, runs, options);
  console.log(
    `\nHero LCP, ${flags.artwork ? "sample artwork" : "noisy 12 MP test photo"}, medians of ${runs} (Lighthouse mobile), ${protocolOf(options)}\n`,
  );
  console.log("| template | path | FCP ms | LCP ms |\n|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.name} | ${r.path} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} |`);

  console.log("\nHero renditions (bytes)\n");
  for (const source of new Set(heroes.map((h) => h.source))) {
    const dir = path.join(copy, "public/media", path.dirname(source));
    const stem = path.basename(source).replace(/\.jpe?g$/, "");
    const sizes = readdirSync(dir)
      .filter((name) => name.startsWith(`${stem}-`) || name === path.basename(source))
      .map((name) => `${name} ${statSync(path.join(dir, name)).size}`);
    console.log(`${source}: ${sizes.join(", ")}`);
  }
} finally {
  if (flags.keep) console.log(`\nThe copy is kept in ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
