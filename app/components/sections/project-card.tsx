import { Icon } from "../ui/icon";
import { Badge } from "../ui/badge";
import type { Picture, Video } from "../../lib/media";
import { CardImage, CardLink } from "./card-parts";
import { ResponsiveVideo } from "../ui/responsive-video";

export interface CardProject {
  slug: string;
  title: string;
  description: string;
  image: Picture;
  video?: Video;
  beforeAndAfter: boolean;
  /** "" when the owner chose none: no badge. */
  projectType: string;
}

/**
 * A portfolio card. A video card plays (muted) while hovered or focused and never on its own under reduced motion
 * (`data-hover-play`, app/enhance/media.ts).
 */
export function ProjectCard({ project }: { project: CardProject }) {
  return (
    <article
      data-testid="project-card"
      data-hover-play={project.video ? "" : undefined}
      className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      <div className="relative">
        {project.video ? (
          <ResponsiveVideo video={project.video} loop className="aspect-[4/3] w-full bg-navy-950 object-cover" />
        ) : (
          <CardImage image={project.image} />
        )}
        {project.projectType ? (
          <Badge tone="light" className="absolute top-3 left-3">
            {project.projectType}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold">{project.title}</h3>
        {project.description ? <p className="mt-2 text-muted">{project.description}</p> : null}
        {project.beforeAndAfter ? (
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-water-700">
            <Icon name="SplitSquareHorizontal" aria-hidden="true" className="size-4" /> Before & After photos
          </p>
        ) : null}
        <CardLink href={`/project/${project.slug}`}>
          View Details <span className="sr-only">of {project.title}</span>
        </CardLink>
      </div>
    </article>
  );
}
