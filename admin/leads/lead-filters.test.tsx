// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, useSearchParams } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { renderAdminRoute } from "../../test/support/admin-route";
import { LeadFilters } from "./lead-filters";

afterEach(cleanup);

function List() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <p data-testid="address">{location.search}</p>
      <LeadFilters key={location.key} params={params} search="" />
    </>
  );
}

function renderFilters(entry: string) {
  renderAdminRoute({ path: "/admin", Component: List }, entry);
}

describe("the leads list's filter by source", () => {
  test("'Came from' lists every source in the owner's words and goes into the address", async () => {
    const user = userEvent.setup();
    renderFilters("/admin?status=open");
    const select = screen.getByLabelText("Came from") as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      "Anywhere",
      "Google Ads",
      "Facebook Ads",
      "Campaign link",
      "Search engine",
      "Social media",
      "Another website",
      "Direct",
      "Unknown",
    ]);
    await user.selectOptions(select, "Google Ads");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(screen.getByTestId("address").textContent).toBe("?status=open&source=google-ads");
  });

  test("a filtered address shows the filter chosen and counts it as on", () => {
    renderFilters("/admin?source=search");
    expect((screen.getByLabelText("Came from") as HTMLSelectElement).value).toBe("search");
    expect(screen.getByText("Filters (1 on)")).toBeTruthy();
  });
});
