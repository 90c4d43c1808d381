import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Get a Free Plumbing Quote",
    description: "Request a free, no-obligation plumbing quote. Tell us what you need and we will review it and contact you within 24 hours. Emergencies: call us 24/7.",
    path: "/quote",
  });

export default function QuoteRoute() {
  return <PageHero eyebrow="Free Quote" title="Get Your Free Quote" />;
}
