import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms that apply to using this website and requesting a plumbing quote from us.",
    path: "/terms",
  });

export default function TermsRoute() {
  return <PageHero eyebrow="Legal" title="Terms of Service" />;
}
