import { CheckCircle2 } from "lucide-react";
import { AboutSection } from "../components/sections/about-section";
import { PageHero } from "../components/sections/page-hero";
import { about, aboutPageBadges } from "../content/copy";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "About Us: Licensed Local Plumbers",
    description:
      "A local, family-run plumbing business with over 15 years of trading: licensed and insured plumbers serving all of Auckland, 24/7, with a South Auckland focus.",
    path: "/about",
    keywords: ["local plumber Auckland", "family plumbing business", "licensed plumbers South Auckland"],
  });

export default function AboutRoute() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="About Our Plumbing Team"
        intro="Local, licensed and on call 24/7 for Auckland homes and businesses."
      >
        <ul className="flex flex-wrap gap-3">
          {aboutPageBadges.map((badge) => (
            <li
              key={badge}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 font-semibold"
            >
              <CheckCircle2 aria-hidden="true" className="size-5 text-signal-400" /> {badge}
            </li>
          ))}
        </ul>
      </PageHero>
      <AboutSection content={about} />
    </>
  );
}
