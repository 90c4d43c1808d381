import { NotFoundPanel } from "../components/sections/not-found-panel";
import { PageHero } from "../components/sections/page-hero";
import { findService } from "../content/services";
import { pageMeta } from "../lib/seo/meta";
import type { Route } from "./+types/service-detail";

export function meta({ params }: Route.MetaArgs) {
  const service = findService(params.slug);
  if (!service) {
    return pageMeta({ title: "Service Not Found", description: "Sorry, we couldn't find the service you're looking for.", path: `/services/${params.slug}`, noindex: true });
  }
  return pageMeta({ title: `${service.title} in Auckland`, description: service.description, path: `/services/${service.slug}` });
}

export default function ServiceDetailRoute({ params }: Route.ComponentProps) {
  const service = findService(params.slug);
  if (!service) {
    return (
      <NotFoundPanel
        title="Service Not Found"
        message="Sorry, we couldn't find the service you're looking for"
        linkTo="/services"
        linkLabel="View All Services"
      />
    );
  }
  return <PageHero eyebrow="Our Services" title={service.title} intro={service.subtitle} />;
}
