import { PageHero } from "../components/sections/page-hero";
import { Prose } from "../components/sections/prose-page";
import { termsPage } from "../loaders/terms.server";
import type { Route } from "./+types/terms";

export const loader = () => termsPage();

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function TermsRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service" />
      <Prose sections={page.sections} />
    </>
  );
}
