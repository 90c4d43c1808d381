import { describe, expect, test } from "vitest";
import { failures, formatTable, runLighthouse, templates } from "../../scripts/lighthouse";

// A representative subset keeps the suite within its time limit; `npm run audit` covers every template.
const subset = ["home", "service detail", "project detail", "quote"];

describe("Lighthouse, mobile preset with simulated throttling (medians of 3 runs)", () => {
  test(
    "performance ≥ 95, accessibility, best practices and SEO 100",
    async () => {
      const rows = await runLighthouse(
        templates.filter((t) => subset.includes(t.name)),
        3,
      );
      console.info(formatTable(rows));
      expect(failures(rows)).toEqual([]);
    },
    10 * 60_000,
  );
});
