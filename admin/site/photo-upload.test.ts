// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { fakeApi } from "../../test/support/site-editor";
import { ApiError } from "../shell/api";
import { thumbnailOf } from "./content-paths";
import { uploadPhoto } from "./photo-upload";

afterEach(() => vi.unstubAllGlobals());

describe("the website's photos", () => {
  test("a thumbnail is the photo's 480 px WebP: an uploaded one's from the dashboard, the website's beside it", () => {
    expect(thumbnailOf("/media/owner/0123456789abcdef0123.jpg")).toBe(
      "/admin/api/site/photos/0123456789abcdef0123-480.webp",
    );
    expect(thumbnailOf("/media/projects/burst-pipe/trench.jpg")).toBe("/media/projects/burst-pipe/trench-480.webp");
    expect(thumbnailOf("/media/projects/burst-pipe/bathroom-wall-TM.jpeg")).toBe(
      "/media/projects/burst-pipe/bathroom-wall-TM-480.webp",
    );
    expect(thumbnailOf("/media/projects/burst-pipe/thermal-scan.mp4")).toBe(
      "/media/projects/burst-pipe/thermal-scan.poster-480.webp",
    );
  });

  test("a photo goes as multipart, one file field named photo; a refusal comes back in the server's words", async () => {
    const calls = fakeApi(({ method, path }) => {
      if (method !== "POST" || path !== "site/photos") return undefined;
      return calls.length === 1
        ? { status: 200, body: { src: "/media/owner/0123456789abcdef0123.jpg", width: 2400, height: 1800 } }
        : { status: 413, body: { error: "This photo is too large: 25 MB at most." } };
    });
    const file = new File([new Uint8Array(10)], "leak.jpg", { type: "image/jpeg" });
    expect(await uploadPhoto(file)).toEqual({
      src: "/media/owner/0123456789abcdef0123.jpg",
      width: 2400,
      height: 1800,
    });
    const body = calls[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(["photo"]);
    expect((body.get("photo") as File).name).toBe("leak.jpg");
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    // The browser sets the multipart boundary itself.
    expect(new Headers(init?.headers).has("content-type")).toBe(false);

    const refused = await uploadPhoto(file).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe("This photo is too large: 25 MB at most.");
  });
});
