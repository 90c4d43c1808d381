// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { AnswerBy } from "./answer-by";

afterEach(cleanup);

// 00:00 UTC on 23 November 2026 is 13:00 in Auckland.
const now = Date.parse("2026-11-23T00:00:00Z");

describe("a lead against its promise", () => {
  test("untouched and on time: when it is due, in Auckland time", () => {
    const { container } = render(<AnswerBy lead={{ answerBy: "2026-11-23T00:45:00Z", answeredAt: null }} now={now} />);
    expect(container.textContent).toBe("Answer by 13:45");
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-23T00:45:00Z");
  });

  test("untouched and late: how late, in red", () => {
    const { container } = render(<AnswerBy lead={{ answerBy: "2026-11-22T23:48:00Z", answeredAt: null }} now={now} />);
    expect(container.textContent).toBe("Overdue 12 min");
    expect(container.firstElementChild?.className).toContain("bg-red-700");
  });

  test("answered: nothing, late or not", () => {
    const { container } = render(
      <AnswerBy lead={{ answerBy: "2026-11-22T23:48:00Z", answeredAt: "2026-11-22T23:50:00Z" }} now={now} />,
    );
    expect(container.textContent).toBe("");
  });
});
