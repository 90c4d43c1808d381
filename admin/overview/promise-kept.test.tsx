// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { PromiseKeptPanel } from "./promise-kept";

afterEach(cleanup);

const MINUTE = 60_000;

describe("the promise kept, on the overview", () => {
  test("per window: the share answered in time with its counts, and the median time to answer", () => {
    render(
      <PromiseKeptPanel
        windows={[
          { days: 7, judged: 7, within: 4, answered: 5, medianMs: 12 * MINUTE },
          { days: 30, judged: 0, within: 0, answered: 0, medianMs: null },
        ]}
      />,
    );
    const panel = screen.getByRole("region", { name: "Promise kept" });
    const [week, month] = within(panel)
      .getAllByRole("term")
      .map((term) => term.parentElement!);
    expect(week!.textContent).toBe("Last 7 days57% answered in time4 of 7 leadsMedian time to answer: 12 min");
    expect(month!.textContent).toBe("Last 30 days– answered in time0 of 0 leadsMedian time to answer: no answers yet");
  });
});
