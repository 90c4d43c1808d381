import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Plumbing Projects and Case Studies",
    description: "Real Auckland plumbing projects: thermal leak detection, slab leak repairs, emergency drain repairs, hot water cylinder installations and a school watermain.",
    path: "/projects",
  });

export default function ProjectsRoute() {
  return <PageHero eyebrow="Portfolio" title="Our Projects" />;
}
