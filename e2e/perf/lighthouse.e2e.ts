import { describe, expect, test } from "vitest";
import { bars, failures, formatTable, runLighthouse } from "../../test/support/lighthouse";
import { templates } from "../../test/support/templates";

// A representative subset keeps the suite within its time limit; `npm run audit` covers every template.
const subset = templates.filter((t) =>
  ["home", "service detail", "project detail", "dedicated area", "quote"].includes(t.name),
);

describe("Lighthouse, mobile preset with simulated throttling", () => {
  test(
    `accessibility, best practices and SEO 100; FCP ≤ ${bars.fcpMs} ms, LCP ≤ ${bars.lcpMs} ms, CLS ≤ ${bars.cls}`,
    async () => {
      // One run per template, and the median of three only for a template whose one run misses a bar: a page that
      // really regressed misses in every run, while a run slowed by a busy machine is outvoted. The scores other
      // than performance do not vary between runs. Three runs of every template took 155 s of the suite's time.
      const once = await runLighthouse(subset, 1);
      const missed = new Set(failures(once).map((f) => f.slice(0, f.indexOf(":"))));
      const again = missed.size
        ? await runLighthouse(
            subset.filter((t) => missed.has(t.name)),
            3,
          )
        : [];
      const rows = once.map((row) => again.find((r) => r.name === row.name) ?? row);
      console.info(formatTable(rows));
      if (missed.size) console.info(`measured again, medians of 3: ${[...missed].join(", ")}`);
      expect(failures(rows)).toEqual([]);
    },
    10 * 60_000,
  );
});
