import { PageHero } from "../components/sections/page-hero";
import { Prose } from "../components/sections/prose-page";
import { termsSections } from "../content/legal";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "The terms that apply to using this website and requesting a plumbing quote from us, including how quotes and pricing work.",
    path: "/terms",
  });

export default function TermsRoute() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service" />
      <Prose sections={termsSections(siteConfig.name)} />
    </>
  );
}
