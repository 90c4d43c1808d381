import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Plumbing Services in Auckland",
    description: "Leak detection with thermal imaging, 24/7 emergency callouts, hot water cylinder repair, renovations, drain unblocking, maintenance and plumbing inspections across Auckland.",
    path: "/services",
  });

export default function ServicesRoute() {
  return <PageHero eyebrow="Our Services" title="Professional Plumbing Services" />;
}
