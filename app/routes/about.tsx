import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "About Us: Licensed Local Plumbers",
    description: "A local, family-run plumbing business with over 15 years of trading: licensed and insured plumbers serving all of Auckland, 24/7, with a South Auckland focus.",
    path: "/about",
  });

export default function AboutRoute() {
  return <PageHero eyebrow="About Us" title="About Our Plumbing Team" />;
}
