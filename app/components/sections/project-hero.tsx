import { useRef } from "react";
import { Link } from "react-router";
import { Badge, badgeClass } from "../ui/badge";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";
import { Container } from "../ui/container";
import { HeroMedia, type HeroMediaContent } from "./hero-media";

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
  const video = useRef<HTMLVideoElement & { webkitEnterFullscreen?: () => void }>(null);
  // The "Click to expand" badge does what it says. iPhone Safari has no Fullscreen API on elements, only its own
  // full-screen video player.
  const expand = () => {
    const el = video.current;
    if (el && typeof el.requestFullscreen === "function") void el.requestFullscreen().catch(() => undefined);
    else el?.webkitEnterFullscreen?.();
  };
  return (
    <section className="bg-navy-900 text-white">
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-2 lg:items-center">
        <div>
          <Button asChild variant="outline-light">
            <Link to="/projects">
              <Icon name="ArrowLeft" aria-hidden="true" /> Back to Projects
            </Link>
          </Button>
          <div className="mt-6 flex flex-wrap gap-2">
            <Badge tone="light">{content.projectType}</Badge>
            {content.featured ? (
              <Badge tone="signal">
                <Icon name="Star" aria-hidden="true" /> Featured
              </Badge>
            ) : null}
          </div>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{content.title}</h1>
          <p className="mt-4 text-lg text-navy-100">{content.description}</p>
          <p className="mt-2 text-navy-200">Client: {content.client}</p>
        </div>
        <HeroMedia media={content.media} videoRef={video}>
          {content.media.kind === "video" ? (
            <button
              type="button"
              onClick={expand}
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
