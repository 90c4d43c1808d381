import type { z } from "zod";
import { areas, homeAreaSlugs } from "./areas";
import { dedicatedAreas } from "./dedicated-areas";
import { faqPageItems, homeFaqItems } from "./faqs";
import { projects } from "./projects";
import { homeTestimonials, reviews } from "./reviews";
import { areaSchema, dedicatedAreaSchema, faqSchema, projectSchema, reviewSchema, serviceSchema } from "./schema";
import { services } from "./services";

export interface ContentSet {
  services: readonly unknown[];
  projects: readonly unknown[];
  areas: readonly unknown[];
  dedicatedAreas: readonly unknown[];
  reviews: readonly unknown[];
  testimonials: readonly unknown[];
  faqs: readonly unknown[];
}

export const siteContent: ContentSet = {
  services,
  projects,
  areas,
  dedicatedAreas,
  reviews,
  testimonials: homeTestimonials,
  faqs: [...faqPageItems, ...homeFaqItems],
};

/** Every problem in a content set: schema errors, duplicate slugs, links to pages that do not exist. */
export function contentProblems(content: ContentSet): string[] {
  const problems: string[] = [];
  const check = <T>(name: string, schema: z.ZodType<T>, items: readonly unknown[]): T[] =>
    items.flatMap((item, i) => {
      const result = schema.safeParse(item);
      if (result.success) return [result.data];
      for (const issue of result.error.issues) problems.push(`${name}[${i}].${issue.path.join(".")}: ${issue.message}`);
      return [];
    });

  const parsedServices = check("services", serviceSchema, content.services);
  const parsedProjects = check("projects", projectSchema, content.projects);
  const parsedAreas = check("areas", areaSchema, content.areas);
  const parsedDedicated = check("dedicatedAreas", dedicatedAreaSchema, content.dedicatedAreas);
  check("reviews", reviewSchema, content.reviews);
  check("testimonials", reviewSchema, content.testimonials);
  check("faqs", faqSchema, content.faqs);

  const unique = (name: string, keys: (string | number)[]) => {
    const seen = new Set<string | number>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${name}: duplicate ${key}`);
      seen.add(key);
    }
  };
  unique(
    "service slugs",
    parsedServices.map((s) => s.slug),
  );
  unique(
    "project slugs",
    parsedProjects.map((p) => p.slug),
  );
  unique(
    "project ids",
    parsedProjects.map((p) => p.id),
  );
  unique(
    "area slugs",
    parsedAreas.map((a) => a.slug),
  );

  const areaSlugs = new Set(parsedAreas.map((a) => a.slug));
  for (const area of parsedAreas) {
    for (const near of area.nearbyAreas) {
      if (!areaSlugs.has(near.slug)) problems.push(`area ${area.slug}: nearby area ${near.slug} has no page`);
    }
  }
  for (const page of parsedDedicated) {
    if (!areaSlugs.has(page.slug)) problems.push(`dedicated page ${page.slug} has no area entry`);
    for (const near of page.nearby) {
      if (!areaSlugs.has(near.slug)) problems.push(`dedicated page ${page.slug}: nearby ${near.slug} has no page`);
    }
  }
  for (const slug of homeAreaSlugs) if (!areaSlugs.has(slug)) problems.push(`home area link ${slug} has no page`);
  return problems;
}

/** Called by the pre-renderer: bad content fails the build with every problem listed. */
export function validateContent(content: ContentSet = siteContent): void {
  const problems = contentProblems(content);
  if (problems.length > 0) throw new Error(`Invalid content:\n  ${problems.join("\n  ")}`);
}
