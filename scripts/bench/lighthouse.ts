import { failures, formatTable, runLighthouse } from "../../test/support/lighthouse.ts";
import { templates } from "../../test/support/templates.ts";

// `npm run audit`: every template (`--all`) or the first four, medians of LIGHTHOUSE_RUNS runs (3).
const all = process.argv.includes("--all");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const rows = await runLighthouse(all ? templates : templates.slice(0, 4), runs);
console.log(formatTable(rows));
const failed = failures(rows);
if (failed.length > 0) {
  console.error(`\nBelow the bar:\n${failed.join("\n")}`);
  process.exitCode = 1;
}
