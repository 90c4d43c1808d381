import { Icon } from "../components/ui/icon";
import { AboutSection } from "../components/sections/about-section";
import { PageHero } from "../components/sections/page-hero";
import { aboutPage } from "../loaders/about.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/about";

export const loader = () => aboutPage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function AboutRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero}>
        <ul className="flex flex-wrap gap-3">
          {page.badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 font-semibold"
            >
              <Icon name="CheckCircle2" aria-hidden="true" className="size-5 text-signal-400" /> {badge}
            </li>
          ))}
        </ul>
      </PageHero>
      <AboutSection content={page.about} />
    </>
  );
}
