// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { FaqList } from "./faq-list";

afterEach(cleanup);

const items = [
  { id: "one", question: "Do you offer a 24/7 emergency plumbing service?", answer: "Yes." },
  { id: "two", question: "Which areas do you cover?", answer: "All of Auckland." },
];

describe("FaqList", () => {
  test("each question is its summary's own text, with no heading inside, which screen readers would drop", () => {
    const { container } = render(<FaqList items={items} />);
    const summaries = [...container.querySelectorAll("details > summary")];
    expect(summaries.map((s) => s.textContent)).toEqual(items.map((i) => i.question));
    expect(container.querySelectorAll("summary :is(h1, h2, h3, h4, h5, h6, [role=heading])")).toHaveLength(0);
  });
});
