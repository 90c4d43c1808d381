import { execFileSync } from "node:child_process";
import os from "node:os";
import { formatTable, runLighthouse, templates } from "./lighthouse.ts";

/** `npm run bench`: build time plus Lighthouse medians (3 runs) per template, printed as one table. */
const started = performance.now();
execFileSync("npm", ["run", "build"], { stdio: "ignore" });
const buildSeconds = (performance.now() - started) / 1000;

const rows = await runLighthouse(templates, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
console.log(
  `Benchmark ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
);
console.log(`Build time: ${buildSeconds.toFixed(1)} s\n`);
console.log(formatTable(rows));
