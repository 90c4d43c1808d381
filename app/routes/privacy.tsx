import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How we collect, use and protect the details you send us through our quote forms, and your rights under the New Zealand Privacy Act 2020.",
    path: "/privacy",
  });

export default function PrivacyRoute() {
  return <PageHero eyebrow="Legal" title="Privacy Policy" />;
}
