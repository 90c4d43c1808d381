// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { Header } from "./header";

afterEach(cleanup);

const services = [{ slug: "leak-detection", title: "Leak Detection" }];
const current = (path: string, markCurrent: boolean) => {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <Header services={services} markCurrent={markCurrent} />
    </MemoryRouter>,
  );
  return [...container.querySelectorAll("[aria-current=page]")].map((e) => e.textContent?.trim());
};

describe("Header", () => {
  test("marks the page's own navigation items as current", () => {
    // One navigation list for every width (main-nav.tsx): each item once.
    expect(current("/", true)).toEqual(["Home"]);
    expect(current("/services/leak-detection", true)).toEqual(["Services", "Leak Detection"]);
    expect(current("/projects/some-project", true)).toEqual(["Projects"]);
  });

  test("marks nothing on a not-found page, whatever its path looks like", () => {
    expect(current("/", false)).toEqual([]);
    expect(current("/services/leak-detection/extra", false)).toEqual([]);
  });
});
