import { claims } from "./claims.ts";
import { published } from "./published.ts";
import type { Faq } from "./schema";

const emergency: Faq = {
  id: "emergency-service",
  question: "Do you offer a 24/7 emergency plumbing service?",
  answer:
    "Yes. Our emergency line is answered 24 hours a day, 7 days a week, including public holidays, and a licensed plumber is dispatched to you across Auckland.",
};
const areasServed: Faq = {
  id: "service-areas",
  question: "Which areas do you cover?",
  answer:
    "We cover all of Auckland and specialise in South Auckland, including Manukau, Papatoetoe, Manurewa, Papakura, Takanini, Pukekohe, Otara and Mangere.",
};
const thermal: Faq = {
  id: "thermal-imaging",
  question: "How does thermal imaging leak detection work?",
  answer:
    "Escaping water changes the temperature of the wall, floor or ceiling around it. A thermal camera shows that difference as a coloured image, so we can see where a hidden leak is without cutting holes to look.",
};
const licensing: Faq = {
  id: "licensing-insurance",
  question: "Are your plumbers licensed and insured?",
  answer:
    "Yes. Our plumbers are licensed with the Plumbers, Gasfitters and Drainlayers Board and the business is fully insured, so your home and your work are protected.",
};
const responseTime: Faq = {
  id: "response-time",
  question: "How quickly can you get to an emergency?",
  answer: `We typically arrive within ${claims.responseTimes.faq} of your call, and often sooner in South Auckland where most of our team is based.`,
};
const acoustic: Faq = {
  id: "acoustic-detection",
  question: "What is acoustic leak detection?",
  answer:
    "Water escaping from a pressurised pipe makes a sound. Sensitive listening equipment picks it up through concrete, paving and soil, so we can pinpoint leaks under slabs, driveways and lawns before digging.",
};
const rebates: Faq = {
  id: "leak-rebates",
  question: "Can I get money back on my water bill after a leak?",
  answer:
    "Often, yes. Watercare can grant a leak allowance once a leak is repaired. We provide a letter confirming the leak and the repair, which you send with your application.",
};
const cost: Faq = {
  id: "pricing",
  question: "How much will it cost?",
  answer:
    "We give you an upfront price before any work begins, with no call-out fees. Quotes for planned work are free.",
};
const guarantee: Faq = {
  id: "guarantee",
  question: "Is your work guaranteed?",
  answer: `Yes. Every job carries our 100% satisfaction guarantee, and new piping comes with a ${claims.pipingWarranty} warranty.`,
};

/** The /faq page's seven questions, on the spec's topics: the seed of the owner's content. */
export const seedFaqPage = [emergency, areasServed, thermal, licensing, responseTime, acoustic, rebates] as const;

/** The home page's seven questions, as the repository has them. */
export const seedHomeFaqs = [emergency, responseTime, areasServed, thermal, licensing, cost, guarantee] as const;

/** A page's questions from the owner's published content, by id and in the page's order. */
const publishedFaqs = (ids: readonly string[]): Faq[] =>
  ids.flatMap((ref) => published?.faqs.find((faq) => faq.id === ref) ?? []);

/** The /faq page's questions. */
export const faqPageItems: readonly Faq[] = published ? publishedFaqs(published.faqPage) : seedFaqPage;

/** The home page's questions. */
export const homeFaqItems: readonly Faq[] = published ? publishedFaqs(published.homeFaqs) : seedHomeFaqs;
