import { PageHero } from "../components/sections/page-hero";
import { Prose } from "../components/sections/prose-page";
import { termsPage } from "../loaders/terms.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/terms";

export const loader = () => termsPage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function TermsRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <Prose sections={page.sections} />
    </>
  );
}
