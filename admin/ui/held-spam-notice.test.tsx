// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderAdminRoute } from "../../test/support/admin-route";
import { HeldSpamNotice } from "./held-spam-notice";

afterEach(cleanup);

describe("quotes held as spam", () => {
  const inRouter = (element: React.ReactNode) => renderAdminRoute({ path: "/admin", element }, "/admin");

  test("none: nothing is said", () => {
    const { container } = inRouter(<HeldSpamNotice count={0} days={7} />);
    expect(container.textContent).toBe("");
  });

  test("one: in the singular, linking the Spam tab", () => {
    inRouter(<HeldSpamNotice count={1} days={7} />);
    const link = screen.getByRole("link", { name: "check it" });
    expect(link.parentElement!.textContent).toBe("1 quote held as spam in the last 7 days: check it");
    expect(link.getAttribute("href")).toBe("/admin/spam");
  });
});
