import { Badge, badgeClass } from "../ui/badge";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";
import { Container } from "../ui/container";
import { HeroMedia, type HeroMediaContent } from "./hero-media";

/** The description, client and kind of job may be "": each is then left out. */
export interface ProjectHeroContent {
  title: string;
  description: string;
  client: string;
  projectType: string;
  featured: boolean;
  media: HeroMediaContent;
}

/** A project page's opening band: back link, type and featured badges, title, client and the cover media. */
export function ProjectHero({ content }: { content: ProjectHeroContent }) {
  return (
    <section className="bg-navy-900 text-white">
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-2 lg:items-center">
        <div>
          <Button asChild variant="outline-light">
            <a href="/projects">
              <Icon name="ArrowLeft" aria-hidden="true" /> Back to Projects
            </a>
          </Button>
          {content.projectType || content.featured ? (
            <div className="mt-6 flex flex-wrap gap-2">
              {content.projectType ? <Badge tone="light">{content.projectType}</Badge> : null}
              {content.featured ? (
                <Badge tone="signal">
                  <Icon name="Star" aria-hidden="true" /> Featured
                </Badge>
              ) : null}
            </div>
          ) : null}
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{content.title}</h1>
          {content.description ? <p className="mt-4 text-lg text-navy-100">{content.description}</p> : null}
          {content.client ? <p className="mt-2 text-navy-200">Client: {content.client}</p> : null}
        </div>
        <HeroMedia media={content.media}>
          {content.media.kind === "video" ? (
            // app/enhance/media.ts takes the player full screen; the player's own controls can too, with no script.
            <button
              type="button"
              data-expand-video
              className={badgeClass("light", "absolute top-3 right-3 cursor-pointer hover:bg-white")}
            >
              <Icon name="Expand" aria-hidden="true" /> Click to expand
            </button>
          ) : null}
        </HeroMedia>
      </Container>
    </section>
  );
}
