import { AboutSection } from "../components/sections/about-section";
import { ContactSection } from "../components/sections/contact-section";
import { HomeFaq } from "../components/sections/home-faq";
import { HomeHero } from "../components/sections/home-hero";
import { LeakFinding } from "../components/sections/leak-finding";
import { ServiceArea } from "../components/sections/service-area";
import { ServiceGrid } from "../components/sections/service-grid";
import { SocialFeed } from "../components/sections/social-feed";
import { TestimonialsSection } from "../components/sections/testimonials-section";
import { homeAreas, homePriorityZone } from "../content/areas";
import { claims } from "../content/claims";
import { about, homeHero, leakFindingSteps } from "../content/copy";
import { homeFaqItems } from "../content/faqs";
import { homeTestimonials } from "../content/reviews";
import { services } from "../content/services";
import { faqPage, jsonLd, localBusiness } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";

export const meta = () =>
  pageMeta({
    title: "24/7 Emergency Plumber Auckland",
    description:
      "Licensed, insured 24/7 plumbers for all of Auckland, specialising in South Auckland: thermal imaging leak detection, emergency callouts, hot water cylinders and drains. Free quotes.",
    path: "/",
    keywords: [
      "emergency plumber Auckland",
      "24/7 plumber",
      "leak detection Auckland",
      "South Auckland plumber",
      "hot water cylinder repair",
    ],
    extra: [jsonLd(localBusiness({ locality: "Auckland" })), jsonLd(faqPage(homeFaqItems))],
  });

export default function HomeRoute() {
  return (
    <>
      <HomeHero content={homeHero} phone={siteConfig.phone} />
      <AboutSection content={about} />
      <ServiceGrid services={services} />
      <SocialFeed embedUrl={siteConfig.socialFeedEmbedUrl} profileUrl={siteConfig.social.instagram} />
      <ServiceArea areas={homeAreas} priority={homePriorityZone} map={siteConfig.map} />
      <LeakFinding steps={leakFindingSteps} />
      <TestimonialsSection
        testimonials={homeTestimonials}
        badge={claims.ratingBadge}
        searchUrl={siteConfig.webSearchUrl}
      />
      <HomeFaq items={homeFaqItems} phone={siteConfig.phone} />
      <ContactSection
        phone={siteConfig.phone}
        email={siteConfig.email}
        endpoint={siteConfig.quoteEndpoint}
        hours={claims.hours}
        successMessage={claims.contactPromise.homeForm}
      />
    </>
  );
}
