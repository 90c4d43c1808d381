import { describe, expect, test } from "vitest";
import { documentProtocol, verdict, type RuntimeError } from "./lighthouse.ts";
import { templates } from "./templates.ts";

const byName = (name: string) => templates.find((t) => t.name === name)!;
// Lighthouse's own wording for ERRORED_DOCUMENT_REQUEST (core/lib/lh-error.js, pageLoadFailedWithStatusCode).
const errorStatus = (status: number): RuntimeError => ({
  code: "ERRORED_DOCUMENT_REQUEST",
  message:
    "Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and " +
    `that the server is properly responding to all requests. (Status code: ${status})`,
});
const noPaint: RuntimeError = { code: "NO_FCP", message: "The page did not paint any content." };

describe("what the Lighthouse gate does with a run", () => {
  test("a run without a runtime error is measured", () => {
    expect(verdict(byName("home"), undefined, 1)).toBe("measure");
    expect(verdict(byName("404"), undefined, 1)).toBe("measure");
  });

  test("only the 404 template's refusal for status 404 is skipped", () => {
    expect(verdict(byName("404"), errorStatus(404), 1)).toBe("refused-as-expected");
  });

  test.each([
    ["home answered 404", "home", errorStatus(404), "ERRORED_DOCUMENT_REQUEST"],
    ["the 404 template answered 500", "404", errorStatus(500), "ERRORED_DOCUMENT_REQUEST"],
    ["the 404 template did not paint", "404", noPaint, "NO_FCP"],
    ["home did not paint", "home", noPaint, "NO_FCP"],
  ])("%s: retried once, then fails naming the code", (_, name, error, code) => {
    const route = byName(name);
    expect(verdict(route, error, 1)).toBe("retry");
    const second = verdict(route, error, 2);
    expect(second).toEqual({ fail: expect.stringContaining(code) });
    expect(second).toEqual({ fail: expect.stringContaining(route.path) });
  });
});

describe("the protocol a run measured (lantern models HTTP/1.1 and HTTP/2 differently)", () => {
  const requests = (protocol: string) => [
    { url: "https://localhost/", resourceType: "Document", protocol },
    { url: "https://localhost/assets/app.css", resourceType: "Stylesheet", protocol: "http/1.1" },
  ];

  test("is the document's protocol as Lighthouse recorded it", () => {
    expect(documentProtocol(requests("http/1.1"), false)).toBe("http/1.1");
    expect(documentProtocol(requests("h2"), true)).toBe("h2");
  });

  test("an HTTP/2 run whose document came over anything else fails instead of measuring the other model", () => {
    expect(() => documentProtocol(requests("http/1.1"), true)).toThrow(/asked for HTTP\/2.*http\/1\.1/);
    expect(() => documentProtocol([], true)).toThrow(/unknown/);
  });
});
