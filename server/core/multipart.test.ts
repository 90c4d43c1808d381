import { describe, expect, test } from "vitest";
import { readMultipart, type MultipartLimits } from "./multipart";

const limits: MultipartLimits = { maxFiles: 2, maxFileBytes: 100, maxTotalBytes: 150, maxFieldBytes: 200 };

const raw = (boundary: string, parts: string[], close = true) =>
  new Request("http://x/", {
    method: "POST",
    body: parts.map((p) => `--${boundary}\r\n${p}\r\n`).join("") + (close ? `--${boundary}--\r\n` : ""),
  });
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const file = (name: string, filename: string, body: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n${body}`;
const read = (request: Request, given = limits) =>
  readMultipart(request.body, "multipart/form-data; boundary=b", given, "photos");

describe("readMultipart", () => {
  test("keeps the first value of each field, the photos in order, and drops empty file inputs and other files", async () => {
    const result = await read(
      raw("b", [
        field("name", "Aroha"),
        field("name", "Second"),
        file("photos", "", ""),
        file("photos", "a.jpg", "A".repeat(10)),
        file("avatar", "x.jpg", "X".repeat(10)),
        file("photos", "../../etc/b.jpg", "B".repeat(20)),
      ]),
    );
    expect(result).toMatchObject({ ok: true, fields: { name: "Aroha" }, problems: [] });
    if (!result.ok) return;
    expect(result.files.map((f) => [f.name, f.bytes.toString()])).toEqual([
      ["a.jpg", "A".repeat(10)],
      ["b.jpg", "B".repeat(20)],
    ]);
  });

  test("names each file past a limit and still reads the fields after it", async () => {
    const result = await read(
      raw("b", [
        file("photos", "big.jpg", "A".repeat(101)),
        file("photos", "a.jpg", "A".repeat(100)),
        file("photos", "b.jpg", "B".repeat(60)),
        file("photos", "c.jpg", "C"),
        field("message", "after the photos"),
      ]),
      { ...limits, maxFiles: 3 },
    );
    expect(result).toMatchObject({ ok: true, fields: { message: "after the photos" } });
    if (!result.ok) return;
    expect(result.files.map((f) => f.name)).toEqual(["a.jpg"]);
    expect(result.problems).toHaveLength(3);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { kind: "too-large", name: "big.jpg" },
        { kind: "total-too-large" },
        { kind: "too-many" },
      ]),
    );
  });

  test("a field past its size, or too many parts, refuses the body as too large", async () => {
    expect(await read(raw("b", [field("message", "x".repeat(201))]))).toEqual({ ok: false, reason: "too-large" });
    const many = Array.from({ length: 45 }, (_, i) => field(`f${i}`, "1"));
    expect(await read(raw("b", many))).toEqual({ ok: false, reason: "too-large" });
  });

  test("a body cut short, or with no boundary, is malformed", async () => {
    expect(await read(raw("b", [file("photos", "a.jpg", "AAAA")], false))).toEqual({ ok: false, reason: "malformed" });
    expect(await readMultipart(raw("b", []).body, "multipart/form-data", limits, "photos")).toEqual({
      ok: false,
      reason: "malformed",
    });
  });
});
