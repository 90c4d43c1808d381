import { Icon } from "../components/ui/icon";
import { NotFoundState } from "../components/sections/not-found-state";
import { ProjectGallery } from "../components/sections/project-gallery";
import { Island } from "../lib/islands/island";
import { ProjectHero } from "../components/sections/project-hero";
import { ProjectOverview } from "../components/sections/project-overview";
import { FreeQuoteCta } from "../components/sections/free-quote-cta";
import { Section, SectionHeading } from "../components/ui/section";
import { trackView } from "../lib/analytics/attributes";
import { notFoundMeta } from "../lib/seo/not-found-meta";
import { sectionNotFound } from "../../shared/section-not-found";
import { projectDetailPage } from "../loaders/project-detail.server";
import { siteDocument } from "../content/site-document.server";
import type { Route } from "./+types/project-detail";

export const loader = ({ params }: Route.LoaderArgs) => projectDetailPage(siteDocument(), params.slug);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? notFoundMeta(sectionNotFound.project.title, `${sectionNotFound.project.message}.`);

export default function ProjectDetailRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <div hidden {...trackView("project_view", { category: "project", label: page.slug })} />
      <ProjectHero content={page.hero} />
      <ProjectOverview
        headings={page.overviewHeadings}
        details={page.details}
        facts={page.facts}
        testimonial={page.testimonial}
      />
      <Section tone="white" aria-labelledby="gallery-title">
        <SectionHeading id="gallery-title" {...page.galleryHeading} />
        <Island name="project-gallery" component={ProjectGallery} props={{ items: page.gallery, title: page.title }} />
        <FreeQuoteCta />
      </Section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, message, linkTo, linkLabel } = sectionNotFound.project;
  return (
    <NotFoundState
      error={error}
      title={title}
      message={message}
      linkTo={linkTo}
      linkLabel={linkLabel}
      icon={<Icon name="ArrowLeft" aria-hidden="true" />}
    />
  );
}
