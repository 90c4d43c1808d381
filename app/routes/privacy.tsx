import { PageHero } from "../components/sections/page-hero";
import { Prose } from "../components/sections/prose-page";
import { privacySections } from "../content/legal";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How we collect, use and protect the details you send us through our quote forms, and your rights under the New Zealand Privacy Act 2020.",
    path: "/privacy",
  });

export default function PrivacyRoute() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        intro="What the quote forms collect, why, where it goes, and your rights."
      />
      <Prose sections={privacySections(siteConfig.name, siteConfig.email, siteConfig.phone)} />
    </>
  );
}
