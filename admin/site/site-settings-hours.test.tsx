// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { fakeApi, siteContent } from "../../test/support/site-editor";
import { contentAction, contentLoader, contentShouldRevalidate } from "./content-actions";
import { SettingsPage } from "./site-settings";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { checkContent } from "../../app/content/document";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderSettings() {
  renderAdminRoute(
    {
      path: "/admin/site/settings",
      Component: SettingsPage,
      loader: contentLoader,
      action: contentAction,
      shouldRevalidate: contentShouldRevalidate,
    },
    "/admin/site/settings",
  );
}

type Content = ReturnType<typeof siteContent>;
const time = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setTime = (label: string, value: string) => fireEvent.change(time(label), { target: { value } });

describe("the opening hours editor", () => {
  test("days and times, not text: each day open or closed with its times; saved as rows of days; passes axe", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: { revision: 3, content: siteContent() } };
      return { status: 200, body: { revision: 4, content: (body as { content: Content }).content } };
    });
    renderSettings();
    const hours = await screen.findByRole("group", { name: "Opening hours" });
    // Monday first, each day a box; the seed's hours in the time inputs.
    const days = within(hours).getAllByRole("checkbox");
    expect(days.map((box) => box.closest("label")!.textContent)).toEqual([
      "Monday open",
      "Tuesday open",
      "Wednesday open",
      "Thursday open",
      "Friday open",
      "Saturday open",
      "Sunday open",
    ]);
    expect(days.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect([time("Monday opens").value, time("Monday closes").value]).toEqual(["07:00", "18:00"]);
    expect([time("Sunday opens").value, time("Sunday closes").value]).toEqual(["08:00", "17:00"]);
    expect(time("Friday opens").type).toBe("time");
    const emergency = screen.getByRole("checkbox", { name: "24/7 emergency line" }) as HTMLInputElement;
    expect(emergency.checked).toBe(true);
    expect(await axePage()).toEqual([]);

    // The owner: 06:00 to 17:00 on weekdays, Saturday mornings, Sunday closed, no 24/7 line.
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
      setTime(`${day} opens`, "06:00");
      setTime(`${day} closes`, "17:00");
    }
    setTime("Saturday closes", "12:30");
    await user.click(screen.getByRole("checkbox", { name: "Sunday open" }));
    expect(screen.queryByLabelText("Sunday opens")).toBeNull();
    expect(within(hours).getByText("Closed")).toBeTruthy();
    await user.click(emergency);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/Saved\./);
    const sent = calls.at(-1)!.body as { content: Content };
    expect(sent.content.claims.hours).toEqual({
      office: [
        { days: [1, 2, 3, 4, 5], opens: "06:00", closes: "17:00" },
        { days: [6], opens: "08:00", closes: "12:30" },
      ],
      emergency247: false,
    });
    // A day opened again takes the hours of the open day before it.
    await user.click(screen.getByRole("checkbox", { name: "Sunday open" }));
    expect([time("Sunday opens").value, time("Sunday closes").value]).toEqual(["08:00", "12:30"]);
  });

  test("a closing time before the opening time is refused beside each of its days, in words, and gets focus", async () => {
    const user = userEvent.setup();
    fakeApi(({ method, path, body }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: { revision: 3, content: siteContent() } };
      const { content } = body as { content: Content };
      // The server's own check of the hours (app/content/document.ts), its problems at their places.
      const checked = checkContent({ ...siteContent(), claims: content.claims });
      const problems = checked.ok ? [] : checked.problems.filter((p) => p.path.startsWith("claims.hours"));
      if (problems.length > 0) return { status: 400, body: { error: "Some fields need changing.", problems } };
      return { status: 200, body: { revision: 4, content } };
    });
    renderSettings();
    await screen.findByRole("group", { name: "Opening hours" });
    setTime("Saturday closes", "07:00");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("There is a problem");
    const message = "Closing time must be after opening time.";
    expect(screen.getByText(`Opening hours: ${message}`)).toBeTruthy();
    const saturday = time("Saturday closes");
    expect(saturday.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(saturday.getAttribute("aria-describedby")!)!.textContent).toBe(message);
    expect(time("Monday closes").getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(saturday));
    expect(await axePage()).toEqual([]);
  });
});
