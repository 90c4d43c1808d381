import { Link } from "react-router";
import { PageHero } from "../components/sections/page-hero";
import { Container } from "../components/ui/container";
import { sitePages, type PageGroup } from "../content/site-pages";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Sitemap",
    description:
      "Every page of our website in one list: services, projects, service areas, reviews, FAQ, quotes and our policies.",
    path: "/sitemap",
  });

const groups: PageGroup[] = ["Main", "Services", "Projects", "Service Areas", "Information"];

const groupId = (group: string) => `group-${group.toLowerCase().replace(/\s+/g, "-")}`;

export default function SitemapRoute() {
  const pages = sitePages();
  return (
    <>
      <PageHero eyebrow="All Pages" title="Sitemap" />
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group} aria-labelledby={groupId(group)}>
            <h2 id={groupId(group)} className="text-xl font-bold">
              {group}
            </h2>
            <ul className="mt-3">
              {pages
                .filter((p) => p.group === group)
                .map((p) => (
                  <li key={p.path}>
                    <Link
                      to={p.path}
                      className="inline-flex min-h-11 items-center text-navy-700 underline-offset-4 hover:underline"
                    >
                      {p.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </Container>
    </>
  );
}
