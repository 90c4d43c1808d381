import { afterEach, describe, expect, test, vi } from "vitest";
import { photoMessages } from "../../../shared/forms/photo-check";
import { PHOTO_LIMITS } from "../../../shared/forms/photos";
import { bytes, HEIC, JPEG, PNG, WEBP } from "../../../test/support/photo-heads";
import { checkPhotos, postQuoteWithPhotos } from "./photo-upload";

afterEach(() => vi.unstubAllGlobals());

const file = (head: Uint8Array, name: string, size = head.length, type = "") => {
  const body = new Uint8Array(size);
  body.set(head.subarray(0, size));
  return new File([body], name, { type });
};

describe("checkPhotos", () => {
  test("takes photos by their bytes, whatever they are called or declared as", async () => {
    const result = await checkPhotos([], [file(JPEG, "a.png", 100, "text/plain"), file(PNG, "scan"), file(WEBP, "w")]);
    expect(result.accepted.map((f) => f.name)).toEqual(["a.png", "scan", "w"]);
    expect(result.problems).toEqual([]);
  });

  test("names what it leaves out: not a photo, HEIC, too large, one too many, over the total", async () => {
    const current = Array.from({ length: 3 }, (_, i) => file(JPEG, `c${i}.jpg`));
    const result = await checkPhotos(current, [
      file(bytes("MZ"), "setup.jpg", 100, "image/jpeg"),
      file(HEIC, "IMG_0001.HEIC"),
      file(JPEG, "huge.jpg", PHOTO_LIMITS.maxFileBytes + 1),
      file(JPEG, "ok-1.jpg"),
      file(JPEG, "ok-2.jpg"),
      file(JPEG, "one-too-many.jpg"),
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(["ok-1.jpg", "ok-2.jpg"]);
    expect(result.problems).toEqual([
      photoMessages.notAPhoto("setup.jpg"),
      photoMessages.heic("IMG_0001.HEIC"),
      photoMessages.tooLarge("huge.jpg", PHOTO_LIMITS),
      photoMessages.tooMany(PHOTO_LIMITS),
    ]);
    const total = await checkPhotos([], [file(JPEG, "a", 6), file(JPEG, "b", 5)], {
      ...PHOTO_LIMITS,
      maxTotalBytes: 10,
    });
    expect(total.accepted.map((f) => f.name)).toEqual(["a"]);
    expect(total.problems).toEqual([photoMessages.totalTooLarge({ ...PHOTO_LIMITS, maxTotalBytes: 10 })]);
  });

  test("exactly 10 MB is fine", async () => {
    const result = await checkPhotos([], [file(JPEG, "exact.jpg", PHOTO_LIMITS.maxFileBytes)]);
    expect(result.accepted).toHaveLength(1);
  });
});

describe("postQuoteWithPhotos", () => {
  /** A stand-in XMLHttpRequest: the test plays the network. */
  class FakeRequest {
    static last: FakeRequest;
    upload: {
      onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
      onload?: () => void;
    } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    responseText = "";
    headers: Record<string, string> = {};
    body?: FormData;
    aborted = false;
    open(method: string, url: string) {
      this.headers[":request"] = `${method} ${url}`;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      this.body = body;
      FakeRequest.last = this;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
  }
  const photo = file(JPEG, "leak.jpg", 100);

  test("sends the fields and photos as multipart asking for JSON, reports progress, resolves on 2xx", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const progress: number[] = [];
    const sent = postQuoteWithPhotos("/api/quote", { form: "quote", name: "Aroha" }, [photo], (f) => progress.push(f));
    const xhr = FakeRequest.last;
    expect(xhr.headers).toMatchObject({ ":request": "POST /api/quote", Accept: "application/json" });
    expect(xhr.body!.get("name")).toBe("Aroha");
    expect((xhr.body!.getAll("photos")[0] as File).name).toBe("leak.jpg");
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onload!();
    xhr.status = 201;
    xhr.onload!();
    await sent;
    expect(progress).toEqual([0.25, 1]);
  });

  test("a refusal carries the inbox's words for the photos", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const sent = postQuoteWithPhotos("/api/quote", {}, [photo], () => {});
    Object.assign(FakeRequest.last, {
      status: 400,
      responseText: '{"errors":{"photos":"“leak.jpg” could not be opened"}}',
    });
    FakeRequest.last.onload!();
    await expect(sent).rejects.toMatchObject({ photoProblem: "“leak.jpg” could not be opened" });
  });

  test("an upload that stops moving is given up, so the visitor can try again or call", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const sent = postQuoteWithPhotos("/api/quote", {}, [photo], () => {}, { stallMs: 1_000, answerMs: 5_000 });
    const failed = expect(sent).rejects.toThrow("The upload stopped moving");
    vi.advanceTimersByTime(900);
    FakeRequest.last.upload.onprogress!({ lengthComputable: true, loaded: 10, total: 100 });
    vi.advanceTimersByTime(900);
    expect(FakeRequest.last.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(FakeRequest.last.aborted).toBe(true);
    await failed;
    vi.useRealTimers();
  });
});
