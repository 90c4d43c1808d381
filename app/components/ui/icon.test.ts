import { describe, expect, test } from "vitest";
import { services } from "../../content/services";
import { dedicatedAreas } from "../../content/dedicated-areas";
import { about, homeHero, quotePage, serviceReasons, whyChooseUs } from "../../content/copy";

describe("content icon names", () => {
  test("every icon named in content is one the Icon component bundles", async () => {
    const source = (await import("node:fs")).readFileSync("app/components/ui/icon.tsx", "utf8");
    const bundled = new Set([...source.matchAll(/^ {2}(\w+),$/gm)].map((m) => m[1]));
    const named = [
      ...services.map((s) => s.icon),
      ...dedicatedAreas.flatMap((a) => a.trustCards.map((c) => c.icon)),
      ...homeHero.features.map((f) => f.icon),
      ...about.stats.map((s) => s.icon),
      ...quotePage.benefits.map((b) => b.icon),
      ...serviceReasons.map((r) => r.icon),
      ...whyChooseUs.map((w) => w.icon),
    ];
    expect(named.filter((n) => !bundled.has(n))).toEqual([]);
  });
});
