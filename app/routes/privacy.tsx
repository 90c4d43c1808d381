import { PageHero } from "../components/sections/page-hero";
import { Prose } from "../components/sections/prose-page";
import { privacyPage } from "../loaders/privacy.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/privacy";

export const loader = () => privacyPage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function PrivacyRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <Prose sections={page.sections} />
    </>
  );
}
