import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Customer Reviews: 5-Star Rated Plumbers",
    description: "Read what Auckland home owners, landlords and businesses say about our plumbers: 100+ verified 5-star reviews for leak detection, emergency callouts and more.",
    path: "/reviews",
  });

export default function ReviewsRoute() {
  return <PageHero eyebrow="Reviews" title="What Our Customers Say" />;
}
