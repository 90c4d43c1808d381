// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test } from "vitest";
import type { OwnerReview, SiteContent } from "../../app/content/document";
import { EditorList } from "./editor-list";
import { useListEdits } from "./use-list-edits";

afterEach(cleanup);

const review = (id: string, name: string): OwnerReview => ({
  id,
  name,
  rating: 5,
  service: "",
  text: "",
  hidden: false,
});

/** A list of reviews drawn with EditorList, each with the buttons useListEdits gives it. */
function Reviews({ problem }: { problem?: string }) {
  const [doc, setDoc] = useState(
    () => ({ reviews: [review("a", "Tama"), review("b", "Alofa"), review("c", "Mere")] }) as unknown as SiteContent,
  );
  const edits = useListEdits({ content: doc, change: (update) => setDoc(update) }, "reviews");
  return (
    <EditorList
      id="reviews-heading"
      count={doc.reviews.length}
      noun={["review", "reviews"]}
      add={<button type="button">Add a review</button>}
      problem={{ path: "reviews", message: problem }}
      said={edits.said}
      label="Reviews"
      ordered
    >
      {doc.reviews.map((r, index) => {
        const { onMove, onRemove } = edits.place(r, index, `Review from ${r.name}`);
        return (
          <li key={r.id}>
            <span>{r.name}</span>
            <button type="button" onClick={() => onMove(1)}>
              Down
            </button>
            <button type="button" onClick={onRemove}>
              Remove
            </button>
            <button type="button" onClick={() => edits.update(r.id, { name: `${r.name} W.` })}>
              Rename
            </button>
          </li>
        );
      })}
    </EditorList>
  );
}

const names = () =>
  within(screen.getByRole("list", { name: "Reviews" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("span")!.textContent);
const item = (name: string) =>
  within(screen.getByRole("list", { name: "Reviews" }))
    .getAllByRole("listitem")
    .find((li) => li.querySelector("span")!.textContent === name)!;

describe("an editor's list (EditorList with useListEdits)", () => {
  test("its heading names the section, and the list carries its label in order", () => {
    render(<Reviews />);
    expect(screen.getByRole("region", { name: "3 reviews, in the site's order" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Reviews" }).tagName).toBe("OL");
    expect(names()).toEqual(["Tama", "Alofa", "Mere"]);
  });

  test("move, remove and change edit the one item, and the live region says what moved or went", async () => {
    const user = userEvent.setup();
    render(<Reviews />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");

    await user.click(within(item("Tama")).getByRole("button", { name: "Down" }));
    expect(names()).toEqual(["Alofa", "Tama", "Mere"]);
    expect(status.textContent).toBe("Review from Tama moved to 2 of 3.");

    await user.click(within(item("Mere")).getByRole("button", { name: "Remove" }));
    expect(names()).toEqual(["Alofa", "Tama"]);
    expect(status.textContent).toBe("Review from Mere removed.");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("2 reviews, in the site's order");

    await user.click(within(item("Alofa")).getByRole("button", { name: "Rename" }));
    expect(names()).toEqual(["Alofa W.", "Tama"]);
  });

  test("a problem with the whole list shows above it, and none shows nothing", () => {
    const { unmount } = render(<Reviews problem="Keep at least one review on the site." />);
    expect(screen.getByText("Keep at least one review on the site.").getAttribute("data-path")).toBe("reviews");
    unmount();
    render(<Reviews />);
    expect(screen.queryByText("Keep at least one review on the site.")).toBeNull();
  });
});
