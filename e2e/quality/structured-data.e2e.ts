import { describe, expect, test } from "vitest";
import { builtPages, jsonLdBlocks, readBuilt } from "../../test/support/built-site";

type Node = Record<string, unknown>;
const asNodes = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v ? [v as Node] : []);
const str = (v: unknown): boolean => typeof v === "string" && v.trim().length > 0;

/** The properties Google's rich-result guidelines require (and this site promises) for each type it emits. */
export function structuredDataProblems(node: Node): string[] {
  const problems: string[] = [];
  const type = node["@type"];
  const need = (cond: boolean, what: string) => {
    if (!cond) problems.push(`${String(type)}: ${what}`);
  };
  need(node["@context"] === "https://schema.org", "@context must be https://schema.org");
  switch (type) {
    case "FAQPage": {
      const questions = asNodes(node.mainEntity);
      need(questions.length > 0, "mainEntity needs at least one Question");
      for (const q of questions) {
        need(q["@type"] === "Question" && str(q.name), "each Question needs a name");
        const answer = q.acceptedAnswer as Node | undefined;
        need(answer?.["@type"] === "Answer" && str(answer.text), "each Question needs acceptedAnswer.text");
      }
      break;
    }
    case "BreadcrumbList": {
      const items = asNodes(node.itemListElement);
      need(items.length >= 2, "itemListElement needs two or more ListItems");
      items.forEach((item, i) => {
        need(item["@type"] === "ListItem" && item.position === i + 1, `item ${i + 1} needs position ${i + 1}`);
        need(str(item.name), `item ${i + 1} needs a name`);
        need(
          i === items.length - 1 || (str(item.item) && /^https?:\/\//.test(String(item.item))),
          `item ${i + 1} needs an absolute item URL`,
        );
      });
      break;
    }
    case "Plumber":
    case "LocalBusiness": {
      need(str(node.name), "name");
      need(str(node.telephone), "telephone");
      const address = node.address as Node | undefined;
      need(
        address?.["@type"] === "PostalAddress" && str(address.addressLocality) && str(address.addressCountry),
        "address with locality and country",
      );
      if (node.aggregateRating) {
        const rating = node.aggregateRating as Node;
        need(
          Number(rating.ratingValue) > 0 && Number(rating.reviewCount) > 0,
          "aggregateRating needs ratingValue and reviewCount",
        );
      }
      if (node.geo) {
        const geo = node.geo as Node;
        need(
          typeof geo.latitude === "number" && typeof geo.longitude === "number",
          "geo needs numeric latitude and longitude",
        );
      }
      break;
    }
    case "Service": {
      need(str(node.name), "name");
      need(Boolean((node.provider as Node | undefined)?.name), "provider with a name");
      const offers = asNodes(node.offers);
      need(offers.length > 0 && offers.every((o) => o.priceCurrency === "NZD"), "offers priced in NZD");
      break;
    }
    case "CreativeWork": {
      need(str(node.name) && str(node.description), "name and description");
      const images = asNodes(node.image);
      need(images.length > 0, "image needs at least one ImageObject");
      for (const image of images)
        need(
          image["@type"] === "ImageObject" && /^https?:\/\//.test(String(image.contentUrl)) && str(image.caption),
          "each ImageObject needs an absolute contentUrl and a caption",
        );
      break;
    }
    case "Organization":
      need(str(node.name) && str(node.url), "name and url");
      break;
    default:
      problems.push(`unexpected type ${String(type)}`);
  }
  return problems;
}

const pages = builtPages();

describe("structured data", () => {
  test.each(pages)("$path: every JSON-LD block parses and carries its required properties", ({ path, file }) => {
    const html = readBuilt(file);
    const blocks = jsonLdBlocks(html, path);
    expect(blocks.flatMap(structuredDataProblems)).toEqual([]);
    const types = blocks.map((b) => b["@type"]);
    if (html.includes('aria-label="Breadcrumb"')) expect(types).toContain("BreadcrumbList");
    if (path.startsWith("/services/")) expect(types).toContain("Service");
    if (["/", "/faq", "/services/leak-detection", "/services/emergency-callouts"].includes(path))
      expect(types).toContain("FAQPage");
    if (path.startsWith("/areas/")) expect(types).toContain("Plumber");
    if (path.startsWith("/project/")) expect(types).toContain("CreativeWork");
  });

  test("both readings of the numbers the spec states twice, and the freephone number", () => {
    const blocks = (path: string) => jsonLdBlocks(readBuilt(pages.find((p) => p.path === path)!.file), path);
    const answers = (path: string) =>
      JSON.stringify(blocks(path).find((b) => b["@type"] === "FAQPage")?.mainEntity ?? "");
    // Spec section 9: "Some structured data uses a freephone 0800 number instead."
    const business = blocks("/").find((b) => b["@type"] === "Plumber")!;
    expect(business.telephone).toBe("+6491234567");
    expect(business.contactPoint).toMatchObject({ "@type": "ContactPoint", telephone: "+64800123456" });
    // Spec section 9: the FAQ says 1-2 hours; structured data says 20-30 minutes in South Auckland, 45 elsewhere.
    expect(answers("/faq")).toContain("1-2 hours");
    expect(answers("/services/emergency-callouts")).toMatch(/20-30 minutes in South Auckland.*45 minutes elsewhere/);
  });

  test("the checker rejects what Google would reject", () => {
    expect(
      structuredDataProblems({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] }),
    ).not.toEqual([]);
    expect(
      structuredDataProblems({
        "@context": "https://schema.org",
        "@type": "Service",
        name: "x",
        provider: { name: "p" },
        offers: { priceCurrency: "USD" },
      }),
    ).toEqual(["Service: offers priced in NZD"]);
    expect(
      structuredDataProblems({ "@context": "https://schema.org", "@type": "Plumber", name: "x", telephone: "1" }),
    ).toEqual(["Plumber: address with locality and country"]);
  });
});
