import { afterEach, describe, expect, test, vi } from "vitest";
import { postQuote, QuoteSubmitError } from "./submit";

afterEach(() => vi.unstubAllGlobals());

describe("postQuote", () => {
  test("POSTs JSON and resolves on an ok status", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    await postQuote("/api/quote", { name: "A" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/quote",
      expect.objectContaining({
        method: "POST",
        body: '{"name":"A"}',
        headers: { "Content-Type": "application/json" },
      }),
    );
  });

  test.each([400, 500, 503])("throws on status %i", async (status) => {
    vi.stubGlobal("fetch", async () => new Response(null, { status }));
    await expect(postQuote("/api/quote", {})).rejects.toBeInstanceOf(QuoteSubmitError);
  });

  test("a 400 carries the inbox's message for each field it refused", async () => {
    const body = { errors: { phone: "Enter a phone number such as 09 123 4567.", email: 42 } };
    vi.stubGlobal("fetch", async () => Response.json(body, { status: 400 }));
    const error = await postQuote("/api/quote", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuoteSubmitError);
    expect((error as QuoteSubmitError).fieldErrors).toEqual({ phone: "Enter a phone number such as 09 123 4567." });
  });

  test.each([
    ["a 400 that is not JSON", () => new Response("Bad request", { status: 400 })],
    ["a 500, whose body is never read", () => Response.json({ errors: { name: "x" } }, { status: 500 })],
  ])("%s has no field errors", async (_name, answer) => {
    vi.stubGlobal("fetch", async () => answer());
    const error = (await postQuote("/api/quote", {}).catch((e: unknown) => e)) as QuoteSubmitError;
    expect(error.fieldErrors).toEqual({});
  });

  test("throws on a network failure", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(postQuote("/api/quote", {})).rejects.toThrow("The quote could not be sent");
  });

  test("gives up after the timeout", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    await expect(postQuote("/api/quote", {}, 20)).rejects.toThrow("No answer within 0.02 s");
  });
});
