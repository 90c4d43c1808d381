// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { fakeApi } from "../../test/support/site-editor";
import { pageChunk } from "./page-chunk";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refused = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

test("a page's chunk refused because the session ended sends the owner to sign in, back to this page after", async () => {
  fakeApi(({ path }) => (path === "me" ? { status: 401, body: {} } : undefined));
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/admin/overview", search: "", assign });
  let settled = false;
  void pageChunk(refused).finally(() => {
    settled = true;
  });
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/admin/login?notice=expired&next=%2Fadmin%2Foverview"));
  // The page is leaving: the route neither shows an error nor goes on.
  await Promise.resolve();
  expect(settled).toBe(false);
});

test("with the session still on, a chunk that did not arrive is the page's error; a chunk that did is passed on", async () => {
  const calls = fakeApi(({ path }) => (path === "me" ? { status: 200, body: {} } : undefined));
  await expect(pageChunk(refused)).rejects.toThrow("Failed to fetch dynamically imported module");
  expect(calls.map((c) => c.path)).toEqual(["me"]);
  await expect(pageChunk(async () => ({ Page: "page" }))).resolves.toEqual({ Page: "page" });
  expect(calls).toHaveLength(1);
});
