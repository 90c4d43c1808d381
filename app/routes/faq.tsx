import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Plumbing Questions Answered",
    description: "Answers to common questions about our 24/7 emergency plumbing, service areas, thermal imaging and acoustic leak detection, licensing, response times and leak rebates.",
    path: "/faq",
  });

export default function FaqRoute() {
  return <PageHero eyebrow="FAQ" title="Frequently Asked Questions" />;
}
