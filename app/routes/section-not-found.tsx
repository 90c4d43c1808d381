import { NotFoundPanel } from "../components/sections/not-found-panel";
import { Icon } from "../components/ui/icon";
import { notFoundMeta } from "../lib/seo/not-found-meta";
import { isNotFoundSection, sectionNotFound } from "../../shared/section-not-found";
import { notFound } from "../loaders/not-found.server";
import type { Route } from "./+types/section-not-found";

// The not-found state of a section (an unknown service or project), pre-rendered as its own page: the server
// answers an unknown slug with it and status 404.
export const loader = ({ params }: Route.LoaderArgs) => {
  if (!isNotFoundSection(params.section)) notFound();
  return { section: params.section };
};

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const texts = sectionNotFound[loaderData?.section ?? "service"];
  return notFoundMeta(texts.title, `${texts.message}.`);
};

export default function SectionNotFoundRoute({ loaderData }: Route.ComponentProps) {
  const { title, message, linkTo, linkLabel } = sectionNotFound[loaderData.section];
  return (
    <NotFoundPanel
      title={title}
      message={message}
      linkTo={linkTo}
      linkLabel={linkLabel}
      icon={loaderData.section === "project" ? <Icon name="ArrowLeft" aria-hidden="true" /> : undefined}
    />
  );
}
