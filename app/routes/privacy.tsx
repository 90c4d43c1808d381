import { PageHero } from "../components/sections/page-hero";
import { Prose } from "../components/sections/prose-page";
import { privacyPage } from "../loaders/privacy.server";
import type { Route } from "./+types/privacy";

export const loader = () => privacyPage();

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function PrivacyRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        intro="What the quote forms collect, why, where it goes, and your rights."
      />
      <Prose sections={page.sections} />
    </>
  );
}
