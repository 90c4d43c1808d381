// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { fakeApi } from "../../test/support/site-editor";
import { photosAction, photosLoader, type StoredPhotos } from "./photos-actions";
import { PhotosPage } from "./site-photos";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MB = 1024 * 1024;
const photo = (n: number, bytes: number, usedBy: string | null) => ({
  name: `${String(n).repeat(20)}.jpg`,
  src: `/media/owner/${String(n).repeat(20)}.jpg`,
  width: 2400,
  height: 1800,
  bytes,
  usedBy,
});

/** The server's photos as GET site/photos lists them; a DELETE takes one away and says what it freed. */
function fakePhotos(stored: StoredPhotos, refuse?: string) {
  return fakeApi(({ method, path }) => {
    if (path === "site/photos" && method === "GET") return { status: 200, body: stored };
    const name = /^site\/photos\/(.+)$/.exec(path)?.[1];
    if (name && method === "DELETE") {
      if (refuse) return { status: 409, body: { error: refuse } };
      const gone = stored.photos.find((p) => p.name === name)!;
      stored.photos = stored.photos.filter((p) => p !== gone);
      stored.used -= gone.bytes;
      return { status: 200, body: { deleted: gone.src, bytes: gone.bytes, used: stored.used } };
    }
    return undefined;
  });
}

function renderPhotos() {
  return renderAdminRoute(
    { path: "/admin/site/photos", Component: PhotosPage, loader: photosLoader, action: photosAction },
    "/admin/site/photos",
  );
}

const stored = (): StoredPhotos => ({
  used: 1.2 * 1024 * MB,
  quota: 2 * 1024 * MB,
  photos: [
    photo(1, 1.6 * MB, "revision 12"),
    photo(2, 1.4 * MB, null),
    photo(3, 2.1 * MB, "revisions 3 and 4 and a kept build"),
    photo(4, 900 * 1024, null),
  ],
});

describe("the Photos page", () => {
  test("says the space used against the limit, lists the unused photos with their size, and why the others are kept", async () => {
    fakePhotos(stored());
    renderPhotos();
    expect(await screen.findByRole("heading", { level: 1, name: "Photos" })).toBeTruthy();
    expect(screen.getByText("1.2 GB of 2 GB used")).toBeTruthy();
    expect(screen.getByText("Room for about 546 more photos from a phone.")).toBeTruthy();

    const unused = within(screen.getByRole("list", { name: "Photos no one uses" })).getAllByRole("listitem");
    expect(unused.map((item) => item.querySelector("img")?.getAttribute("src"))).toEqual([
      `/admin/api/site/photos/${"2".repeat(20)}-480.webp`,
      `/admin/api/site/photos/${"4".repeat(20)}-480.webp`,
    ]);
    expect(unused[0]!.textContent).toContain("1.4 MB");
    expect(unused[1]!.textContent).toContain("900 KB");
    expect(within(unused[0]!).getByRole("button", { name: "Delete unused photo 1…" })).toBeTruthy();

    const kept = within(screen.getByRole("list", { name: "Photos kept" })).getAllByRole("listitem");
    expect(kept.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Used by revision 12."),
      expect.stringContaining("Used by revisions 3 and 4 and a kept build."),
    ]);
    // A kept photo has no Delete: the server would refuse it.
    for (const item of kept) expect(within(item).queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Website" }).getAttribute("href")).toBe("/admin/site");
    expect(await axePage()).toEqual([]);
  });

  test("Delete asks first, then deletes that photo: it leaves the list and the space used goes down", async () => {
    const user = userEvent.setup();
    // The space used is the four photos' bytes here: 6 MB, then 5.1 MB.
    const calls = fakePhotos({ ...stored(), used: (1.6 + 1.4 + 2.1) * MB + 900 * 1024 });
    renderPhotos();
    expect(await screen.findByText("6 MB of 2 GB used")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete unused photo 2…" }));
    // Nothing is deleted yet: the confirm step says what goes, and has focus.
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    const confirm = screen.getByRole("heading", { name: "Delete unused photo 2 for good?" });
    expect(confirm.closest("[tabindex]")).toBe(document.activeElement);
    expect(await axePage()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Yes, delete permanently" }));
    expect(await screen.findByText("900 KB freed.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      `site/photos/${"4".repeat(20)}.jpg`,
    ]);
    const unused = within(screen.getByRole("list", { name: "Photos no one uses" })).getAllByRole("listitem");
    expect(unused).toHaveLength(1);
    // Focus is not lost with the deleted photo's buttons: it is on what the list says now.
    expect(document.activeElement?.textContent).toMatch(/^1 photo that no project/);
    expect(screen.getByText("5.1 MB of 2 GB used")).toBeTruthy();
  });

  test("a deletion the server refuses is said in its words, and the photo stays", async () => {
    const user = userEvent.setup();
    const refusal =
      "This photo is still used by revision 13, so it was not deleted. It can be deleted once no saved revision or kept build uses it.";
    fakePhotos(stored(), refusal);
    renderPhotos();
    await user.click(await screen.findByRole("button", { name: "Delete unused photo 1…" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete permanently" }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Photos no one uses" })).getAllByRole("listitem")).toHaveLength(2);
  });

  test("with no room left and nothing unused, it says so", async () => {
    fakePhotos({ used: 2 * 1024 * MB, quota: 2 * 1024 * MB, photos: [photo(1, 1.6 * MB, "revision 2")] });
    renderPhotos();
    expect(await screen.findByText("2 GB of 2 GB used")).toBeTruthy();
    expect(screen.getByText(/There is no room for new photos/)).toBeTruthy();
    expect(screen.getByText(/None: every photo is in a project or a saved revision/)).toBeTruthy();
  });
});
