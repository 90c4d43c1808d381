import { AboutSection } from "../components/sections/about-section";
import { ContactSection } from "../components/sections/contact-section";
import { HomeFaq } from "../components/sections/home-faq";
import { HomeHero } from "../components/sections/home-hero";
import { LeakFinding } from "../components/sections/leak-finding";
import { ServiceArea } from "../components/sections/service-area";
import { ServiceGrid } from "../components/sections/service-grid";
import { SocialFeed } from "../components/sections/social-feed";
import { TestimonialsSection } from "../components/sections/testimonials-section";
import { homePage } from "../loaders/home.server";
import { siteDocument } from "../content/site-document.server";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/home";

export const loader = () => homePage(siteDocument());

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function HomeRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <HomeHero content={page.hero} phone={siteConfig.phone} />
      <AboutSection content={page.about} />
      <ServiceGrid
        heading={page.sections.homeServices}
        custom={page.sections.customSolution}
        services={page.services}
      />
      <SocialFeed
        heading={page.sections.social}
        cards={page.socialCards}
        embedUrl={siteConfig.socialFeedEmbedUrl}
        profileUrl={siteConfig.social.instagram}
      />
      <ServiceArea
        heading={page.sections.serviceArea}
        areas={page.areas}
        priority={page.priorityZone}
        map={siteConfig.map}
      />
      <LeakFinding heading={page.sections.leakFinding} steps={page.leakFindingSteps} />
      <TestimonialsSection
        heading={page.sections.testimonials}
        testimonials={page.testimonials}
        badge={page.ratingBadge}
        searchUrl={siteConfig.webSearchUrl}
      />
      <HomeFaq heading={page.sections.homeFaq} items={page.faqs} phone={siteConfig.phone} />
      <ContactSection
        heading={page.sections.contact}
        phone={siteConfig.phone}
        endpoint={siteConfig.quoteEndpoint}
        hours={page.hours}
        successMessage={page.contactPromise}
      />
    </>
  );
}
