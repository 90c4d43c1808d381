import { describe, expect, test } from "vitest";
import { seedHours as repositoryHours } from "../../content/seed";
import { breadcrumbs, faqPage, jsonLd, localBusiness, serviceSchema } from "./json-ld";

const seedHours = repositoryHours();

describe("JSON-LD builders", () => {
  test("breadcrumbs number their items and use absolute URLs", () => {
    const list = breadcrumbs([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://www.example.com/services" },
    ]);
  });

  test("FAQPage holds each question with its accepted answer", () => {
    const page = faqPage([{ question: "Q?", answer: "A." }]);
    expect(page.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });

  test("a Service carries an NZD offer and its provider", () => {
    const service = serviceSchema({
      name: "Leak Detection",
      description: "d",
      path: "/services/leak-detection",
      serviceType: "Leak detection",
      priceFrom: 189,
    });
    expect(service.offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "NZD",
      priceSpecification: { minPrice: 189 },
    });
    expect(service.provider).toMatchObject({ "@type": "Plumber", name: "Example Plumbing Co." });
  });

  test("the local business gives the local number and the freephone 0800 number as a contact point", () => {
    const facts = {
      structuredRating: { value: 4.9, count: 143 },
      priceRange: "$$",
      hours: seedHours,
    };
    const business = localBusiness({ locality: "Auckland" }, facts) as unknown as Record<string, unknown>;
    expect(business.telephone).toBe("+6491234567");
    expect(business.contactPoint).toMatchObject({ "@type": "ContactPoint", telephone: "+64800123456" });
  });

  test("opening hours: every day, all day, while the emergency line answers at any hour; else the office's", () => {
    const facts = { structuredRating: { value: 4.9, count: 143 }, priceRange: "$$", hours: seedHours };
    const hoursOf = (hours: typeof seedHours) =>
      (localBusiness({ locality: "Auckland" }, { ...facts, hours }) as unknown as Record<string, unknown>)
        .openingHoursSpecification;
    expect(hoursOf(seedHours)).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    });
    const office = { ...seedHours, emergency247: false };
    expect(hoursOf(office)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday", "Sunday"], opens: "08:00", closes: "17:00" },
    ]);
  });

  test("jsonLd wraps the object as a script descriptor for the page head", () => {
    expect(jsonLd(faqPage([]))).toEqual({ "script:ld+json": faqPage([]) });
  });
});
