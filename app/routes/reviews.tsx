import { Icon } from "../components/ui/icon";
import { NewTabLink } from "../components/common/new-tab-link";
import { SectionLink } from "../components/common/section-link";
import { PageHero } from "../components/sections/page-hero";
import { ReviewFilter } from "../components/sections/review-filter";
import { Button } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { reviewsPage } from "../loaders/reviews.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/reviews";
import { siteConfig } from "../site.config";

export const loader = () => reviewsPage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ReviewsRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero}>
        <p className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 font-semibold">
          <Icon name="BadgeCheck" aria-hidden="true" className="size-5 text-signal-400" /> {page.verifiedReviews}
        </p>
        <Button asChild variant="light">
          <NewTabLink href={siteConfig.reviewsUrl}>
            See Our Reviews Listing <Icon name="ExternalLink" aria-hidden="true" />
          </NewTabLink>
        </Button>
      </PageHero>
      <Section aria-label="Customer reviews">
        <ReviewFilter reviews={page.reviews} services={page.services} />
      </Section>
      <Section tone="navy" aria-labelledby="reviews-cta-title">
        <div className="text-center">
          <h2 id="reviews-cta-title" className="text-3xl font-extrabold">
            {page.closing.title}
          </h2>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <SectionLink section="contact">Get Your Quote</SectionLink>
            </Button>
            <Button asChild variant="outline-light">
              <NewTabLink href={siteConfig.webSearchUrl}>
                Read All Reviews <Icon name="ExternalLink" aria-hidden="true" />
              </NewTabLink>
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
