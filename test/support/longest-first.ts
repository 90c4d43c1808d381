import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * A Vitest sequencer that starts the named files first, in the order given, then the rest in Vitest's own order.
 *
 * With durations cached from an earlier run, Vitest already starts the longest files first. On a clean clone (CI)
 * it has none and orders by file size, so a short file with slow tests (e2e/quality/axe.e2e.ts: 68 lines, two
 * minutes) starts among the last and runs on alone while the other worker has nothing left to do. Each config
 * names its longest files, as measured on a clean-clone run; a file missing from the list only starts later.
 */
export function longestFirst(slowest: readonly string[]) {
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (spec: TestSpecification) => {
        const at = slowest.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
        return at === -1 ? slowest.length : at;
      };
      // Array sort is stable: the files not named keep Vitest's order.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
