import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Sitemap",
    description: "Every page of our website in one list: services, projects, service areas, reviews, FAQ and more.",
    path: "/sitemap",
  });

export default function SitemapRoute() {
  return <PageHero eyebrow="All Pages" title="Sitemap" />;
}
