import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Plumber Service Areas Across Auckland",
    description: "Fast, licensed plumbers across Auckland with priority response in South Auckland: Papatoetoe, Manukau, Manurewa, Papakura, Takanini, Pukekohe, Mangere and more.",
    path: "/areas",
  });

export default function AreasRoute() {
  return <PageHero eyebrow="Service Areas" title="Areas We Serve" />;
}
