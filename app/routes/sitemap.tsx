import { Link } from "react-router";
import { PageHero } from "../components/sections/page-hero";
import { Container } from "../components/ui/container";
import { sitemapPage } from "../loaders/sitemap.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/sitemap";

export const loader = () => sitemapPage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const groupId = (group: string) => `group-${group.toLowerCase().replace(/\s+/g, "-")}`;

export default function SitemapRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {page.groups.map(({ group, pages }) => (
          <section key={group} aria-labelledby={groupId(group)}>
            <h2 id={groupId(group)} className="text-xl font-bold">
              {group}
            </h2>
            <ul className="mt-3">
              {pages.map((p) => (
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
