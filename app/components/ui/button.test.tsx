// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  test("is a type=button <button> by default, with the variant's look", () => {
    render(<Button variant="outline">Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toMatch(/\bbtn\b/);
    expect(button.className).toMatch(/border-navy-900/);
  });

  test("asChild styles its child instead: a router link stays a link, and both click handlers run", async () => {
    const onButton = vi.fn();
    const onLink = vi.fn();
    render(
      <MemoryRouter>
        <Button asChild variant="light" className="text-lg" onClick={onButton}>
          <Link to="/quote" className="extra" onClick={onLink}>
            Get Quote
          </Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Get Quote" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(link.getAttribute("href")).toBe("/quote");
    expect(link.dataset.slot).toBe("button");
    expect(link.className).toMatch(/\bbtn\b/);
    expect(link.className).toMatch(/bg-white/);
    expect(link.className).toMatch(/text-lg/);
    expect(link.className).toMatch(/extra/);
    await userEvent.setup().click(link);
    expect(onLink).toHaveBeenCalledOnce();
    expect(onButton).toHaveBeenCalledOnce();
  });
});
