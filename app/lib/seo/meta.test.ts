import { describe, expect, test } from "vitest";
import { absoluteUrl, fullTitle, pageMeta } from "./meta";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Leak Detection",
    description: "Thermal imaging leak detection.",
    path: "/services/leak-detection/",
    keywords: ["leak detection", "thermal imaging"],
  });
  const find = (key: string, value: string) =>
    meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  test("gives the title with the business name once", () => {
    expect(meta[0]).toEqual({ title: "Leak Detection | Example Plumbing Co." });
    expect(fullTitle("About | Example Plumbing Co.")).toBe("About | Example Plumbing Co.");
  });

  test("gives an absolute canonical without a trailing slash", () => {
    expect(find("rel", "canonical")?.href).toBe("https://www.example.com/services/leak-detection");
    expect(absoluteUrl("/")).toBe("https://www.example.com/");
  });

  test("gives description, keywords, Open Graph, Twitter and robots", () => {
    expect(find("name", "description")?.content).toBe("Thermal imaging leak detection.");
    expect(find("name", "keywords")?.content).toBe("leak detection, thermal imaging");
    expect(find("property", "og:url")?.content).toBe("https://www.example.com/services/leak-detection");
    expect(find("property", "og:image")?.content).toBe("https://www.example.com/media/hero/emergency-plumber.jpg");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find("name", "robots")?.content).toMatch(/^index, follow/);
  });

  test("keeps not-found pages out of the index", () => {
    const notFound = pageMeta({ title: "Not found", description: "x", path: "/404", keywords: ["x"], noindex: true });
    expect(notFound.find((m) => "name" in m && m.name === "robots")).toEqual({
      name: "robots",
      content: "noindex, follow",
    });
  });
});
