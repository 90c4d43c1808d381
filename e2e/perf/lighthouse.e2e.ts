import { describe, expect, test } from "vitest";
import { bars, failures, formatTable, runLighthouse } from "../../test/support/lighthouse";
import { templates } from "../../test/support/templates";

// A representative subset keeps the suite within its time limit; `npm run audit` covers every template.
const subset = ["home", "service detail", "project detail", "dedicated area", "quote"];

describe("Lighthouse, mobile preset with simulated throttling (medians of 3 runs)", () => {
  test(
    `accessibility, best practices and SEO 100; FCP ≤ ${bars.fcpMs} ms, LCP ≤ ${bars.lcpMs} ms, CLS ≤ ${bars.cls}`,
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
