import { pageMeta } from "../lib/seo/meta";
import { PageHero } from "../components/sections/page-hero";

export const meta = () =>
  pageMeta({
    title: "24/7 Emergency Plumber Auckland",
    description:
      "Licensed, insured 24/7 plumbers for all of Auckland, specialising in South Auckland: thermal imaging leak detection, emergency callouts, hot water cylinders and drains. Free quotes.",
    path: "/",
    keywords: ["emergency plumber Auckland", "24/7 plumber", "leak detection Auckland", "South Auckland plumber"],
  });

export default function HomeRoute() {
  return (
    <div id="home">
      <PageHero eyebrow="24/7 Emergency Plumbing" title="Auckland's Trusted 24/7 Emergency Plumbers" />
    </div>
  );
}
